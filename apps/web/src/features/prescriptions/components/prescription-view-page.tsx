import { Download, LayoutDashboard } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { ConsultationTimeline } from '@/components/consultation-timeline';
import { RateExperience } from '@/components/rate-experience-dialog';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { prescriptionPdfUrl } from '../api/prescription-query';
import { PrescriptionDocument } from './prescription-document';
import { PrescriptionGate } from './prescription-gate';

/** /prescription/{id} and /prescription-view/{id}. */
export function PrescriptionViewPage() {
  useDocumentTitle('Prescription');
  const { prescriptionId = '' } = useParams();
  return (
    <PrescriptionGate id={prescriptionId}>
      {(p) => (
        <>
          <h1 className="mb-4 text-2xl font-bold tracking-tight">Prescription</h1>
          <PrescriptionDocument prescription={p} />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild>
              <a href={prescriptionPdfUrl(p.id)} download>
                <Download aria-hidden /> Download PDF
              </a>
            </Button>
            {p.viewer === 'patient' && p.consultationId ? <RateExperience consultationId={p.consultationId} expertLabel={p.doctor.name} /> : null}
            {p.viewer === 'expert' ? (
              <Button asChild variant="outline">
                <Link to="/expert-dashboard">
                  <LayoutDashboard aria-hidden /> Back to desk
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
