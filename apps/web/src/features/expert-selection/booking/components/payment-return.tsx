import { PAYMENT_MESSAGES, PaymentVerificationSchema } from '@sahay/domain/payments';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppointment } from '../api/booking-api';
import { useVerifyPayment } from '../api/payment-api';
import { Booked } from './booked';
import { PayForAppointment } from './pay-for-appointment';

/** Back from the gateway with Razorpay's signed answer: the server checks it, then the booking is confirmed. */
function Verify({ answer }: { answer: ReturnType<typeof PaymentVerificationSchema.parse> }) {
  const verify = useVerifyPayment();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(answer);
  }, [answer, verify]);
  if (verify.data) return <Booked appointment={verify.data} moved={false} />;
  if (verify.isError) {
    return (
      <>
        <ErrorCard title={PAYMENT_MESSAGES.badSignature} error={verify.error} />
        <Button asChild variant="link" className="px-0">
          <Link to="/patient-dashboard?tab=appointments">Go to my appointments</Link>
        </Button>
      </>
    );
  }
  return <LoadingBlocks label="Confirming your payment" count={1} height="h-24" />;
}

function Outcome({ appointmentId, search }: { appointmentId: string; search: URLSearchParams }) {
  const appointment = useAppointment(appointmentId);
  const answer = PaymentVerificationSchema.safeParse(Object.fromEntries(search));
  if (answer.success) return <Verify answer={answer.data} />;
  if (appointment.isPending) return <LoadingBlocks label="Loading your appointment" count={1} height="h-24" />;
  if (appointment.isError) return <ErrorCard title="Could not load this appointment" error={appointment.error} onRetry={() => void appointment.refetch()} />;
  const a = appointment.data;
  if (a.paymentStatus === 'paid' && a.status === 'scheduled') return <Booked appointment={a} moved={false} />;
  if (a.status !== 'scheduled' || !a.holdExpiresAt) {
    return (
      <EmptyCard>
        {PAYMENT_MESSAGES.holdExpired}{' '}
        <Link to="/expert-selection" className="font-medium text-primary underline-offset-4 hover:underline">
          Choose a time again
        </Link>
      </EmptyCard>
    );
  }
  const note = search.get('outcome') === 'failed' ? PAYMENT_MESSAGES.failed : PAYMENT_MESSAGES.pending;
  return <PayForAppointment appointment={a} note={note} />;
}

/** /expert-selection?book={expertId}&payment={appointmentId}: where the payment gateway sends the person back. */
export function PaymentReturnPage({ appointmentId, search }: { expertId: string; appointmentId: string; search: URLSearchParams }) {
  const { user, isLoading } = useSession();
  useDocumentTitle('Payment');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return <AccessNotice title="Payment" user={user} signedOutText="Please log in to see your payment." signedInText="Payments are for patient accounts." />;
  }
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CreditCard aria-hidden className="size-6 text-primary" /> Payment
      </h1>
      <Outcome appointmentId={appointmentId} search={search} />
    </main>
  );
}
