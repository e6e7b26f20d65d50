import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { useConversationDetails } from '../api/conversation-query';
import { useStartConversation } from '../api/start-conversation';
import { ChatScreen } from './chat-screen';
import { ChatLoading, ChatUnavailable, NoExpertSelected, SignInToChat } from './chat-states';
import { ShortcutButtons } from './shortcut-buttons';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

/**
 * Spec 001 §2.11 /patient-chat?expertId=&expertName=: the open chat with an expert. Issue 14 part 2 adds
 * /patient-chat?consultation={id}: the chat of one consultation, whatever its status, as the history and the
 * messages link to it.
 */
export function PatientChatPage() {
  const [params] = useSearchParams();
  const consultationId = params.get('consultation');
  const expertId = consultationId ? null : params.get('expertId');
  const { user, isLoading } = useSession();
  const start = useStartConversation(expertId, Boolean(user));
  const details = useConversationDetails(user ? (consultationId ?? start.data?.id) : undefined);
  const expertName = params.get('expertName') ?? details.data?.expert.name;
  const { t } = useT(CHAT_AREA);

  useEffect(() => {
    document.title = expertName ? t('chat.titleWith', { name: expertName }) : t('chat.title');
  }, [expertName, t]);
  useEffect(() => {
    // Spec 001 §8: 'Error' / 'Failed to initialize chat'.
    if (start.isError) toast.error(t('chat.error'), { description: t('chat.initFailed') });
  }, [start.isError, t]);

  if (!expertId && !consultationId) return <NoExpertSelected />;
  if (isLoading) return <ChatLoading name={expertName} />;
  if (!user) return <SignInToChat />;
  if (start.isError) {
    return (
      <ChatUnavailable title={t('chat.initFailed')} message={errorDescription(start.error, t('chat.tryAgainLater'))} onRetry={() => void start.refetch()} />
    );
  }
  if (consultationId && details.isError) {
    const refused = details.error instanceof ApiRequestError && (details.error.status === 403 || details.error.status === 404);
    return refused ? (
      <ChatUnavailable title={t('chat.notAvailable')} message={errorDescription(details.error, t('chat.notMember'))} />
    ) : (
      <ChatUnavailable title={t('chat.initFailed')} message={errorDescription(details.error, t('chat.tryAgainLater'))} onRetry={() => void details.refetch()} />
    );
  }
  const conversation = details.data ?? start.data;
  if (!conversation) return <ChatLoading name={expertName} />;
  return <ChatScreen conversation={conversation} myUserId={user.id} shortcuts={<ShortcutButtons />} />;
}
