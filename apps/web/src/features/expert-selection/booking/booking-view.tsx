import { BookingPage } from './components/booking-page';

/**
 * Issue 19 part 2: /expert-selection?book={expertId} is booking that expert (&appointment= moves that appointment
 * instead). It lives on the directory's route, loaded only when asked for, so the app's route table (in every
 * page's first download) does not grow.
 */
export default function BookingView({ expertId, rescheduling }: { expertId: string; rescheduling: string | null }) {
  return <BookingPage expertId={expertId} rescheduling={rescheduling} />;
}
