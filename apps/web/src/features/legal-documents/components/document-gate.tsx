import type { ReactNode } from 'react';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useLegalDocument, type ViewerDocument } from '../api/legal-document-query';

/** Loads a legal document for its client, its lawyer or an admin; the server refuses everyone else. */
export function DocumentGate({ id, children }: { id: string; children: (d: ViewerDocument) => ReactNode }) {
  const { user, isLoading } = useSession();
  const query = useLegalDocument(id, !!user);
  if (isLoading) return <PageLoadingHeader />;
  if (!user)
    return <AccessNotice title="Please log in" user={null} signedOutText="Log in as the client or the lawyer to open this document." signedInText="" />;
  if (query.error instanceof ApiRequestError && (query.error.status === 403 || query.error.status === 404)) {
    return (
      <AccessNotice
        title={query.error.status === 403 ? 'Not your document' : 'Document not found'}
        user={user}
        signedOutText=""
        signedInText="Only the client, the lawyer who wrote it and Sahay admins can open a legal document."
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      {query.isPending ? <LoadingBlocks label="Loading the document" count={1} height="h-96" /> : null}
      {query.isError ? <ErrorCard title="Could not load the document" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : null}
    </main>
  );
}
