import type { DeletionRequestView } from '@sahay/domain/account-deletion';
import { useState } from 'react';
import { AdminNav } from '@/components/admin-nav';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
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
  useDocumentTitle('Deletion requests');
  const { user, isLoading } = useSession();
  const [view, setView] = useState<DeletionRequestView>('pending');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return <AccessNotice title="Admins only" user={user} signedOutText="Please log in with an admin account to see deletion requests." signedInText="This page is for the Sahay support team." />;
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Deletion requests</h1>
      <p className="mb-5 mt-1 text-muted-foreground">
        From the Delete Account page. Check that the email and phone are the account’s, then delete it, or close the request and tell the person why.
      </p>
      <Tabs label="Show requests" tabs={VIEWS} value={view} onValueChange={setView}>
        <RequestList view={view} />
      </Tabs>
    </main>
  );
}
