import type { ChatMessage, CurrentUser, MessagePage, ReceiptInput, SendMessageInput } from '@sahay/domain';
import { CHAT_PAGE_SIZE } from '@sahay/domain';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { chatFiles, conversationReceipts } from '../../db/schema/chat';
import { consultationMessages } from '../../db/schema/consultations';
import { publish } from '../../realtime/bus';
import { recordActivityThrottled } from '../../realtime/presence';
import { recordAccess } from '../audit/audit.service';
import { requireMembership, requireWritable } from './chat.membership';
import { toChatMessage } from './chat.mappers';

export interface PageQuery {
  /** Older than this id (paging back as the person scrolls up). */
  before?: number;
  /** Newer than this id (catching up after a reconnect). */
  after?: number;
  limit?: number;
}

const messageColumns = { message: consultationMessages, file: chatFiles };
const CLIENT_ID_INDEX = 'consultation_messages_sender_client_key';

export async function selectMessages(db: Database, consultationId: string, query: PageQuery): Promise<MessagePage> {
  const limit = Math.min(query.limit ?? CHAT_PAGE_SIZE, CHAT_PAGE_SIZE * 4);
  const base = db.select(messageColumns).from(consultationMessages).leftJoin(chatFiles, eq(chatFiles.messageId, consultationMessages.id));
  if (query.after !== undefined) {
    // Catch-up reads forwards from the last id seen; `hasMore` tells the client to ask again.
    const rows = await base
      .where(and(eq(consultationMessages.consultationId, consultationId), gt(consultationMessages.id, query.after)))
      .orderBy(asc(consultationMessages.id))
      .limit(limit + 1);
    return { messages: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
  }
  const rows = await base
    .where(and(eq(consultationMessages.consultationId, consultationId), query.before !== undefined ? lt(consultationMessages.id, query.before) : undefined))
    .orderBy(desc(consultationMessages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
}

export async function listMessages(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string, query: PageQuery): Promise<MessagePage> {
  const { role, consultation } = await requireMembership(db, actor, consultationId);
  // Issue 16: the expert reading the patient's messages is audited; the patient reading their own is not.
  if (role === 'expert') {
    await recordAccess(db, {
      actor,
      actorRole: 'expert',
      subjectUserId: consultation.userId,
      resource: 'chat_messages',
      resourceId: consultationId,
      reason: `assigned expert of consultation ${consultationId}`,
    });
  }
  return selectMessages(db, consultationId, query);
}

export async function loadMessage(db: Database, id: number): Promise<ChatMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(consultationMessages)
    .leftJoin(chatFiles, eq(chatFiles.messageId, consultationMessages.id))
    .where(eq(consultationMessages.id, id));
  return row ? toChatMessage(row) : null;
}

export interface Attachment {
  kind: 'file' | 'voice';
  storageKey: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  durationMs: number | null;
}

/**
 * Stores a message (and its attachment) and announces it in the same transaction. A retry with the same
 * clientId returns the message already stored instead of storing it twice.
 */
export async function sendMessage(
  db: Database,
  actor: Pick<CurrentUser, 'id'>,
  consultationId: string,
  input: SendMessageInput,
  attachment?: Attachment,
): Promise<{ message: ChatMessage; created: boolean }> {
  const membership = await requireMembership(db, actor, consultationId);
  const { role } = membership;
  const alreadyStored = async (clientId: string) => {
    const [existing] = await db
      .select({ id: consultationMessages.id })
      .from(consultationMessages)
      .where(and(eq(consultationMessages.senderId, actor.id), eq(consultationMessages.clientId, clientId)));
    return existing ? loadMessage(db, existing.id) : undefined;
  };
  if (input.clientId) {
    const message = await alreadyStored(input.clientId);
    if (message) return { message, created: false };
  }
  requireWritable(membership);
  let message: ChatMessage;
  try {
    message = await storeMessage(db, actor, consultationId, role, input, attachment);
  } catch (error) {
    // Issue 16: a retry sent while the first try was still being stored loses the race on the unique index.
    const stored = input.clientId && isUniqueViolation(error, CLIENT_ID_INDEX) ? await alreadyStored(input.clientId) : undefined;
    if (!stored) throw error;
    return { message: stored, created: false };
  }
  await recordActivityThrottled(db, actor.id);
  return { message, created: true };
}

function storeMessage(
  db: Database,
  actor: Pick<CurrentUser, 'id'>,
  consultationId: string,
  role: ChatMessage['senderType'],
  input: SendMessageInput,
  attachment: Attachment | undefined,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultationMessages)
      .values({ consultationId, messageText: input.text, senderType: role, senderId: actor.id, kind: attachment?.kind ?? 'text', clientId: input.clientId })
      .returning();
    if (!row) throw new Error('message not stored');
    let file: typeof chatFiles.$inferSelect | null = null;
    if (attachment) {
      const [stored] = await tx
        .insert(chatFiles)
        .values({ consultationId, messageId: row.id, uploaderId: actor.id, ...attachment })
        .returning();
      file = stored ?? null;
    }
    const dto = toChatMessage({ message: row, file });
    await publish(tx, { t: 'message', m: dto });
    return dto;
  });
}

/** Delivered and read only move forwards; the other member hears of the change live. */
export async function markReceipts(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string, input: ReceiptInput) {
  await requireMembership(db, actor, consultationId);
  const [latest] = await db
    .select({ id: sql<number>`coalesce(max(${consultationMessages.id}), 0)`.mapWith(Number) })
    .from(consultationMessages)
    .where(eq(consultationMessages.consultationId, consultationId));
  const cap = (value: number | undefined) => Math.min(value ?? 0, latest?.id ?? 0);
  const read = cap(input.readUpTo);
  const delivered = Math.max(cap(input.deliveredUpTo), read);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversationReceipts)
      .values({ consultationId, userId: actor.id, deliveredUpTo: delivered, readUpTo: read })
      .onConflictDoUpdate({
        target: [conversationReceipts.consultationId, conversationReceipts.userId],
        set: {
          deliveredUpTo: sql`greatest(${conversationReceipts.deliveredUpTo}, excluded.delivered_up_to)`,
          readUpTo: sql`greatest(${conversationReceipts.readUpTo}, excluded.read_up_to)`,
        },
      })
      .returning();
    const state = { deliveredUpTo: row?.deliveredUpTo ?? delivered, readUpTo: row?.readUpTo ?? read };
    await publish(tx, { t: 'receipt', c: consultationId, u: actor.id, d: state.deliveredUpTo, r: state.readUpTo });
    return state;
  });
}
