import { dashboardPath } from '@sahay/domain/dashboard';
import { maskPhone } from '@sahay/domain/phone';
import { shortId } from '@sahay/domain/prescriptions';
import { Download, Eye, LayoutDashboard } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { CopyLinkButton } from '@/components/copy-link-button';
import { DocumentThankYou } from '@/components/document-pages';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/i18n';
import { PRESCRIPTIONS_AREA } from '../prescriptions-area';

const NEXT_STEPS = ['rx.next1', 'rx.next2', 'rx.next3', 'rx.next4'] as const;

/** Spec 001 §2.9 /prescription-thank-you?patientName&patientPhone&problem&prescriptionId. */
export function PrescriptionThankYouPage() {
  const { t } = useT(PRESCRIPTIONS_AREA);
  useDocumentTitle(t('rx.issuedTitle'));
  const [params] = useSearchParams();
  const patientName = params.get('patientName') ?? '';
  const patientPhone = params.get('patientPhone') ?? '';
  const id = params.get('prescriptionId') ?? '';
  // Spec 001 §2.9 sent the patient's phone and name to the dashboard, which found them by it. Ours is the signed-in
  // person's own: the doctor who issued the prescription goes to their desk, the patient to their prescriptions.
  const { user } = useSession();
  const dashboard = user?.role === 'expert' ? '/expert-dashboard' : dashboardPath('medical', 'prescriptions');
  const details = [
    { label: t('rx.patient'), value: patientName || t('rx.notGiven') },
    { label: t('rx.phone'), value: patientPhone ? maskPhone(patientPhone) : t('rx.notGiven') },
    { label: t('rx.problem'), value: params.get('problem') || t('rx.notGiven') },
    { label: t('rx.prescriptionId'), value: id ? shortId(id) : t('rx.missingId') },
  ];
  return (
    <DocumentThankYou
      title={t('rx.ready')}
      details={details}
      nextStepsTitle={t('rx.nextSteps')}
      nextSteps={NEXT_STEPS.map((step) => t(step))}
      actions={
        <>
          {id ? (
            <>
              <Button asChild>
                <Link to={`/prescription-view/${id}`}>
                  <Eye aria-hidden /> {t('rx.viewPrescription')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/prescription-download/${id}`}>
                  <Download aria-hidden /> {t('rx.download')}
                </Link>
              </Button>
            </>
          ) : null}
          <Button asChild variant="outline">
            <Link to={dashboard}>
              <LayoutDashboard aria-hidden /> {t('rx.goToDashboard')}
            </Link>
          </Button>
          <CopyLinkButton />
        </>
      }
    />
  );
}
