import { shortId } from '@sahay/domain/prescriptions';
import { useParams } from '@/lib/router';
import { PdfDownloadCard } from '@/components/document-pages';
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
        <PdfDownloadCard
          title="Download prescription"
          subtitle={`${p.doctor.name} for ${p.patient.name} · ID ${shortId(p.id)}`}
          note="A PDF you can print or show at any pharmacy."
          pdfUrl={prescriptionPdfUrl(p.id)}
          viewPath={`/prescription-view/${p.id}`}
          viewLabel="View Prescription"
        />
      )}
    </PrescriptionGate>
  );
}
