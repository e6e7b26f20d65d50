import { PrescriptionViewPage } from './components/prescription-view-page';

export function Component() {
  return <PrescriptionViewPage />;
}
