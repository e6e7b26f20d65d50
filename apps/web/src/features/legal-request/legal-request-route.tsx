import { LegalRequestPage } from './components/legal-request-page';

export function Component() {
  return <LegalRequestPage />;
}
