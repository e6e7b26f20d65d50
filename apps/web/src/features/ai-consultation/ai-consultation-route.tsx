import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';
import { CONSULTATION_AREA } from './ai-consultation-messages';
import { AiConsultationPage } from './components/ai-consultation-page';

export function Component() {
  const { t } = useT(CONSULTATION_AREA);
  const title = t('aiConsult.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return <AiConsultationPage />;
}
