import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { AssistantChat } from './components/assistant-chat';

/** /ai-healthcare: the assistant full screen in the health domain (spec 001 §2.18 placeholder, made real). */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Care AI · Sahay';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="fixed inset-0 z-[70]">
      <AssistantChat domain="medical" onClose={() => void navigate('/')} closeLabel="Back to home" />
    </main>
  );
}
