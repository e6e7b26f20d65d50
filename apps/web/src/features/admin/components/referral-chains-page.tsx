import type { ReferralChain } from '@sahay/domain/expert-admin';
import { ArrowRight, GitBranch } from 'lucide-react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { categoryLabel, groupName, SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useReferralChains } from '../api/referral-chains-query';

function Party({ party }: { party: ReferralChain['from'] }) {
  const { t } = useT(ADMIN_AREA);
  if (!party) return <span className="text-muted-foreground">{t('admin.referrals.removedExpert')}</span>;
  return (
    <span className="min-w-0">
      <span className="block font-semibold">{party.name}</span>
      <span className="block text-xs text-muted-foreground">{groupName(t, party.specialization)}</span>
    </span>
  );
}

function ReferralCard({ referral }: { referral: ReferralChain }) {
  const { t } = useT(ADMIN_AREA);
  const removed = t('admin.referrals.aRemovedExpert');
  return (
    <Card role="article" aria-label={t('admin.referrals.label', { from: referral.from?.name ?? removed, to: referral.to?.name ?? removed })} className="p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Party party={referral.from} />
        <ArrowRight aria-label={t('admin.referrals.referredTo')} className="size-5 text-primary" />
        <Party party={referral.to} />
      </div>
      <p className="mt-2 text-sm">
        <span className="font-medium">{t('admin.referrals.reason')}</span> {referral.reason}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {t('admin.referrals.consultation', {
          field: categoryLabel(t, referral.category, 'field'),
          id: referral.consultationId.slice(0, 8),
          status: referral.consultationStatus,
        })}{' '}
        · <time dateTime={referral.createdAt}>{formatDateTime(referral.createdAt)}</time>
      </p>
      {referral.problem ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{referral.problem}</p> : null}
    </Card>
  );
}

function ReferralList() {
  const { t } = useT(ADMIN_AREA);
  const query = useReferralChains();
  if (query.isPending) return <LoadingBlocks label={t('admin.referrals.loading')} height="h-28" />;
  if (query.isError) return <ErrorCard title={t('admin.referrals.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.referrals.length === 0)
    return <EmptyCard icon={<GitBranch aria-hidden className="size-8 text-muted-foreground" />}>{t('admin.referrals.none')}</EmptyCard>;
  return (
    <div className="space-y-2">
      {query.data.referrals.map((r) => (
        <ReferralCard key={r.id} referral={r} />
      ))}
    </div>
  );
}

/** Issue 7 part 2: /admin-referral-chains. */
export function ReferralChainsPage() {
  const { t } = useT(ADMIN_AREA);
  return (
    <AdminPage title={t('admin.referrals.title')} intro={t('admin.referrals.intro')}>
      <WithArea area={SPECIALTIES_AREA}>
        <ReferralList />
      </WithArea>
    </AdminPage>
  );
}
