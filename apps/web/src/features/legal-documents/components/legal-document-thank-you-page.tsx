import { shortId } from '@sahay/domain/prescriptions';
import { Download, Eye } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { CopyLinkButton } from '@/components/copy-link-button';
import { DocumentThankYou } from '@/components/document-pages';
import { RateExperience } from '@/components/rate-experience-dialog';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLegalDocument } from '../api/legal-document-query';

const NEXT_STEPS = [
  'Read the document carefully and note any questions for your lawyer.',
  'Keep the PDF with your case papers; it carries the lawyer’s enrolment number.',
  'Do not sign or file a draft until your lawyer confirms the final version.',
  'Consult again if anything changes in your matter.',
];

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
  // Spec 001 §2.10 shows the client's phone unmasked, unlike the prescription page.
  const details = [
    { label: 'Client', value: params.get('clientName') || 'Not given' },
    { label: 'Phone', value: params.get('clientPhone') || 'Not given' },
    { label: 'Case type', value: params.get('caseType') || 'Not given' },
    { label: 'Document ID', value: id ? shortId(id) : 'Missing from this link' },
  ];
  return (
    <DocumentThankYou
      title="Your legal document is ready"
      details={details}
      nextSteps={NEXT_STEPS}
      actions={
        <>
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
        </>
      }
    />
  );
}
