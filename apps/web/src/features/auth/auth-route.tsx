import { AuthPage } from './components/auth-page';

export function Component() {
  return <AuthPage />;
}
