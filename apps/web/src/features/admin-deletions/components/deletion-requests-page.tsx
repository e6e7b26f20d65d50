import type { DeletionRequestView } from '@sahay/domain/account-deletion';
import { useState } from 'react';
import { AdminPage } from '@/components/admin-page';
import { EmptyCard, ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useDeletionRequests } from '../api/deletion-requests-api';
import { DeletionRequestCard } from './deletion-request-card';

const VIEWS = [
  { value: 'pending', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

function RequestList({ view }: { view: DeletionRequestView }) {
  const query = useDeletionRequests(view);
  if (query.isPending) return <LoadingBlocks label="Loading deletion requests" height="h-44" />;
  if (query.isError) return <ErrorCard title="Could not load the deletion requests" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.requests.length === 0) return <EmptyCard>{view === 'pending' ? 'No open deletion requests.' : 'No closed requests yet.'}</EmptyCard>;
  return (
    <ul className="space-y-3">
      {query.data.requests.map((request) => (
        <li key={request.id}>
          <DeletionRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin console's deletion requests (issue 7 part 2; spec 000 §2, §9): verify the person against the account,
 * then delete it or close the request with a reason, within 2 business days to answer and 7 to delete.
 */
export function DeletionRequestsPage() {
  const [view, setView] = useState<DeletionRequestView>('pending');
  return (
    <AdminPage
      narrow
      title="Deletion requests"
      intro="From the Delete Account page. Check that the email and phone are the account’s, then delete it, or close the request and tell the person why."
    >
      <Tabs label="Show requests" tabs={VIEWS} value={view} onValueChange={setView}>
        <RequestList view={view} />
      </Tabs>
    </AdminPage>
  );
}
