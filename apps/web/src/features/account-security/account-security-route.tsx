import { AccountSecurityPage } from './components/account-security-page';

export function Component() {
  return <AccountSecurityPage />;
}
