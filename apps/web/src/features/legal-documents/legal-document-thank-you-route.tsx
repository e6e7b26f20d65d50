import { LegalDocumentThankYouPage } from './components/legal-document-thank-you-page';

export function Component() {
  return <LegalDocumentThankYouPage />;
}
