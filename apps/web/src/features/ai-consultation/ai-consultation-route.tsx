import { useEffect } from 'react';
import { AiConsultationPage } from './components/ai-consultation-page';

export function Component() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'AI Medical Pre-Consultation · Sahay';
    return () => {
      document.title = previous;
    };
  }, []);
  return <AiConsultationPage />;
}
