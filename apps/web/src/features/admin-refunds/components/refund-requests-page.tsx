import { useState } from 'react';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useRefundRequests, type RefundRequestsView } from '../api/refund-requests-api';
import { RefundRequestCard } from './refund-request-card';

const VIEWS = [
  { value: 'pending', label: 'Pending' },
  { value: 'decided', label: 'Decided' },
] as const;

function RequestList({ view }: { view: RefundRequestsView }) {
  const query = useRefundRequests(view);
  if (query.isPending) return <LoadingBlocks label="Loading refund requests" height="h-40" />;
  if (query.isError) return <ErrorCard title="Could not load the refund requests" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.requests.length === 0) return <EmptyCard>{view === 'pending' ? 'No refund requests waiting.' : 'No decided requests yet.'}</EmptyCard>;
  return (
    <ul className="space-y-3">
      {query.data.requests.map((request) => (
        <li key={request.id}>
          <RefundRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin console's refund requests (issue 19 part 6; spec 000 §9): patients ask within 7 days of a consultation
 * that was not completed; approving pays the money back through the payment provider, declining tells them why.
 */
export function RefundRequestsPage() {
  const [view, setView] = useState<RefundRequestsView>('pending');
  return (
    <AdminPage
      narrow
      title="Refund requests"
      intro="Patients ask for a paid consultation’s money back within 7 days of it, never for a completed one. Approve to pay it back through the payment provider, or decline and tell the patient why."
    >
      <Tabs label="Show requests" tabs={VIEWS} value={view} onValueChange={setView}>
        <RequestList view={view} />
      </Tabs>
    </AdminPage>
  );
}
