import { LegalDocumentDownloadPage } from './components/legal-document-download-page';

export function Component() {
  return <LegalDocumentDownloadPage />;
}
