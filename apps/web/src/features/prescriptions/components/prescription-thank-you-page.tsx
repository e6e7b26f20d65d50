import { maskPhone } from '@sahay/domain/phone';
import { shortId } from '@sahay/domain/prescriptions';
import { CheckCircle2, Download, Eye, LayoutDashboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CopyLinkButton } from '@/components/copy-link-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

const NEXT_STEPS = [
  'The patient gets an SMS with a link to the prescription.',
  'Buy the medicines at any pharmacy: the PDF carries the doctor’s registration number.',
  'Take each medicine exactly as written, for the full duration.',
  'Book the follow-up, or consult again at once if symptoms get worse.',
];

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words text-right font-medium">{value}</dd>
    </div>
  );
}

/** Spec 001 §2.9 /prescription-thank-you?patientName&patientPhone&problem&prescriptionId. */
export function PrescriptionThankYouPage() {
  useDocumentTitle('Prescription issued');
  const [params] = useSearchParams();
  const patientName = params.get('patientName') ?? '';
  const patientPhone = params.get('patientPhone') ?? '';
  const id = params.get('prescriptionId') ?? '';
  const dashboard = `/patient-dashboard?${new URLSearchParams({ patientPhone, patientName }).toString()}`;
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-6 md:pt-10">
      <Card className="p-6">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-3 text-center text-2xl font-bold">Prescription ready</h1>
        <dl className="mt-4 divide-y divide-border text-sm">
          <Detail label="Patient" value={patientName || 'Not given'} />
          <Detail label="Phone" value={patientPhone ? maskPhone(patientPhone) : 'Not given'} />
          <Detail label="Problem" value={params.get('problem') || 'Not given'} />
          <Detail label="Prescription ID" value={id ? shortId(id) : 'Missing from this link'} />
        </dl>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
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
        </div>
      </Card>
      <section className="mt-6" aria-labelledby="next-steps">
        <h2 id="next-steps" className="text-lg font-semibold">
          Next steps
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
