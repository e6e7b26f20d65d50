import { shortId } from '@sahay/domain/prescriptions';
import { Download, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prescriptionPdfUrl } from '../api/prescription-query';
import { PrescriptionGate } from './prescription-gate';

/** /prescription-download/{id}: the prescription as a PDF file. */
export function PrescriptionDownloadPage() {
  useDocumentTitle('Download prescription');
  const { prescriptionId = '' } = useParams();
  return (
    <PrescriptionGate id={prescriptionId}>
      {(p) => (
        <Card className="p-6 text-center">
          <FileText aria-hidden className="mx-auto size-10 text-primary" />
          <h1 className="mt-3 text-2xl font-bold">Download prescription</h1>
          <p className="mt-1 text-muted-foreground">
            {p.doctor.name} for {p.patient.name} · ID {shortId(p.id)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">A PDF you can print or show at any pharmacy.</p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button asChild size="lg">
              <a href={prescriptionPdfUrl(p.id)} download>
                <Download aria-hidden /> Download PDF
              </a>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={`/prescription-view/${p.id}`}>View Prescription</Link>
            </Button>
          </div>
        </Card>
      )}
    </PrescriptionGate>
  );
}
