import type { ReactNode } from 'react';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { usePrescription, type ViewerPrescription } from '../api/prescription-query';
import { useT } from '@/i18n/i18n';
import { PRESCRIPTIONS_AREA } from '../prescriptions-area';

/** Loads a prescription for its patient, its doctor or an admin; everyone else is told so, and the server refuses them anyway. */
export function PrescriptionGate({ id, children }: { id: string; children: (p: ViewerPrescription) => ReactNode }) {
  const { t } = useT(PRESCRIPTIONS_AREA);
  const { user, isLoading } = useSession();
  const query = usePrescription(id, !!user);
  if (isLoading) return <PageLoadingHeader />;
  if (!user) return <AccessNotice title={t('rx.pleaseLogIn')} user={null} signedOutText={t('rx.logInText')} signedInText="" />;
  if (query.error instanceof ApiRequestError && (query.error.status === 403 || query.error.status === 404)) {
    return (
      <AccessNotice title={query.error.status === 403 ? t('rx.notYours') : t('rx.notFound')} user={user} signedOutText="" signedInText={t('rx.whoCanOpen')} />
    );
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      {query.isPending ? <LoadingBlocks label={t('rx.loading')} count={1} height="h-96" /> : null}
      {query.isError ? <ErrorCard title={t('rx.loadFailed')} error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : null}
    </main>
  );
}
