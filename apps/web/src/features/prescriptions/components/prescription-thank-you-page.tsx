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

const NEXT_STEPS = [
  'A patient with a Sahay account finds it in your chat and in their history; every patient gets an SMS telling them how to get it.',
  'Buy the medicines at any pharmacy: the PDF carries the doctor’s registration number.',
  'Take each medicine exactly as written, for the full duration.',
  'Book the follow-up, or consult again at once if symptoms get worse.',
];

/** Spec 001 §2.9 /prescription-thank-you?patientName&patientPhone&problem&prescriptionId. */
export function PrescriptionThankYouPage() {
  useDocumentTitle('Prescription issued');
  const [params] = useSearchParams();
  const patientName = params.get('patientName') ?? '';
  const patientPhone = params.get('patientPhone') ?? '';
  const id = params.get('prescriptionId') ?? '';
  // Spec 001 §2.9 sent the patient's phone and name to the dashboard, which found them by it. Ours is the signed-in
  // person's own: the doctor who issued the prescription goes to their desk, the patient to their prescriptions.
  const { user } = useSession();
  const dashboard = user?.role === 'expert' ? '/expert-dashboard' : dashboardPath('medical', 'prescriptions');
  const details = [
    { label: 'Patient', value: patientName || 'Not given' },
    { label: 'Phone', value: patientPhone ? maskPhone(patientPhone) : 'Not given' },
    { label: 'Problem', value: params.get('problem') || 'Not given' },
    { label: 'Prescription ID', value: id ? shortId(id) : 'Missing from this link' },
  ];
  return (
    <DocumentThankYou
      title="Prescription ready"
      details={details}
      nextSteps={NEXT_STEPS}
      actions={
        <>
          {id ? (
            <>
              <Button asChild>
                <Link to={`/prescription-view/${id}`}>
                  <Eye aria-hidden /> View Prescription
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/prescription-download/${id}`}>
                  <Download aria-hidden /> Download
                </Link>
              </Button>
            </>
          ) : null}
          <Button asChild variant="outline">
            <Link to={dashboard}>
              <LayoutDashboard aria-hidden /> Go to My Dashboard
            </Link>
          </Button>
          <CopyLinkButton />
        </>
      }
    />
  );
}
