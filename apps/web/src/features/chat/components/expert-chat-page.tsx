import { useEffect } from 'react';
import { useParams } from '@/lib/router';
import { ApiRequestError, errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useConversationDetails } from '../api/conversation-query';
import { ChatScreen } from './chat-screen';
import { ChatLoading, ChatUnavailable, SignInToChat } from './chat-states';

/** /expert-chat/:consultationId: the same conversation from the expert's side (linked from the expert desk). */
export function ExpertChatPage() {
  const { consultationId } = useParams();
  const { user, isLoading } = useSession();
  const details = useConversationDetails(user ? consultationId : undefined);

  useEffect(() => {
    document.title = details.data ? `Chat with ${details.data.patient.name} · Sahay` : 'Chat · Sahay';
  }, [details.data]);

  if (isLoading) return <ChatLoading />;
  if (!user) return <SignInToChat />;
  if (details.isError) {
    const forbidden = details.error instanceof ApiRequestError && (details.error.status === 403 || details.error.status === 404);
    return forbidden ? (
      // The server says why: not a member, referred to another expert, or suspended (issue 16).
      <ChatUnavailable title="Conversation not available" message={errorDescription(details.error, 'You are not part of this conversation.')} />
    ) : (
      <ChatUnavailable title="Failed to initialize chat" message={errorDescription(details.error, 'Please try again')} onRetry={() => void details.refetch()} />
    );
  }
  if (!details.data) return <ChatLoading />;
  return <ChatScreen conversation={details.data} myUserId={user.id} />;
}
