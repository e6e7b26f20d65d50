import { CALL_MESSAGES, callsOpen } from '@sahay/domain';
import { and, asc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatFiles } from '../../db/schema/chat';
import { consultationMessages } from '../../db/schema/consultations';
import type { ConversationAccess } from '../../realtime/conversation-access';
import { membersOf, requireMembership } from './chat.membership';
import { toChatMessage } from './chat.mappers';
import { loadMessage } from './messages.service';

// How far before the last message a reconnecting client saw the catch-up reads again (see realtime/catch-up.ts).
const OVERLAP = sql`interval '5 seconds'`;

/** The chat module's answer to the realtime hub's questions: the same membership rule as the HTTP routes. */
export function chatConversationAccess(db: Database): ConversationAccess {
  return {
    async peerOf(userId, consultationId) {
      try {
        const { peerUserId } = await requireMembership(db, { id: userId }, consultationId);
        return { peerUserId };
      } catch {
        return undefined;
      }
    },
    async callPeerOf(userId, consultationId) {
      const membership = await requireMembership(db, { id: userId }, consultationId).catch(() => undefined);
      if (!membership) return { ok: false, message: CALL_MESSAGES.notMember };
      const expertAway = membership.expert.status === 'suspended' || !membership.peerUserId;
      if (!callsOpen(membership.consultation.status) || expertAway || !membership.peerUserId) return { ok: false, message: CALL_MESSAGES.closed };
      return { ok: true, peerUserId: membership.peerUserId };
    },
    members: async (consultationId) => (await membersOf(db, consultationId))?.members ?? [],
    message: (id) => loadMessage(db, id),
    async messagesAfter(consultationId, afterId, { overlapFrom, limit }) {
      const after = gt(consultationMessages.id, afterId);
      const seenAt = db
        .select({ at: consultationMessages.createdAt })
        .from(consultationMessages)
        .where(eq(consultationMessages.id, overlapFrom ?? 0));
      const rows = await db
        .select({ message: consultationMessages, file: chatFiles })
        .from(consultationMessages)
        .leftJoin(chatFiles, eq(chatFiles.messageId, consultationMessages.id))
        .where(
          and(
            eq(consultationMessages.consultationId, consultationId),
            overlapFrom === undefined ? after : or(after, gte(consultationMessages.createdAt, sql`(${seenAt}) - ${OVERLAP}`)),
          ),
        )
        .orderBy(asc(consultationMessages.id))
        .limit(limit);
      return rows.map(toChatMessage);
    },
  };
}
