import type { ChatMessage, Conversation as ConversationDto, ReadState } from '@sahay/domain/chat';
import { Loader2 } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { AttachButton } from './attach-button';
import { Composer } from './composer';
import { CONVERSATION_AREA } from './conversation-area';
import { DocumentCard, isDocumentCard } from './document-card';
import { MessageBubble, OutgoingBubble, type Receipt } from './message-bubble';
import type { useConversation } from './use-conversation';
import { VoiceRecorder } from './voice-recorder';

export type ConversationState = ReturnType<typeof useConversation>;

interface ConversationProps {
  conversation: ConversationDto;
  chat: ConversationState;
  myUserId: string;
  /** Shown with the read-only notice of a completed conversation: the patient's follow-up button. */
  readOnlyAction?: ReactNode;
}

function receiptOf(message: ChatMessage, peer: ReadState): Receipt {
  if (peer.readUpTo >= message.id) return 'read';
  if (peer.deliveredUpTo >= message.id) return 'delivered';
  return 'sent';
}

/**
 * The one conversation both sides use (the patient's /patient-chat and the expert's /expert-chat): history
 * that pages back as the person scrolls up, live messages, optimistic sending, typing and receipts.
 */
export function Conversation({ conversation, chat, myUserId, readOnlyAction }: ConversationProps) {
  const { t } = useT(CONVERSATION_AREA);
  const list = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stickToBottom = useRef(true);
  const peerName = conversation.myRole === 'patient' ? conversation.expert.name : conversation.patient.name;

  // Older messages arrive above: keep what the person was reading where it was. New ones: follow if at the end.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (anchor.current) {
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [chat.messages, chat.outgoing, chat.peerTyping]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 80 && chat.hasMore && !chat.loadingOlder) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void chat.loadOlder();
    }
  };

  return (
    <section
      aria-label={t('conversation.with', { name: peerName })}
      className="flex h-[500px] flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div ref={list} onScroll={onScroll} className="flex-1 overflow-y-auto px-3 py-3" aria-busy={chat.phase === 'loading'}>
        {chat.phase === 'loading' && (
          <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" /> {t('conversation.loadingMessages')}
          </p>
        )}
        {chat.phase === 'error' && (
          <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 text-center text-sm">
            <p>{t('conversation.loadFailed')}</p>
            <Button variant="outline" onClick={() => window.location.reload()}>
              {t('conversation.tryAgain')}
            </Button>
          </div>
        )}
        {chat.phase === 'ready' && (
          <>
            {chat.hasMore && (
              <div className="flex justify-center pb-2">
                <Button variant="ghost" size="sm" onClick={() => void chat.loadOlder()} disabled={chat.loadingOlder}>
                  {chat.loadingOlder ? t('conversation.loadingOlder') : t('conversation.loadEarlier')}
                </Button>
              </div>
            )}
            {chat.messages.length === 0 && chat.outgoing.length === 0 && (
              <p className="py-16 text-center text-sm text-muted-foreground">{t('conversation.empty', { name: peerName })}</p>
            )}
            <ol aria-label={t('conversation.messages')} aria-live="polite" className="space-y-2">
              {chat.messages.map((message) => {
                if (isDocumentCard(message)) return <DocumentCard key={message.id} message={message} />;
                const mine = message.senderId === myUserId;
                return <MessageBubble key={message.id} message={message} mine={mine} receipt={mine ? receiptOf(message, chat.peerReceipts) : undefined} />;
              })}
              {chat.outgoing.map((outgoing) => (
                <OutgoingBubble key={outgoing.clientId} outgoing={outgoing} onRetry={() => chat.retry(outgoing.clientId)} />
              ))}
            </ol>
            {chat.peerTyping && (
              <p role="status" className="mt-2 text-xs italic text-muted-foreground">
                {t('conversation.typing', { name: peerName })}
              </p>
            )}
          </>
        )}
      </div>
      {conversation.readOnlyReason ? (
        // Issue 16: completed and cancelled conversations are read-only; the server refuses sending there too.
        <div role="note" aria-label={t('conversation.readOnly')} className="space-y-2 border-t border-border bg-muted px-3 py-3 text-sm">
          <p>{conversation.readOnlyReason}</p>
          {readOnlyAction}
        </div>
      ) : (
        <Composer
          onSend={(text) => void chat.send(text)}
          onTyping={chat.typing}
          tools={
            <>
              <AttachButton conversationId={conversation.id} onShared={chat.received} />
              <VoiceRecorder conversationId={conversation.id} onShared={chat.received} />
            </>
          }
        />
      )}
    </section>
  );
}
