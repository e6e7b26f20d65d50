import { DeletionRequestsPage } from './components/deletion-requests-page';

export function Component() {
  return <DeletionRequestsPage />;
}
