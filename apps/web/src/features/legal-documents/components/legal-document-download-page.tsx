import { shortId } from '@sahay/domain/prescriptions';
import { Download, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
        <Card className="p-6 text-center">
          <FileText aria-hidden className="mx-auto size-10 text-primary" />
          <h1 className="mt-3 text-2xl font-bold">Download document</h1>
          <p className="mt-1 text-muted-foreground">
            {d.title} · ID {shortId(d.id)}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button asChild size="lg">
              <a href={legalDocumentPdfUrl(d.id)} download>
                <Download aria-hidden /> Download PDF
              </a>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={`/legal-document-view/${d.id}`}>View Document</Link>
            </Button>
          </div>
        </Card>
      )}
    </DocumentGate>
  );
}
