import { shortId } from '@sahay/domain/prescriptions';
import { useParams } from '@/lib/router';
import { PdfDownloadCard } from '@/components/document-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prescriptionPdfUrl } from '../api/prescription-query';
import { PrescriptionGate } from './prescription-gate';
import { useT } from '@/i18n/i18n';
import { PRESCRIPTIONS_AREA } from '../prescriptions-area';

/** /prescription-download/{id}: the prescription as a PDF file. */
export function PrescriptionDownloadPage() {
  const { t } = useT(PRESCRIPTIONS_AREA);
  useDocumentTitle(t('rx.downloadTitle'));
  const { prescriptionId = '' } = useParams();
  return (
    <PrescriptionGate id={prescriptionId}>
      {(p) => (
        <PdfDownloadCard
          title={t('rx.downloadTitle')}
          subtitle={t('rx.downloadSubtitle', { doctor: p.doctor.name, patient: p.patient.name, id: shortId(p.id) })}
          note={t('rx.downloadNote')}
          pdfUrl={prescriptionPdfUrl(p.id)}
          downloadLabel={t('rx.downloadPdf')}
          viewPath={`/prescription-view/${p.id}`}
          viewLabel={t('rx.viewPrescription')}
        />
      )}
    </PrescriptionGate>
  );
}
