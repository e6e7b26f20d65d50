import type { ChatMessage, MessagePage, Presence, ReadState, ServerEvent } from '@sahay/domain/chat';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { api, errorDescription } from '@/lib/api-client';
import { realtime } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { CONVERSATION_AREA } from './conversation-area';
import { EMPTY_MESSAGES, messageReducer } from './message-store';
import { useReceipts } from './use-receipts';

export interface ConversationOptions {
  conversationId: string;
  myUserId: string;
  peerUserId: string | null;
  initialPeerReceipts: ReadState;
  initialPeerPresence: Presence;
  /** A message from the other member arrived (the page raises a notification when the tab is hidden). */
  onIncoming?: (message: ChatMessage) => void;
  /** The conversation's status changed or this person's access to it ended: read its details again. */
  onAccessChange?: () => void;
}

const TYPING_SHOWN_MS = 4000;

export function useConversation(options: ConversationOptions) {
  const { conversationId, myUserId, peerUserId } = options;
  const { t } = useT(CONVERSATION_AREA);
  const [state, dispatch] = useReducer(messageReducer, EMPTY_MESSAGES);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [peerReceipts, setPeerReceipts] = useState(options.initialPeerReceipts);
  const [peerPresence, setPeerPresence] = useState(options.initialPeerPresence);
  const [peerTyping, setPeerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onIncoming = useRef(options.onIncoming);
  const onAccessChange = useRef(options.onAccessChange);
  useEffect(() => {
    onIncoming.current = options.onIncoming;
    onAccessChange.current = options.onAccessChange;
  }, [options.onIncoming, options.onAccessChange]);
  const base = `/api/chat/conversations/${conversationId}`;
  const { report } = useReceipts(base, myUserId);

  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (event.type === 'receipt' && event.userId === peerUserId) setPeerReceipts({ deliveredUpTo: event.deliveredUpTo, readUpTo: event.readUpTo });
      if (event.type === 'typing' && event.userId === peerUserId) {
        setPeerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPeerTyping(false), TYPING_SHOWN_MS);
      }
      if (event.type === 'presence' && event.userId === peerUserId) setPeerPresence({ online: event.online, lastSeenAt: event.lastSeenAt });
      // Issue 16: the status changed (completed, follow-up) or this person's access ended (referred away).
      if (event.type === 'status' || event.type === 'error') onAccessChange.current?.();
    },
    [peerUserId],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    api.get<MessagePage>(`${base}/messages`).then(
      (page) => {
        if (cancelled) return;
        dispatch({ type: 'loaded', messages: page.messages, hasMore: page.hasMore });
        report(page.messages);
        setPhase('ready');
        // Subscribed after the first page: the catch-up from its last id fills whatever arrived in between.
        const socket = realtime();
        unsubscribe = socket.subscribe(conversationId, page.messages.at(-1)?.id ?? 0, {
          onMessage: (message) => {
            dispatch({ type: 'received', message });
            if (message.senderId !== myUserId) {
              setPeerTyping(false);
              report([message]);
              onIncoming.current?.(message);
            }
          },
          onEvent,
        });
        socket.markSeen(
          conversationId,
          page.messages.map((m) => m.id),
        );
      },
      () => !cancelled && setPhase('error'),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [base, conversationId, myUserId, onEvent, report]);

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!first || !state.hasMore || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await api.get<MessagePage>(`${base}/messages?before=${first.id}`);
      dispatch({ type: 'older', messages: page.messages, hasMore: page.hasMore });
    } catch (error) {
      toast.error(t('conversation.error'), { description: errorDescription(error, t('conversation.olderFailed')) });
    } finally {
      setLoadingOlder(false);
    }
  }, [base, loadingOlder, state.hasMore, state.messages, t]);

  const post = useCallback(
    async (clientId: string, text: string) => {
      dispatch({ type: 'sending', outgoing: { clientId, text, status: 'sending', createdAt: new Date().toISOString() } });
      try {
        const message = await api.post<ChatMessage>(`${base}/messages`, { text, clientId });
        dispatch({ type: 'received', message });
      } catch (error) {
        const description = errorDescription(error, t('conversation.pleaseTryAgain'));
        dispatch({ type: 'failed', clientId, error: description });
        toast.error(t('conversation.sendFailed'), { description });
      }
    },
    [base, t],
  );

  const send = useCallback((text: string) => post(crypto.randomUUID(), text), [post]);
  const retry = useCallback(
    (clientId: string) => {
      const failed = state.outgoing.find((o) => o.clientId === clientId);
      if (failed) void post(clientId, failed.text);
    },
    [post, state.outgoing],
  );

  const lastTyping = useRef(0);
  const typing = useCallback(() => {
    if (Date.now() - lastTyping.current < 2000) return;
    lastTyping.current = Date.now();
    realtime().typing(conversationId);
  }, [conversationId]);

  const received = useCallback((message: ChatMessage) => dispatch({ type: 'received', message }), []);
  return { ...state, phase, loadingOlder, loadOlder, send, retry, received, typing, peerTyping, peerReceipts, peerPresence };
}
