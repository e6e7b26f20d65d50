import type { Conversation as ConversationDto } from '@sahay/domain/chat';
import { Loader2 } from 'lucide-react';
import { Conversation } from '@/components/conversation/conversation';
import { useConversation } from '@/components/conversation/use-conversation';
import { errorDescription } from '@/lib/api-client';
import { useCallConversation } from '../api/conversation-query';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';

function LiveConversation({ conversation, myUserId }: { conversation: ConversationDto; myUserId: string }) {
  const isPatient = conversation.myRole === 'patient';
  const chat = useConversation({
    conversationId: conversation.id,
    myUserId,
    peerUserId: isPatient ? conversation.expert.userId : conversation.patient.id,
    initialPeerReceipts: conversation.peerReceipts,
    initialPeerPresence: isPatient ? conversation.expert.presence : conversation.patient.presence,
  });
  return <Conversation conversation={conversation} chat={chat} myUserId={myUserId} />;
}

/** 'Show Chat Interface': the consultation's own conversation beside the call, the same one as in the chat page. */
export function CallChat({ consultationId, myUserId }: { consultationId: string; myUserId: string }) {
  const details = useCallConversation(consultationId, true);
  const { t } = useT(CALLS_AREA);
  if (details.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-muted-foreground">
        {errorDescription(details.error, t('calls.chatFailed'))}
      </p>
    );
  }
  if (!details.data) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" /> {t('calls.openingChat')}
      </p>
    );
  }
  return <LiveConversation conversation={details.data} myUserId={myUserId} />;
}
