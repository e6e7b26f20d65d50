import type { PaymentVerification } from '@sahay/domain/payments';
import type { Appointment } from '@sahay/domain/appointments';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { formatRupees, formatTime } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { useStartPayment, useVerifyPayment } from '../api/payment-api';
import { openRazorpayCheckout } from '../api/razorpay-checkout';
import { BOOKING_AREA } from '../booking-area';
import { Booked } from './booked';

/**
 * Issue 19 part 4: a booking that costs something is held for 10 minutes while it is paid. This hands over to the
 * payment provider at once ('Proceeding to payment...', spec 001 §4.1): the test gateway's own page, or Razorpay's
 * Checkout in this page; a Razorpay answer is verified by the server before the booking shows as confirmed.
 */
export function PayForAppointment({ appointment, note }: { appointment: Appointment; note?: string }) {
  const { t } = useT(BOOKING_AREA);
  const start = useStartPayment();
  const verify = useVerifyPayment();
  const [failure, setFailure] = useState<string | null>(note ?? null);
  const [closed, setClosed] = useState(false);
  const started = useRef(false);

  const pay = async () => {
    setFailure(null);
    setClosed(false);
    const checkout = await start.mutateAsync(appointment.id).catch(() => null);
    if (!checkout) return;
    if (checkout.checkoutUrl) {
      window.location.assign(checkout.checkoutUrl);
      return;
    }
    const answer: PaymentVerification | null = await openRazorpayCheckout(checkout, setFailure).catch((error: unknown) => {
      setFailure(errorDescription(error, t('booking.payOpenFailed')));
      return null;
    });
    if (answer) verify.mutate(answer);
    else setClosed(true);
  };

  useEffect(() => {
    // Once, on arrival (not again on a re-render): a retry is the button's.
    if (started.current || note) return;
    started.current = true;
    void pay();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (verify.data) return <Booked appointment={verify.data} moved={false} />;
  const waiting = !failure && !closed && !start.isError && !verify.isError;
  return (
    <Card className="space-y-3 p-6 text-center">
      <CreditCard aria-hidden className="mx-auto size-10 text-primary" />
      <h2 className="text-xl font-bold">{t('booking.payTitle', { fee: formatRupees(appointment.fee) })}</h2>
      {waiting ? (
        <p role="status" aria-live="polite" className="font-medium">
          {t('booking.payment.proceeding')}
        </p>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {verify.isError
            ? errorDescription(verify.error, t('booking.payment.badSignature'))
            : start.isError
              ? errorDescription(start.error, t('booking.payStartFailed'))
              : (failure ?? t('booking.payWindowClosed'))}
        </p>
      )}
      {appointment.holdExpiresAt ? (
        <p className="text-sm text-muted-foreground">{t('booking.holdUntil', { time: formatTime(appointment.holdExpiresAt) })}</p>
      ) : null}
      {!waiting ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void pay()} disabled={start.isPending || verify.isPending}>
            {t('booking.payAgain')}
          </Button>
          <Button asChild variant="outline">
            <Link to="/patient-dashboard?tab=appointments">{t('booking.myAppointments')}</Link>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
