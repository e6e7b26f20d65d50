import type { ChatMessage, Conversation as ConversationDto } from '@sahay/domain/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Conversation } from '@/components/conversation/conversation';
import { usePresenceText } from '@/components/conversation/presence-text';
import { useConversation } from '@/components/conversation/use-conversation';
import { systemLineText } from '@/components/conversation/system-line';
import { useRealtimeStatus } from '@/lib/realtime';
import { RingingDialogs } from '@/components/calls/ringing-dialogs';
import { useCallRinging } from '@/lib/call-ringing';
import { chartShareQueryOptions } from '../api/chart-share';
import { conversationQueryOptions } from '../api/conversation-query';
import { notifyIfHidden, useChatPreferences } from '../use-chat-preferences';
import { CallBar } from './call-bar';
import { ChartShareBar } from './chart-share-bar';
import { ChatHeader } from './chat-header';
import { ChatSidePanel } from './chat-side-panel';
import { FollowUpButton } from './follow-up-button';
import { ScheduleMeetingDialog } from './schedule-meeting-dialog';
import { useTranscriptActions } from './use-transcript-actions';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

interface ChatScreenProps {
  conversation: ConversationDto;
  myUserId: string;
  /** Above the conversation on the patient's side: the dashboard shortcuts. */
  shortcuts?: ReactNode;
}

/** One conversation with its header and side panel, from whichever side the signed-in person is on. */
export function ChatScreen({ conversation, myUserId, shortcuts }: ChatScreenProps) {
  const queryClient = useQueryClient();
  const prefs = useChatPreferences();
  const { t } = useT(CHAT_AREA);
  const presenceText = usePresenceText();
  const isPatient = conversation.myRole === 'patient';
  const peer = isPatient
    ? { name: conversation.expert.name, userId: conversation.expert.userId, presence: conversation.expert.presence }
    : { name: conversation.patient.name, userId: conversation.patient.id, presence: conversation.patient.presence };
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notifyRef = useRef(prefs.notify);
  useEffect(() => {
    notifyRef.current = prefs.notify;
  }, [prefs.notify]);

  const onIncoming = useCallback(
    (message: ChatMessage) => {
      // Sharing the chart starts and stops with a line from Sahay in the conversation (issue 14).
      if (message.senderType === 'system') void queryClient.invalidateQueries({ queryKey: chartShareQueryOptions(conversation.id).queryKey });
      const body = message.kind === 'file' || message.kind === 'voice' ? t('chat.sentFile') : systemLineText(message, t);
      notifyIfHidden(notifyRef.current, message.senderType === 'system' ? 'Sahay' : t('chat.newMessageFrom', { name: peer.name }), body, conversation.id);
    },
    [conversation.id, peer.name, queryClient, t],
  );
  const onAccessChange = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(conversation.id).queryKey }),
    [conversation.id, queryClient],
  );
  const chat = useConversation({
    conversationId: conversation.id,
    myUserId,
    peerUserId: peer.userId,
    initialPeerReceipts: conversation.peerReceipts,
    initialPeerPresence: peer.presence,
    onIncoming,
    onAccessChange,
  });
  const status = useRealtimeStatus();
  // The side panel's counts come from the server; after new messages they are read again, once a second at most.
  const messageCount = chat.messages.length;
  useEffect(() => {
    if (messageCount === 0) return;
    refresh.current ??= setTimeout(() => {
      refresh.current = undefined;
      void queryClient.invalidateQueries({ queryKey: conversationQueryOptions(conversation.id).queryKey });
    }, 1000);
  }, [conversation.id, messageCount, queryClient]);
  useEffect(() => () => clearTimeout(refresh.current), []);
  const transcriptActions = useTranscriptActions(conversation, peer.name);
  const ringing = useCallRinging();
  const [scheduling, setScheduling] = useState(false);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-3 px-3 py-4 sm:px-4">
      <ChatHeader
        name={peer.name}
        subtitle={isPatient ? conversation.expert.specialization : t('chat.patient')}
        badge={isPatient && conversation.expert.isVerified ? t('chat.expertBadge') : undefined}
        presence={chat.peerPresence}
        photoUrl={isPatient ? conversation.expert.profilePhoto : null}
      />
      {status === 'offline' && (
        <p role="status" className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
          {t('chat.reconnecting')}
        </p>
      )}
      {shortcuts}
      <CallBar
        conversation={conversation}
        peerName={peer.name}
        onCall={peer.userId ? (mode) => void ringing.start(conversation.id, mode) : null}
        busy={ringing.busy || ringing.outgoing?.phase === 'ringing'}
      />
      <ChartShareBar consultationId={conversation.id} isPatient={isPatient} open={!conversation.readOnlyReason} />
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Conversation
          conversation={conversation}
          chat={chat}
          myUserId={myUserId}
          readOnlyAction={
            isPatient && conversation.followUpUntil ? (
              <FollowUpButton consultationId={conversation.id} until={conversation.followUpUntil} expertName={conversation.expert.name} />
            ) : undefined
          }
        />
        <ChatSidePanel
          peerStatus={presenceText(chat.peerPresence)}
          counts={conversation.counts}
          onShareFiles={() => document.getElementById('chat-file-input')?.click()}
          onSave={transcriptActions.save}
          onCopy={transcriptActions.copy}
          notify={prefs.notify}
          onNotifyChange={(on) => void prefs.changeNotify(on)}
          onScheduleMeeting={conversation.readOnlyReason || !peer.userId ? undefined : () => setScheduling(true)}
          assistant={isPatient ? { on: prefs.assistant, onChange: prefs.changeAssistant } : undefined}
        />
      </div>
      {scheduling ? (
        <ScheduleMeetingDialog
          consultationId={conversation.id}
          defaultMode={conversation.consultationType === 'audio' ? 'audio' : 'video'}
          bookExpertId={isPatient ? conversation.expert.id : null}
          onClose={() => setScheduling(false)}
        />
      ) : null}
      <RingingDialogs ringing={ringing} />
    </div>
  );
}
