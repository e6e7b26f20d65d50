import { DELETION_COMPLETION_BUSINESS_DAYS, DELETION_RESPONSE_BUSINESS_DAYS } from '@sahay/domain/legal';
import { CheckCircle2, FileLock2, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';

const DELETED = [
  'Your profile: name, email, phone number and password',
  'Consultations with their chat messages, files, ratings and history',
  'Appointments, medical records and vital signs',
  'Messages you sent to support, and our copies of the messages we sent you',
  'Your sign-in sessions, password-reset links and failed sign-ins',
];

/** Spec 000 §9 deletion policy, and what a deletion keeps by law. */
export function DeletionPolicy() {
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-lg font-semibold">How deletion works</h2>
      <ol className="mt-3 space-y-2 text-sm leading-relaxed">
        <li className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            We verify your identity and reply within <strong>{DELETION_RESPONSE_BUSINESS_DAYS} business days</strong>.
          </span>
        </li>
        <li className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Your data is deleted within <strong>{DELETION_COMPLETION_BUSINESS_DAYS} business days</strong> of your request.
          </span>
        </li>
      </ol>
      <h3 className="mt-5 text-sm font-semibold">What is deleted</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-muted-foreground">
        {DELETED.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex gap-3 rounded-xl bg-muted p-4 text-sm leading-relaxed">
        <FileLock2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          <strong>Prescriptions and legal documents are kept, de-identified.</strong> A doctor must keep the prescriptions they issue, and a lawyer the advice
          and drafts they write. We keep those without your name, contact details or account: they are no longer linked to you, and nobody can look them up by
          your details. Requests you sent without signing in are not part of your account; the <Link to="/privacy#deletion">Privacy Policy</Link> explains why.
        </p>
      </div>
    </Card>
  );
}
