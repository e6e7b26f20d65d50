import { PrescriptionThankYouPage } from './components/prescription-thank-you-page';

export function Component() {
  return <PrescriptionThankYouPage />;
}
