import type { ChatMessage } from '@sahay/domain/chat';
import { t } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date-time';
import { systemLineText } from './system-line';

/** A message typed here that the server has not confirmed yet (optimistic sending). */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  status: 'sending' | 'failed';
  createdAt: string;
  error?: string;
}

export interface MessageState {
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  hasMore: boolean;
}

export type MessageAction =
  | { type: 'loaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'older'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'received'; message: ChatMessage }
  | { type: 'sending'; outgoing: OutgoingMessage }
  | { type: 'failed'; clientId: string; error: string };

/** Ascending by id, each id once: live, caught-up and fetched copies of one message collapse into one. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function messageReducer(state: MessageState, action: MessageAction): MessageState {
  switch (action.type) {
    case 'loaded':
      return { ...state, messages: merge(state.messages, action.messages), hasMore: action.hasMore };
    case 'older':
      return { ...state, messages: merge(action.messages, state.messages), hasMore: action.hasMore };
    case 'received': {
      const { clientId } = action.message;
      return {
        ...state,
        messages: merge(state.messages, [action.message]),
        outgoing: clientId ? state.outgoing.filter((o) => o.clientId !== clientId) : state.outgoing,
      };
    }
    case 'sending':
      return { ...state, outgoing: [...state.outgoing.filter((o) => o.clientId !== action.outgoing.clientId), action.outgoing] };
    case 'failed':
      return {
        ...state,
        outgoing: state.outgoing.map((o) => (o.clientId === action.clientId ? { ...o, status: 'failed', error: action.error } : o)),
      };
  }
}

export const EMPTY_MESSAGES: MessageState = { messages: [], outgoing: [], hasMore: false };

const withText = (what: string, text: string) => (text ? `${what} ${text}` : what);

/** One line of a saved transcript, in the reader's language: the text, or what was attached or issued. */
function messagePreview(message: ChatMessage): string {
  switch (message.kind) {
    case 'text':
      return systemLineText(message, t);
    case 'voice':
      return withText(t('conversation.previewVoice', { name: message.file?.name ?? t('conversation.attachment') }), message.text);
    case 'file':
      return withText(t('conversation.previewFile', { name: message.file?.name ?? t('conversation.attachment') }), message.text);
    case 'prescription':
      return t('conversation.previewPrescription', { text: systemLineText(message, t) });
    case 'legal_document':
      return t('conversation.previewLegal', { text: systemLineText(message, t) });
  }
}

/** The conversation as plain text: Save Chat and Copy Chat (spec 001 §2.11). */
export function transcript(messages: ChatMessage[], nameOf: (m: ChatMessage) => string): string {
  return messages
    .map((m) => {
      const when = formatDateTime(m.createdAt);
      return `[${when}] ${nameOf(m)}: ${messagePreview(m)}`;
    })
    .join('\n');
}
