import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeskConsultation } from '../api/desk-query';
import { IntakeDetails } from './intake-details';
import { LegalDocumentForm } from './legal-document-form';
import { PrescriptionForm } from './prescription-form';

function Body({ consultationId, kind }: { consultationId: string; kind: 'prescription' | 'legal-document' }) {
  const query = useDeskConsultation(consultationId);
  if (query.isPending) return <LoadingBlocks label="Loading the consultation" />;
  if (query.isError) return <ErrorCard title="Could not load the consultation" error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  if (!c.patient || (c.status !== 'active' && c.status !== 'completed')) {
    return <ErrorCard title="Accept the consultation first" error={new Error('A document can be written once you have accepted the consultation.')} />;
  }
  return (
    <>
      <section aria-label="Consultation" className="mb-4 rounded-2xl bg-muted/60 p-4">
        <p className="font-semibold">{c.patient.name}</p>
        <IntakeDetails consultation={c} />
      </section>
      {kind === 'prescription' ? <PrescriptionForm consultation={c} /> : <LegalDocumentForm consultation={c} />}
    </>
  );
}

/** The desk's page for writing a prescription (doctors) or a legal document (lawyers) on an accepted consultation. */
export function WriteDocumentPage({ kind }: { kind: 'prescription' | 'legal-document' }) {
  const title = kind === 'prescription' ? 'Write prescription' : 'Write legal document';
  useDocumentTitle(title);
  const { consultationId = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'expert')
    return (
      <AccessNotice
        title="For experts"
        user={user}
        signedOutText="Please log in with your expert account."
        signedInText="Only the consultation’s expert writes here."
      />
    );
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-6 md:pt-10">
      <Link to="/expert-dashboard" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
        <ArrowLeft aria-hidden className="size-4" /> Back to desk
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{title}</h1>
      <Body consultationId={consultationId} kind={kind} />
    </main>
  );
}
