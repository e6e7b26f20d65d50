import { useT } from '@/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TriagePage } from './components/triage-page';
import { TRIAGE_AREA } from './triage-messages';

export function Component() {
  const { t } = useT(TRIAGE_AREA);
  useDocumentTitle(t('triage.documentTitle'), 'Answer a few questions to learn how urgent your symptoms are and which doctor can help.');
  return <TriagePage />;
}
