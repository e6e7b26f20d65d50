import { LEGAL_DOCUMENT_KIND_LABELS } from '@sahay/domain/legal-document-kinds';
import { Download } from 'lucide-react';
import { useParams } from '@/lib/router';
import { ConsultationTimeline } from '@/components/consultation-timeline';
import { RateExperience } from '@/components/rate-experience-dialog';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { legalDocumentPdfUrl } from '../api/legal-document-query';
import { DocumentGate } from './document-gate';
import { formatLongDate } from '@/lib/date-time';

/** /legal-document-view/{id}. */
export function LegalDocumentViewPage() {
  useDocumentTitle('Legal document');
  const { documentId = '' } = useParams();
  return (
    <DocumentGate id={documentId}>
      {(d) => (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{LEGAL_DOCUMENT_KIND_LABELS[d.kind]}</p>
          <h1 className="mb-4 text-2xl font-bold tracking-tight">{d.title}</h1>
          <article aria-label={d.title} className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
            <header className="border-b border-border pb-3 text-sm">
              <p className="text-lg font-bold">{d.lawyer.name}</p>
              {d.lawyer.enrolmentNumber ? (
                <p className="text-muted-foreground">
                  Enrolment No.: {d.lawyer.enrolmentNumber}
                  {d.lawyer.barCouncil ? ` (${d.lawyer.barCouncil})` : ''}
                </p>
              ) : null}
              <p className="mt-2">
                Client: {d.client.name}
                {d.caseType ? ` · Matter: ${d.caseType}` : ''} · <time dateTime={d.issuedAt}>{formatLongDate(d.issuedAt)}</time>
              </p>
            </header>
            <div className="mt-4 whitespace-pre-wrap break-words leading-relaxed">{d.body}</div>
          </article>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild>
              <a href={legalDocumentPdfUrl(d.id)} download>
                <Download aria-hidden /> Download PDF
              </a>
            </Button>
            {d.viewer === 'patient' && d.consultationId ? <RateExperience consultationId={d.consultationId} expertLabel={d.lawyer.name} /> : null}
          </div>
          {d.consultationId ? <ConsultationTimeline consultationId={d.consultationId} /> : null}
        </>
      )}
    </DocumentGate>
  );
}
