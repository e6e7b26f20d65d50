import type { ChatMessage } from '@sahay/domain';
import type { ConversationAccess } from './conversation-access';
import type { SocketClient, Subscription } from './socket-client';

const BATCH = 200;

/** Sends everything after `afterId`, then what arrived live meanwhile, then 'caught-up'. */
export async function catchUp(
  conversations: ConversationAccess,
  client: SocketClient,
  consultationId: string,
  afterId: number,
  sub: Subscription,
): Promise<void> {
  // Two senders' transactions may commit out of id order, so a client that saw id 11 may not yet have seen 10.
  // The first page therefore also resends what was written shortly before the last id seen; clients drop duplicates by id.
  let cursor = afterId;
  let overlapFrom = afterId > 0 ? afterId : undefined;
  for (;;) {
    const messages = await conversations.messagesAfter(consultationId, cursor, { overlapFrom, limit: BATCH });
    overlapFrom = undefined;
    for (const message of messages) send(client, sub, message);
    const last = messages.at(-1);
    if (messages.length < BATCH || !last) break;
    cursor = Math.max(cursor, last.id);
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
