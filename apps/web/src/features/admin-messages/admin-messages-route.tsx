import { AdminMessagesPage } from './components/admin-messages-page';

export function Component() {
  return <AdminMessagesPage />;
}
