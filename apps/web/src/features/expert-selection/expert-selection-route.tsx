import { lazy, Suspense } from 'react';
import { useSearchParams } from '@/lib/router';
import { PageLoadingHeader } from '@/components/query-states';
import { ExpertSelectionPage } from './components/expert-selection-page';

const BookingView = lazy(() => import('./booking/booking-view'));

export function Component() {
  const [search] = useSearchParams();
  const book = search.get('book');
  if (book) {
    return (
      <Suspense fallback={<PageLoadingHeader />}>
        <BookingView expertId={book} rescheduling={search.get('appointment')} slot={search.get('slot')} paying={search.get('payment')} search={search} />
      </Suspense>
    );
  }
  return <ExpertSelectionPage />;
}
