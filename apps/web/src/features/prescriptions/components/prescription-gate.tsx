import type { ReactNode } from 'react';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { usePrescription, type ViewerPrescription } from '../api/prescription-query';

/** Loads a prescription for its patient, its doctor or an admin; everyone else is told so, and the server refuses them anyway. */
export function PrescriptionGate({ id, children }: { id: string; children: (p: ViewerPrescription) => ReactNode }) {
  const { user, isLoading } = useSession();
  const query = usePrescription(id, !!user);
  if (isLoading) return <PageLoadingHeader />;
  if (!user)
    return <AccessNotice title="Please log in" user={null} signedOutText="Log in as the patient or the doctor to open this prescription." signedInText="" />;
  if (query.error instanceof ApiRequestError && (query.error.status === 403 || query.error.status === 404)) {
    return (
      <AccessNotice
        title={query.error.status === 403 ? 'Not your prescription' : 'Prescription not found'}
        user={user}
        signedOutText=""
        signedInText="Only the patient, the doctor who issued it and Sahay admins can open a prescription."
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      {query.isPending ? <LoadingBlocks label="Loading the prescription" count={1} height="h-96" /> : null}
      {query.isError ? <ErrorCard title="Could not load the prescription" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : null}
    </main>
  );
}
