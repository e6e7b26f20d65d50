import { ContactPage } from './components/contact-page';

export function Component() {
  return <ContactPage />;
}
