import { CHAT_MESSAGES } from '@sahay/domain/chat';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { useConversationDetails } from '../api/conversation-query';
import { useStartConversation } from '../api/start-conversation';
import { ChatScreen } from './chat-screen';
import { ChatLoading, ChatUnavailable, NoExpertSelected, SignInToChat } from './chat-states';
import { ShortcutButtons } from './shortcut-buttons';

/** Spec 001 §2.11 /patient-chat?expertId=&expertName=. */
export function PatientChatPage() {
  const [params] = useSearchParams();
  const expertId = params.get('expertId');
  const expertName = params.get('expertName') ?? undefined;
  const { user, isLoading } = useSession();
  const start = useStartConversation(expertId, Boolean(user));
  const details = useConversationDetails(start.data?.id);

  useEffect(() => {
    document.title = expertName ? `Chat with ${expertName} · Sahay` : 'Chat · Sahay';
  }, [expertName]);
  useEffect(() => {
    // Spec 001 §8: 'Error' / 'Failed to initialize chat'.
    if (start.isError) toast.error('Error', { description: CHAT_MESSAGES.initFailed });
  }, [start.isError]);

  if (!expertId) return <NoExpertSelected />;
  if (isLoading) return <ChatLoading name={expertName} />;
  if (!user) return <SignInToChat />;
  if (start.isError) {
    return (
      <ChatUnavailable title={CHAT_MESSAGES.initFailed} message={errorDescription(start.error, 'Please try again')} onRetry={() => void start.refetch()} />
    );
  }
  const conversation = details.data ?? start.data;
  if (!conversation) return <ChatLoading name={expertName} />;
  return <ChatScreen conversation={conversation} myUserId={user.id} shortcuts={<ShortcutButtons />} />;
}
