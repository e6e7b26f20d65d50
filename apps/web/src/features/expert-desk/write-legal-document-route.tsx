import { WriteDocumentPage } from './components/write-document-page';

export function Component() {
  return <WriteDocumentPage kind="legal-document" />;
}
