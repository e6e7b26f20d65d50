import { Download, LayoutDashboard } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { ConsultationTimeline } from '@/components/consultation-timeline';
import { RateExperience } from '@/components/rate-experience-dialog';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prescriptionPdfUrl } from '../api/prescription-query';
import { PrescriptionDocument } from './prescription-document';
import { PrescriptionGate } from './prescription-gate';
import { useT } from '@/i18n/i18n';
import { PRESCRIPTIONS_AREA } from '../prescriptions-area';

/** /prescription/{id} and /prescription-view/{id}. */
export function PrescriptionViewPage() {
  const { t } = useT(PRESCRIPTIONS_AREA);
  useDocumentTitle(t('rx.title'));
  const { prescriptionId = '' } = useParams();
  return (
    <PrescriptionGate id={prescriptionId}>
      {(p) => (
        <>
          <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('rx.title')}</h1>
          <PrescriptionDocument prescription={p} />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild>
              <a href={prescriptionPdfUrl(p.id)} download>
                <Download aria-hidden /> {t('rx.downloadPdf')}
              </a>
            </Button>
            {p.viewer === 'patient' && p.consultationId ? <RateExperience consultationId={p.consultationId} expertLabel={p.doctor.name} /> : null}
            {p.viewer === 'expert' ? (
              <Button asChild variant="outline">
                <Link to="/expert-dashboard">
                  <LayoutDashboard aria-hidden /> {t('rx.backToDesk')}
                </Link>
              </Button>
            ) : null}
          </div>
          {p.consultationId ? <ConsultationTimeline consultationId={p.consultationId} /> : null}
        </>
      )}
    </PrescriptionGate>
  );
}
