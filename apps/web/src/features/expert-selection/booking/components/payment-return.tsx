import { PAYMENT_HOLD_MINUTES, PaymentVerificationSchema } from '@sahay/domain/payments';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppointment } from '../api/booking-api';
import { useVerifyPayment } from '../api/payment-api';
import { BOOKING_AREA } from '../booking-area';
import { Booked } from './booked';
import { PayForAppointment } from './pay-for-appointment';

/** Back from the gateway with Razorpay's signed answer: the server checks it, then the booking is confirmed. */
function Verify({ answer }: { answer: ReturnType<typeof PaymentVerificationSchema.parse> }) {
  const { t } = useT(BOOKING_AREA);
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
        <ErrorCard title={t('booking.payment.badSignature')} error={verify.error} />
        <Button asChild variant="link" className="px-0">
          <Link to="/patient-dashboard?tab=appointments">{t('booking.myAppointments')}</Link>
        </Button>
      </>
    );
  }
  return <LoadingBlocks label={t('booking.confirmingPayment')} count={1} height="h-24" />;
}

function Outcome({ appointmentId, search }: { appointmentId: string; search: URLSearchParams }) {
  const { t } = useT(BOOKING_AREA);
  const appointment = useAppointment(appointmentId);
  const answer = PaymentVerificationSchema.safeParse(Object.fromEntries(search));
  if (answer.success) return <Verify answer={answer.data} />;
  if (appointment.isPending) return <LoadingBlocks label={t('booking.loadingAppointment')} count={1} height="h-24" />;
  if (appointment.isError) return <ErrorCard title={t('booking.appointmentFailed')} error={appointment.error} onRetry={() => void appointment.refetch()} />;
  const a = appointment.data;
  if (a.paymentStatus === 'paid' && a.status === 'scheduled') return <Booked appointment={a} moved={false} />;
  if (a.status !== 'scheduled' || !a.holdExpiresAt) {
    return (
      <EmptyCard>
        {t('booking.payment.holdExpired', { minutes: PAYMENT_HOLD_MINUTES })}{' '}
        <Link to="/expert-selection" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('booking.chooseAgain')}
        </Link>
      </EmptyCard>
    );
  }
  const note = t(search.get('outcome') === 'failed' ? 'booking.payment.failed' : 'booking.payment.pending');
  return <PayForAppointment appointment={a} note={note} />;
}

/** /expert-selection?book={expertId}&payment={appointmentId}: where the payment gateway sends the person back. */
export function PaymentReturnPage({ appointmentId, search }: { expertId: string; appointmentId: string; search: URLSearchParams }) {
  const { user, isLoading } = useSession();
  const { t } = useT(BOOKING_AREA);
  useDocumentTitle(t('booking.paymentTitle'));
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return (
      <AccessNotice title={t('booking.paymentTitle')} user={user} signedOutText={t('booking.paymentSignedOut')} signedInText={t('booking.paymentSignedIn')} />
    );
  }
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CreditCard aria-hidden className="size-6 text-primary" /> {t('booking.paymentTitle')}
      </h1>
      <Outcome appointmentId={appointmentId} search={search} />
    </main>
  );
}
