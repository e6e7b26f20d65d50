import { useDocumentTitle } from '@/lib/use-document-title';
import { TriagePage } from './components/triage-page';

export function Component() {
  useDocumentTitle('AI Health Assistant', 'Answer a few questions to learn how urgent your symptoms are and which doctor can help.');
  return <TriagePage />;
}
