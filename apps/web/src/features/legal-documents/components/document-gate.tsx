import type { ReactNode } from 'react';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { ApiRequestError } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useLegalDocument, type ViewerDocument } from '../api/legal-document-query';
import { useT } from '@/i18n/i18n';
import { LEGAL_DOCUMENTS_AREA } from '../legal-documents-area';

/** Loads a legal document for its client, its lawyer or an admin; the server refuses everyone else. */
export function DocumentGate({ id, children }: { id: string; children: (d: ViewerDocument) => ReactNode }) {
  const { user, isLoading } = useSession();
  const query = useLegalDocument(id, !!user);
  const { t } = useT(LEGAL_DOCUMENTS_AREA);
  if (isLoading) return <PageLoadingHeader />;
  if (!user) return <AccessNotice title={t('legalDocs.logInTitle')} user={null} signedOutText={t('legalDocs.logInText')} signedInText="" />;
  if (query.error instanceof ApiRequestError && (query.error.status === 403 || query.error.status === 404)) {
    return (
      <AccessNotice
        title={query.error.status === 403 ? t('legalDocs.notYours') : t('legalDocs.notFound')}
        user={user}
        signedOutText=""
        signedInText={t('legalDocs.whoCanOpen')}
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      {query.isPending ? <LoadingBlocks label={t('legalDocs.loading')} count={1} height="h-96" /> : null}
      {query.isError ? <ErrorCard title={t('legalDocs.loadFailed')} error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : null}
    </main>
  );
}
