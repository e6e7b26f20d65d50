import { AdminPhoneCallsPage } from './components/admin-phone-calls-page';

export function Component() {
  return <AdminPhoneCallsPage />;
}
