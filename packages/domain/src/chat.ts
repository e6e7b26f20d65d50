import { z } from 'zod';
import { text } from './text';
import { CategorySchema } from './categories';
import type { DeskAlert } from './expert-desk';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type FilePolicy } from './file-uploads';
import { CallClientEventSchemas, type CallServerEvent } from './calls';
import type { CallLifeServerEvent } from './call-life';

/** Spec 001 §2.11 / issue 6: limits of the consultation chat. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const CHAT_VOICE_MAX_MS = 2 * 60_000;
export const CHAT_MESSAGES_PER_MINUTE = 30;
export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const CHAT_VOICE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'] as const;

export const CHAT_MESSAGES = {
  blank: 'Type a message to send',
  tooLong: `A message can be at most ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-IN')} characters`,
  notMember: 'You are not part of this conversation',
  suspended: 'Your expert account is suspended, so its consultations are closed to you',
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  fileTooLarge: UPLOAD_TOO_LARGE_MESSAGE,
  fileType: 'Only images (JPEG, PNG, WebP, GIF) and PDF files can be shared',
  voiceType: 'This voice note could not be read. Please record it again.',
  initFailed: 'Failed to initialize chat',
  sendFailed: 'Failed to send message',
} as const;

/** Files shared in a conversation: checked by size and by their bytes (decision 041). */
export const CHAT_FILE_POLICY: FilePolicy = {
  maxBytes: CHAT_FILE_MAX_BYTES,
  types: CHAT_FILE_TYPES,
  tooLarge: CHAT_MESSAGES.fileTooLarge,
  wrongType: CHAT_MESSAGES.fileType,
};

/** Issue 14 part 2: 'prescription' and 'legal_document' are cards of a document issued on the consultation. */
export const MessageKindSchema = z.enum(['text', 'file', 'voice', 'prescription', 'legal_document']);
export type MessageKind = z.infer<typeof MessageKindSchema>;
export const SenderTypeSchema = z.enum(['patient', 'expert', 'system']);
export type SenderType = z.infer<typeof SenderTypeSchema>;

export const SendMessageInputSchema = z.object({
  text: text().trim().min(1, CHAT_MESSAGES.blank).max(CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES.tooLong),
  /** Chosen by the sender's device: sending the same message again (a retry) does not store it twice. */
  clientId: z.uuid().optional(),
});
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const StartConversationInputSchema = z.object({ expertId: z.uuid('Not an expert id') });
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;

export const ReceiptInputSchema = z
  .object({
    deliveredUpTo: z.number().int().positive().optional(),
    readUpTo: z.number().int().positive().optional(),
  })
  .refine((v) => v.deliveredUpTo !== undefined || v.readUpTo !== undefined, { message: 'Nothing to mark' });
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

export const ChatFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  durationMs: z.number().int().nullable(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  consultationId: z.uuid(),
  senderType: SenderTypeSchema,
  senderId: z.uuid().nullable(),
  kind: MessageKindSchema,
  text: z.string(),
  file: ChatFileSchema.nullable(),
  /** The prescription or legal document a card opens (kinds 'prescription' and 'legal_document'), else null. */
  documentId: z.uuid().nullable(),
  clientId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const MessagePageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** True when older messages exist before the first one returned. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const PresenceSchema = z.object({
  online: z.boolean(),
  lastSeenAt: z.iso.datetime().nullable(),
});
export type Presence = z.infer<typeof PresenceSchema>;

export const ChatExpertSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  category: CategorySchema,
  specialization: z.string(),
  isVerified: z.boolean(),
  profilePhoto: z.string().nullable(),
  presence: PresenceSchema,
});
export type ChatExpert = z.infer<typeof ChatExpertSchema>;

export const ReadStateSchema = z.object({
  /** What the other member has received and read, by message id (0: nothing yet). */
  deliveredUpTo: z.number().int(),
  readUpTo: z.number().int(),
});
export type ReadState = z.infer<typeof ReadStateSchema>;

export const ConversationSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  /** How the patient asked to consult (chat, audio or video): the chat offers that call first. */
  consultationType: z.enum(['chat', 'audio', 'video']).optional(),
  myRole: z.enum(['patient', 'expert']),
  expert: ChatExpertSchema,
  patient: z.object({ id: z.uuid(), name: z.string(), presence: PresenceSchema }),
  counts: z.object({ messages: z.number().int(), files: z.number().int() }),
  /** The other member's receipts of my messages. */
  peerReceipts: ReadStateSchema,
  /** Why nobody can send here (completed or cancelled), or null while the conversation is open. */
  readOnlyReason: z.string().nullable(),
  /** Until when the patient may open the free follow-up of a completed consultation; null when they may not. */
  followUpUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** What the server pushes over the one WebSocket (apps/server/src/realtime). */
export type ServerEvent =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'caught-up'; consultationId: string }
  | { type: 'receipt'; consultationId: string; userId: string; deliveredUpTo: number; readUpTo: number }
  | { type: 'typing'; consultationId: string; userId: string }
  | { type: 'presence'; userId: string; online: boolean; lastSeenAt: string | null }
  | { type: 'status'; consultationId: string; status: string }
  | { type: 'error'; consultationId?: string; code: 'FORBIDDEN' | 'BAD_REQUEST'; message: string }
  | { type: 'resync' }
  /** To an expert's own sockets: a patient started a chat with them (issue 16). */
  | { type: 'desk-alert'; alert: DeskAlert }
  /** Issue 15: call signalling between the two members of a consultation. */
  | CallServerEvent
  /** Issue 15 part 4: ringing, and what became of a ring. */
  | CallLifeServerEvent;

/** What a client sends over the socket. */
export const ClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), consultationId: z.uuid(), afterId: z.number().int().nonnegative() }),
  z.object({ type: z.literal('unsubscribe'), consultationId: z.uuid() }),
  z.object({ type: z.literal('typing'), consultationId: z.uuid() }),
  z.object({ type: z.literal('ping') }),
  ...CallClientEventSchemas,
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;
