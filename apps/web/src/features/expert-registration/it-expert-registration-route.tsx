import { RegistrationPage } from './components/registration-page';

export function Component() {
  return <RegistrationPage category="tech" />;
}
