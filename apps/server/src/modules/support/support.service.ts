import type { AppLanguage, ContactMessage, ContactMessageInput, ContactMessageReceipt, ContactMessageStatus, CurrentUser, OutboxTemplate } from '@sahay/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { auditLog, outbox } from '../../db/schema/platform';
import { contactMessages } from '../../db/schema/support';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/session';
import { outboxMessage } from '../notifications/message-templates';

/** The outbox template that confirms to the sender that their message arrived. */
export const CONTACT_CONFIRMATION_TEMPLATE = 'contact-confirmation' satisfies OutboxTemplate;

/**
 * Stores a message from /contact and, in the same transaction, queues the confirmation to its sender: a
 * message is never stored without its confirmation, nor confirmed without being stored. The confirmation is in
 * `language`, the one the sender wrote in (the request's; issue 20 part 2).
 */
export async function sendContactMessage(
  db: Database,
  input: ContactMessageInput,
  sender: CurrentUser | null,
  language: AppLanguage,
): Promise<ContactMessageReceipt> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: sender?.id ?? null })
      .returning({ id: contactMessages.id, status: contactMessages.status, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message not stored');
    // The template needs a greeting and what the message was about; the message itself stays in one place.
    await tx
      .insert(outbox)
      .values(
        outboxMessage(
          'email',
          input.email,
          CONTACT_CONFIRMATION_TEMPLATE,
          { contactMessageId: row.id, firstName: input.firstName, subject: input.subject },
          language,
        ),
      );
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
  });
}

const handler = alias(users, 'handler');

const contactMessageColumns = {
  message: contactMessages,
  handlerId: handler.id,
  handlerName: handler.name,
};

type ContactMessageRow = { message: typeof contactMessages.$inferSelect; handlerId: string | null; handlerName: string | null };

/** The one mapper from a stored message to what the admin console sees. */
function toContactMessage({ message, handlerId, handlerName }: ContactMessageRow): ContactMessage {
  return {
    id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    fromAccount: message.userId !== null,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy: handlerId && handlerName ? { id: handlerId, name: handlerName } : null,
  };
}

export const CONTACT_LIST_MAX = 100;

/** Admins only: newest first, optionally one status. */
export async function listContactMessages(
  db: Database,
  actor: CurrentUser,
  options: { status?: ContactMessageStatus; limit?: number } = {},
): Promise<ContactMessage[]> {
  assertAdmin(actor);
  const rows = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(options.status ? eq(contactMessages.status, options.status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(Math.min(options.limit ?? CONTACT_LIST_MAX, CONTACT_LIST_MAX));
  return rows.map(toContactMessage);
}

/**
 * Admins only. Marking a handled message again changes nothing (the first admin and time stay), so two admins
 * pressing the button together both succeed.
 */
export async function markContactMessageHandled(db: Database, actor: CurrentUser, id: string, now = new Date()): Promise<ContactMessage> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set({ status: 'handled', handledAt: now, handledBy: actor.id })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
      .returning({ id: contactMessages.id });
    if (updated.length > 0) {
      await tx.insert(auditLog).values({ actorUserId: actor.id, action: 'contact_message.handled', subjectType: 'contact_message', subjectId: id });
    }
    const [row] = await tx
      .select(contactMessageColumns)
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(eq(contactMessages.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'This message does not exist');
    return toContactMessage(row);
  });
}
