import { PAYMENT_MESSAGES, type PaymentVerification } from '@sahay/domain/payments';
import type { Appointment } from '@sahay/domain/appointments';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { formatTime } from '@/lib/date-time';
import { useStartPayment, useVerifyPayment } from '../api/payment-api';
import { openRazorpayCheckout } from '../api/razorpay-checkout';
import { Booked } from './booked';
import { formatRupees } from '@/i18n/format';

/**
 * Issue 19 part 4: a booking that costs something is held for 10 minutes while it is paid. This hands over to the
 * payment provider at once ('Proceeding to payment...', spec 001 §4.1): the test gateway's own page, or Razorpay's
 * Checkout in this page; a Razorpay answer is verified by the server before the booking shows as confirmed.
 */
export function PayForAppointment({ appointment, note }: { appointment: Appointment; note?: string }) {
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
      setFailure(errorDescription(error, 'The payment page could not be opened.'));
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
      <h2 className="text-xl font-bold">Pay {formatRupees(appointment.fee)} to confirm</h2>
      {waiting ? (
        <p role="status" aria-live="polite" className="font-medium">
          {PAYMENT_MESSAGES.proceeding}
        </p>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {verify.isError
            ? errorDescription(verify.error, PAYMENT_MESSAGES.badSignature)
            : start.isError
              ? errorDescription(start.error, 'The payment could not be started.')
              : (failure ?? 'The payment window was closed before paying.')}
        </p>
      )}
      {appointment.holdExpiresAt ? (
        <p className="text-sm text-muted-foreground">
          We hold this slot for you until {formatTime(appointment.holdExpiresAt)}. Pay by UPI, card or net banking.
        </p>
      ) : null}
      {!waiting ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void pay()} disabled={start.isPending || verify.isPending}>
            Try paying again
          </Button>
          <Button asChild variant="outline">
            <Link to="/patient-dashboard?tab=appointments">Go to my appointments</Link>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
