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
import { useT } from '@/i18n/i18n';
import { LEGAL_DOCUMENTS_AREA } from '../legal-documents-area';

const NEXT_STEPS = ['legalDocs.step1', 'legalDocs.step2', 'legalDocs.step3', 'legalDocs.step4'] as const;

/** The rating needs the consultation, which only the client may read; others see no rating button. */
function RateIfClient({ documentId }: { documentId: string }) {
  const { user } = useSession();
  const document = useLegalDocument(documentId, !!user);
  if (document.data?.viewer !== 'patient' || !document.data.consultationId) return null;
  return <RateExperience consultationId={document.data.consultationId} expertLabel={document.data.lawyer.name} />;
}

/** Spec 001 §2.10 /legal-document-thank-you?clientName&clientPhone&caseType&documentId&lawyerId. */
export function LegalDocumentThankYouPage() {
  const { t } = useT(LEGAL_DOCUMENTS_AREA);
  useDocumentTitle(t('legalDocs.readyPageTitle'));
  const [params] = useSearchParams();
  const id = params.get('documentId') ?? '';
  // Spec 001 §2.10 shows the client's phone unmasked, unlike the prescription page.
  const details = [
    { label: t('legalDocs.client'), value: params.get('clientName') || t('legalDocs.notGiven') },
    { label: t('legalDocs.phone'), value: params.get('clientPhone') || t('legalDocs.notGiven') },
    { label: t('legalDocs.caseType'), value: params.get('caseType') || t('legalDocs.notGiven') },
    { label: t('legalDocs.documentId'), value: id ? shortId(id) : t('legalDocs.missingId') },
  ];
  return (
    <DocumentThankYou
      title={t('legalDocs.readyTitle')}
      details={details}
      nextStepsTitle={t('legalDocs.nextSteps')}
      nextSteps={NEXT_STEPS.map((step) => t(step))}
      actions={
        <>
          {id ? (
            <>
              <Button asChild>
                <Link to={`/legal-document-view/${id}`}>
                  <Eye aria-hidden /> {t('legalDocs.view')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/legal-document-download/${id}`}>
                  <Download aria-hidden /> {t('legalDocs.download')}
                </Link>
              </Button>
            </>
          ) : null}
          <CopyLinkButton label={t('legalDocs.copyLink')} />
          {id ? <RateIfClient documentId={id} /> : null}
        </>
      }
    />
  );
}
