import { BadgeCheck } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useT } from '@/i18n/i18n';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useAdminExperts } from '../api/experts-query';
import { PendingExpertCard } from './pending-expert-card';

const PENDING = { status: 'pending' } as const;

function PendingList() {
  const { t } = useT(ADMIN_AREA);
  const query = useAdminExperts(PENDING);
  if (query.isPending) return <LoadingBlocks label={t('admin.approve.loading')} height="h-56" />;
  if (query.isError) return <ErrorCard title={t('admin.approve.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const { experts } = query.data;
  if (experts.length === 0) return <EmptyCard icon={<BadgeCheck aria-hidden className="size-8 text-muted-foreground" />}>{t('admin.approve.none')}</EmptyCard>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('admin.approve.waiting', { count: experts.length })}
      </p>
      {experts.map((expert) => (
        <PendingExpertCard key={expert.id} expert={expert} />
      ))}
    </div>
  );
}

/** Issue 7 part 2: /admin-approve-experts. */
export function ApproveExpertsPage() {
  const { t } = useT(ADMIN_AREA);
  return (
    <AdminPage title={t('admin.approve.title')} intro={t('admin.approve.intro')}>
      <WithArea area={SPECIALTIES_AREA}>
        <PendingList />
      </WithArea>
    </AdminPage>
  );
}
