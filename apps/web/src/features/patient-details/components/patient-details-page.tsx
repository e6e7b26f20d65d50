import type { SharedHealthView } from '@sahay/domain/health-shares';
import { Eye, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenShare } from '../api/open-share-query';
import { SharedHealthCards } from './shared-health-cards';
import { formatDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/i18n';
import { DETAILS_AREA } from '../patient-details-area';

export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}

export function Loading() {
  const { t } = useT(DETAILS_AREA);
  return (
    <p role="status" aria-busy="true" className="py-16 text-center text-muted-foreground">
      {t('details.loading')}
    </p>
  );
}

export function NotFound({ detail }: { detail?: string }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <Card role="alert" className="flex flex-col items-center p-8 text-center">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <p className="mt-3 text-lg font-semibold">{t('details.notFound')}</p>
      {detail ? <p className="mt-1 text-sm text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

/** Tells the visitor what they are looking at: the patient chose it, until when, and that the patient sees the visit. */
export function ConsentNote({ view, children }: { view: SharedHealthView; children?: ReactNode }) {
  const { t } = useT(DETAILS_AREA);
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-primary-soft p-3 text-sm">
      <Eye aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {children ?? t('details.qrConsent')} {t('details.onlyChosen')}
        {view.expiresAt ? ` ${t('details.worksUntil', { when: formatDateTime(view.expiresAt) })}` : ''} {t('details.logged')}
      </span>
    </p>
  );
}

/** Spec 001 §2.13 /patient-details/{token}: what a Health QR link allows, or 'Patient not found'. */
export function PatientDetailsPage() {
  const { token = '' } = useParams();
  const { t } = useT(DETAILS_AREA);
  const query = useOpenShare(token);
  useDocumentTitle(t('details.title'));
  if (query.isPending) return <PageFrame title={t('details.title')}>{<Loading />}</PageFrame>;
  if (query.isError) {
    // Unknown, expired and revoked links are one answer; only a limit or a network error says more.
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return <PageFrame title={t('details.title')}>{<NotFound detail={notFound ? undefined : errorDescription(query.error)} />}</PageFrame>;
  }
  return (
    <PageFrame title={t('details.title')}>
      <ConsentNote view={query.data} />
      <SharedHealthCards view={query.data} />
    </PageFrame>
  );
}
