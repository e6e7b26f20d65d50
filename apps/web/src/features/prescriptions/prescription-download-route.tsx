import { PrescriptionDownloadPage } from './components/prescription-download-page';

export function Component() {
  return <PrescriptionDownloadPage />;
}
