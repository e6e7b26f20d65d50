import type { CurrentUser } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { CHAT_MESSAGES } from '@sahay/domain';

export interface Membership {
  consultation: typeof consultations.$inferSelect;
  expert: typeof experts.$inferSelect;
  role: 'patient' | 'expert';
  /** The other member's user id; null when the expert has no sign-in yet. */
  peerUserId: string | null;
}

/**
 * Issue 6 membership rule: the patient is consultations.user_id, the expert is the user linked by
 * experts.user_id; nobody else (admins included) reads or writes a chat.
 */
export function roleIn(userId: string, patientId: string, expertUserId: string | null): 'patient' | 'expert' | null {
  if (userId === patientId) return 'patient';
  if (expertUserId !== null && userId === expertUserId) return 'expert';
  return null;
}

export async function requireMembership(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string): Promise<Membership> {
  const [row] = await db
    .select({ consultation: consultations, expert: experts })
    .from(consultations)
    .innerJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  if (!row) throw new AppError('NOT_FOUND', 'This conversation does not exist');
  const role = roleIn(actor.id, row.consultation.userId, row.expert.userId);
  if (!role) throw new AppError('FORBIDDEN', CHAT_MESSAGES.notMember);
  const peerUserId = role === 'patient' ? row.expert.userId : row.consultation.userId;
  return { ...row, role, peerUserId };
}

/** Who may receive events of a conversation: its patient and its expert's user. */
export async function membersOf(db: Database, consultationId: string): Promise<string[]> {
  const [row] = await db
    .select({ patientId: consultations.userId, expertUserId: experts.userId })
    .from(consultations)
    .innerJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  if (!row) return [];
  return row.expertUserId ? [row.patientId, row.expertUserId] : [row.patientId];
}
