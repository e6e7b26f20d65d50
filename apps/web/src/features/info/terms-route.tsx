import { TermsPage } from './components/terms-page';

export function Component() {
  return <TermsPage />;
}
