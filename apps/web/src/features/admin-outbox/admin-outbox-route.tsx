import { AdminOutboxPage } from './components/admin-outbox-page';

export function Component() {
  return <AdminOutboxPage />;
}
