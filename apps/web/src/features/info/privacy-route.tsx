import { PrivacyPage } from './components/privacy-page';

export function Component() {
  return <PrivacyPage />;
}
