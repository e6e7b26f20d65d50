import { useEffect } from 'react';
import { useParams } from '@/lib/router';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useConversationDetails } from '../api/conversation-query';
import { ChatScreen } from './chat-screen';
import { ChatLoading, ChatUnavailable, SignInToChat } from './chat-states';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

/** /expert-chat/:consultationId: the same conversation from the expert's side (linked from the expert desk). */
export function ExpertChatPage() {
  const { consultationId } = useParams();
  const { user, isLoading } = useSession();
  const details = useConversationDetails(user ? consultationId : undefined);
  const { t } = useT(CHAT_AREA);

  useEffect(() => {
    document.title = details.data ? t('chat.titleWith', { name: details.data.patient.name }) : t('chat.title');
  }, [details.data, t]);

  if (isLoading) return <ChatLoading />;
  if (!user) return <SignInToChat />;
  if (details.isError) {
    const forbidden = details.error instanceof ApiRequestError && (details.error.status === 403 || details.error.status === 404);
    return forbidden ? (
      // The server says why: not a member, referred to another expert, or suspended (issue 16).
      <ChatUnavailable title={t('chat.notAvailable')} message={errorDescription(details.error, t('chat.notMember'))} />
    ) : (
      <ChatUnavailable title={t('chat.initFailed')} message={errorDescription(details.error, t('chat.tryAgainLater'))} onRetry={() => void details.refetch()} />
    );
  }
  if (!details.data) return <ChatLoading />;
  return <ChatScreen conversation={details.data} myUserId={user.id} />;
}
