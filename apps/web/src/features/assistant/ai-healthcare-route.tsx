import { useEffect } from 'react';
import { useT } from '@/i18n/i18n';
import { useNavigate } from '@/lib/router';
import { ASSISTANT_AREA } from './assistant-messages';
import { AssistantChat } from './components/assistant-chat';

/** /ai-healthcare: the assistant full screen in the health domain (spec 001 §2.18 placeholder, made real). */
export function Component() {
  const navigate = useNavigate();
  const { t } = useT(ASSISTANT_AREA);
  const title = t('assistant.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <main className="fixed inset-0 z-[70]">
      <AssistantChat domain="medical" onClose={() => void navigate('/')} closeLabel={t('assistant.backHome')} />
    </main>
  );
}
