import { RefundRequestsPage } from './components/refund-requests-page';

export function Component() {
  return <RefundRequestsPage />;
}
