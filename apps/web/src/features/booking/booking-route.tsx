import { useParams, useSearchParams } from 'react-router';
import { BookingPage } from './components/booking-page';

/** /book/:expertId (issue 19 part 2); ?appointment= moves that appointment instead of booking a new one. */
export function Component() {
  const { expertId = '' } = useParams();
  const [search] = useSearchParams();
  return <BookingPage expertId={expertId} rescheduling={search.get('appointment')} />;
}
