import { shortId } from '@sahay/domain/prescriptions';
import { useParams } from '@/lib/router';
import { PdfDownloadCard } from '@/components/document-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { legalDocumentPdfUrl } from '../api/legal-document-query';
import { DocumentGate } from './document-gate';

/** /legal-document-download/{id}: the document as a PDF file. */
export function LegalDocumentDownloadPage() {
  useDocumentTitle('Download legal document');
  const { documentId = '' } = useParams();
  return (
    <DocumentGate id={documentId}>
      {(d) => (
        <PdfDownloadCard
          title="Download document"
          subtitle={`${d.title} · ID ${shortId(d.id)}`}
          pdfUrl={legalDocumentPdfUrl(d.id)}
          viewPath={`/legal-document-view/${d.id}`}
          viewLabel="View Document"
        />
      )}
    </DocumentGate>
  );
}
