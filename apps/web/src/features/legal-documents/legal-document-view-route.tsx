import { LegalDocumentViewPage } from './components/legal-document-view-page';

export function Component() {
  return <LegalDocumentViewPage />;
}
