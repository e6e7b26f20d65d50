import { DeleteAccountPage } from './components/delete-account-page';

export function Component() {
  return <DeleteAccountPage />;
}
