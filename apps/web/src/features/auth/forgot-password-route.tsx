import { ForgotPasswordPage } from './components/forgot-password-page';

export function Component() {
  return <ForgotPasswordPage />;
}
