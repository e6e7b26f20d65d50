import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { useSession } from '@/lib/auth-client';
import { useExpertDomainMessages } from '@/i18n/expert-domain-messages';
import { useT } from '@/i18n/i18n';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EXPERT_DESK_AREA } from '../expert-desk-area';
import { useDeskConsultation } from '../api/desk-query';
import { IntakeDetails } from './intake-details';
import { LegalDocumentForm } from './legal-document-form';
import { PrescriptionForm } from './prescription-form';

function Body({ consultationId, kind }: { consultationId: string; kind: 'prescription' | 'legal-document' }) {
  const query = useDeskConsultation(consultationId);
  const { t } = useT(EXPERT_DESK_AREA);
  if (query.isPending) return <LoadingBlocks label={t('desk.loadingConsultation')} />;
  if (query.isError) return <ErrorCard title={t('desk.consultationLoadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  if (!c.patient || (c.status !== 'active' && c.status !== 'completed')) {
    return <ErrorCard title={t('desk.acceptFirst')} error={new Error(t('desk.acceptFirstText'))} />;
  }
  return (
    <>
      <section aria-label={t('desk.consultation')} className="mb-4 rounded-2xl bg-muted/60 p-4">
        <p className="font-semibold">{c.patient.name}</p>
        <IntakeDetails consultation={c} />
      </section>
      {kind === 'prescription' ? <PrescriptionForm consultation={c} /> : <LegalDocumentForm consultation={c} />}
    </>
  );
}

/** The desk's page for writing a prescription (doctors) or a legal document (lawyers) on an accepted consultation. */
export function WriteDocumentPage({ kind }: { kind: 'prescription' | 'legal-document' }) {
  const { t } = useT(EXPERT_DESK_AREA);
  useExpertDomainMessages();
  const title = kind === 'prescription' ? t('desk.writePrescriptionTitle') : t('desk.writeLegalTitle');
  useDocumentTitle(title);
  const { consultationId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'expert')
    return <AccessNotice title={t('desk.forExperts')} user={user} signedOutText={t('desk.writeSignedOut')} signedInText={t('desk.writeSignedIn')} />;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <Link to="/expert-dashboard" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
        <ArrowLeft aria-hidden className="size-4" /> {t('desk.backToDesk')}
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{title}</h1>
      {/* The intake's department is said in the reader's language (the 'specialties' area). */}
      <WithArea area={SPECIALTIES_AREA}>
        <Body consultationId={consultationId} kind={kind} />
      </WithArea>
    </main>
  );
}
