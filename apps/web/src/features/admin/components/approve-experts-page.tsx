import { BadgeCheck } from 'lucide-react';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { useAdminExperts } from '../api/experts-query';
import { AdminPage } from '@/components/admin-page';
import { PendingExpertCard } from './pending-expert-card';

const PENDING = { status: 'pending' } as const;

function PendingList() {
  const query = useAdminExperts(PENDING);
  if (query.isPending) return <LoadingBlocks label="Loading registrations" height="h-56" />;
  if (query.isError) return <ErrorCard title="Could not load the registrations" error={query.error} onRetry={() => void query.refetch()} />;
  const { experts } = query.data;
  if (experts.length === 0)
    return (
      <EmptyCard icon={<BadgeCheck aria-hidden className="size-8 text-muted-foreground" />}>
        No registrations are waiting. Every expert has been reviewed.
      </EmptyCard>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {experts.length} waiting, oldest first
      </p>
      {experts.map((expert) => (
        <PendingExpertCard key={expert.id} expert={expert} />
      ))}
    </div>
  );
}

/** Issue 7 part 2: /admin-approve-experts. */
export function ApproveExpertsPage() {
  return (
    <AdminPage title="Approve experts" intro="Check each professional registration against the official register, then approve or reject with a reason.">
      <PendingList />
    </AdminPage>
  );
}
