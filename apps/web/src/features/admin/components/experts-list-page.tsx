import type { AdminExpertQuery } from '@sahay/domain/expert-admin';
import { useDeferredValue, useState } from 'react';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useAdminExperts } from '../api/experts-query';
import { AdminPage } from '@/components/admin-page';
import { ExpertFilters } from './expert-filters';
import { ExpertRow } from './expert-row';

function Results({ query: filters }: { query: AdminExpertQuery }) {
  const query = useAdminExperts(filters);
  if (query.isPending) return <LoadingBlocks label="Loading experts" height="h-20" count={5} />;
  if (query.isError) return <ErrorCard title="Could not load the experts" error={query.error} onRetry={() => void query.refetch()} />;
  const { experts } = query.data;
  if (experts.length === 0) return <EmptyCard>No expert matches these filters.</EmptyCard>;
  return (
    <div className="space-y-2" aria-busy={query.isFetching}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {experts.length} expert{experts.length === 1 ? '' : 's'}
      </p>
      {experts.map((expert) => (
        <ExpertRow key={expert.id} expert={expert} />
      ))}
    </div>
  );
}

/** Issue 7 part 2: /admin/experts-list with search, filters and suspend. */
export function ExpertsListPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AdminExpertQuery>({});
  const q = useDeferredValue(search.trim());
  return (
    <AdminPage title="Experts" intro="Everyone who consults on Sahay. Suspend an expert to take them offline and out of matching at once.">
      <ExpertFilters search={search} onSearch={setSearch} filters={filters} onFilters={setFilters} />
      <Results query={{ ...filters, q: q || undefined }} />
    </AdminPage>
  );
}
