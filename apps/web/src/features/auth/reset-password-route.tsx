import { ResetPasswordPage } from './components/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
