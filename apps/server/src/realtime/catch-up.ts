import type { ChatMessage } from '@sahay/domain';
import { and, asc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatFiles } from '../db/schema/chat';
import { consultationMessages } from '../db/schema/consultations';
import { toChatMessage } from '../modules/chat/chat.mappers';
import type { SocketClient, Subscription } from './socket-client';

// Two senders' transactions may commit out of id order, so a client that saw id 11 may not yet have seen 10.
// Catch-up therefore also resends what was written shortly before the last id seen; clients drop duplicates by id.
const OVERLAP = sql`interval '5 seconds'`;
const BATCH = 200;

/** Sends everything after `afterId`, then what arrived live meanwhile, then 'caught-up'. */
export async function catchUp(db: Database, client: SocketClient, consultationId: string, afterId: number, sub: Subscription): Promise<void> {
  const lastSeen =
    afterId > 0 ? db.select({ at: consultationMessages.createdAt }).from(consultationMessages).where(eq(consultationMessages.id, afterId)) : undefined;
  let cursor = afterId;
  let first = true;
  for (;;) {
    const recent = first && lastSeen ? gte(consultationMessages.createdAt, sql`(${lastSeen}) - ${OVERLAP}`) : undefined;
    const rows = await db
      .select({ message: consultationMessages, file: chatFiles })
      .from(consultationMessages)
      .leftJoin(chatFiles, eq(chatFiles.messageId, consultationMessages.id))
      .where(
        and(
          eq(consultationMessages.consultationId, consultationId),
          recent ? or(gt(consultationMessages.id, cursor), recent) : gt(consultationMessages.id, cursor),
        ),
      )
      .orderBy(asc(consultationMessages.id))
      .limit(BATCH);
    first = false;
    for (const row of rows) send(client, sub, toChatMessage(row));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    cursor = Math.max(cursor, last.message.id);
  }
  const pending = sub.pending ?? [];
  sub.pending = null;
  for (const message of pending) send(client, sub, message);
  client.send({ type: 'caught-up', consultationId });
}

function send(client: SocketClient, sub: Subscription, message: ChatMessage): void {
  if (sub.sentDuringCatchUp.has(message.id)) return;
  sub.sentDuringCatchUp.add(message.id);
  client.send({ type: 'message', message });
}
