import { shortId } from '@sahay/domain/prescriptions';
import { CheckCircle2, Download, Eye } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CopyLinkButton } from '@/components/copy-link-button';
import { RateExperience } from '@/components/rate-experience-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLegalDocument } from '../api/legal-document-query';

const NEXT_STEPS = [
  'Read the document carefully and note any questions for your lawyer.',
  'Keep the PDF with your case papers; it carries the lawyer’s enrolment number.',
  'Do not sign or file a draft until your lawyer confirms the final version.',
  'Consult again if anything changes in your matter.',
];

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words text-right font-medium">{value}</dd>
    </div>
  );
}

/** The rating needs the consultation, which only the client may read; others see no rating button. */
function RateIfClient({ documentId }: { documentId: string }) {
  const { user } = useSession();
  const document = useLegalDocument(documentId, !!user);
  if (document.data?.viewer !== 'patient' || !document.data.consultationId) return null;
  return <RateExperience consultationId={document.data.consultationId} expertLabel={document.data.lawyer.name} />;
}

/** Spec 001 §2.10 /legal-document-thank-you?clientName&clientPhone&caseType&documentId&lawyerId. */
export function LegalDocumentThankYouPage() {
  useDocumentTitle('Legal document ready');
  const [params] = useSearchParams();
  const id = params.get('documentId') ?? '';
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-6 md:pt-10">
      <Card className="p-6">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-3 text-center text-2xl font-bold">Your legal document is ready</h1>
        <dl className="mt-4 divide-y divide-border text-sm">
          <Detail label="Client" value={params.get('clientName') || 'Not given'} />
          <Detail label="Phone" value={params.get('clientPhone') || 'Not given'} />
          <Detail label="Case type" value={params.get('caseType') || 'Not given'} />
          <Detail label="Document ID" value={id ? shortId(id) : 'Missing from this link'} />
        </dl>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          {id ? (
            <>
              <Button asChild>
                <Link to={`/legal-document-view/${id}`}>
                  <Eye aria-hidden /> View Document
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/legal-document-download/${id}`}>
                  <Download aria-hidden /> Download
                </Link>
              </Button>
            </>
          ) : null}
          <CopyLinkButton label="Copy Page Link" />
          {id ? <RateIfClient documentId={id} /> : null}
        </div>
      </Card>
      <section className="mt-6" aria-labelledby="next-steps">
        <h2 id="next-steps" className="text-lg font-semibold">
          Next steps
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
