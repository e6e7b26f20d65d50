import { shortId } from '@sahay/domain/prescriptions';
import { useParams } from '@/lib/router';
import { PdfDownloadCard } from '@/components/document-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { legalDocumentPdfUrl } from '../api/legal-document-query';
import { DocumentGate } from './document-gate';
import { useT } from '@/i18n/i18n';
import { LEGAL_DOCUMENTS_AREA } from '../legal-documents-area';

/** /legal-document-download/{id}: the document as a PDF file. */
export function LegalDocumentDownloadPage() {
  const { t } = useT(LEGAL_DOCUMENTS_AREA);
  useDocumentTitle(t('legalDocs.downloadPageTitle'));
  const { documentId = '' } = useParams();
  return (
    <DocumentGate id={documentId}>
      {(d) => (
        <PdfDownloadCard
          title={t('legalDocs.downloadTitle')}
          subtitle={t('legalDocs.titleWithId', { title: d.title, id: shortId(d.id) })}
          pdfUrl={legalDocumentPdfUrl(d.id)}
          downloadLabel={t('legalDocs.downloadPdf')}
          viewPath={`/legal-document-view/${d.id}`}
          viewLabel={t('legalDocs.view')}
        />
      )}
    </DocumentGate>
  );
}
