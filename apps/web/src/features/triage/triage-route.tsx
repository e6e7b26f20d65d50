import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';
import { TriagePage } from './components/triage-page';
import { TRIAGE_AREA } from './triage-messages';

export function Component() {
  const { t } = useT(TRIAGE_AREA);
  const title = t('triage.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return <TriagePage />;
}
