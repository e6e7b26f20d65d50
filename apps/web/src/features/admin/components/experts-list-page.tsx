import type { AdminExpertQuery } from '@sahay/domain/expert-admin';
import { useDeferredValue, useState } from 'react';
import { ADMIN_AREA } from '@/components/admin-area';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useT } from '@/i18n/i18n';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useAdminExperts } from '../api/experts-query';
import { ExpertFilters } from './expert-filters';
import { ExpertRow } from './expert-row';

function Results({ query: filters }: { query: AdminExpertQuery }) {
  const { t } = useT(ADMIN_AREA);
  const query = useAdminExperts(filters);
  if (query.isPending) return <LoadingBlocks label={t('admin.experts.loading')} height="h-20" count={5} />;
  if (query.isError) return <ErrorCard title={t('admin.experts.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const { experts } = query.data;
  if (experts.length === 0) return <EmptyCard>{t('admin.experts.none')}</EmptyCard>;
  return (
    <div className="space-y-2" aria-busy={query.isFetching}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('admin.experts.count', { count: experts.length })}
      </p>
      {experts.map((expert) => (
        <ExpertRow key={expert.id} expert={expert} />
      ))}
    </div>
  );
}

/** Issue 7 part 2: /admin/experts-list with search, filters and suspend. */
export function ExpertsListPage() {
  const { t } = useT(ADMIN_AREA);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminExpertQuery>({});
  const q = useDeferredValue(search.trim());
  return (
    <AdminPage title={t('admin.experts.title')} intro={t('admin.experts.intro')}>
      <WithArea area={SPECIALTIES_AREA}>
        <ExpertFilters search={search} onSearch={setSearch} filters={filters} onFilters={setFilters} />
        <Results query={{ ...filters, q: q || undefined }} />
      </WithArea>
    </AdminPage>
  );
}
