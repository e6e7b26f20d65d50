import { BookingPage } from './components/booking-page';
import { PaymentReturnPage } from './components/payment-return';

/**
 * Issue 19 part 2: /expert-selection?book={expertId} is booking that expert (&appointment= moves that appointment
 * instead; &payment= is the way back from paying). It lives on the directory's route, loaded only when asked for, so the app's route table (in every
 * page's first download) does not grow.
 */
export default function BookingView({
  expertId,
  rescheduling,
  slot,
  paying,
  search,
}: {
  expertId: string;
  rescheduling: string | null;
  /** &slot={start}: a free time chosen on the expert's page (issue 19 part 0). */
  slot: string | null;
  /** &payment={appointmentId}: back from the payment gateway's checkout (issue 19 part 4). */
  paying: string | null;
  search: URLSearchParams;
}) {
  if (paying) return <PaymentReturnPage expertId={expertId} appointmentId={paying} search={search} />;
  return <BookingPage expertId={expertId} rescheduling={rescheduling} slot={slot} />;
}
