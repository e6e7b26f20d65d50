import type { CurrentUser } from '@sahay/domain';
import { CHAT_MESSAGES, readOnlyReason } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { publish } from '../../realtime/bus';

export interface Membership {
  consultation: typeof consultations.$inferSelect;
  expert: typeof experts.$inferSelect;
  role: 'patient' | 'expert';
  /** The other member's user id; null when the expert has no sign-in yet. */
  peerUserId: string | null;
}

/**
 * Issue 6 membership rule: the patient is consultations.user_id, the expert is the user linked by
 * experts.user_id; nobody else (admins included) reads or writes a chat. Issue 16: a suspended expert is no
 * member of anything (callers pass their user id as null).
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
  if (role === 'expert' && row.expert.status === 'suspended') throw new AppError('FORBIDDEN', CHAT_MESSAGES.suspended);
  const peerUserId = role === 'patient' ? row.expert.userId : row.consultation.userId;
  return { ...row, role, peerUserId };
}

/** Completed and cancelled conversations are read-only (issue 16): sending there is a 409. */
export function requireWritable(membership: Membership): void {
  const reason = readOnlyReason(membership.consultation.status);
  if (reason) throw new AppError('CONFLICT', reason);
}

/** Who may receive events of a conversation now: its patient and its expert's user, unless suspended. */
export async function membersOf(db: Database | Tx, consultationId: string): Promise<{ members: string[]; status: string } | null> {
  const [row] = await db
    .select({ patientId: consultations.userId, status: consultations.status, expertUserId: experts.userId, expertStatus: experts.status })
    .from(consultations)
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  if (!row) return null;
  const expertUserId = row.expertStatus === 'suspended' ? null : row.expertUserId;
  return { members: expertUserId ? [row.patientId, expertUserId] : [row.patientId], status: row.status };
}

/**
 * Tells every instance who the members of a conversation are after a change of its status or expert, in the
 * transaction that made it: sockets of someone no longer a member stop receiving it at once (docs/decisions/042).
 */
export async function announceMembers(tx: Database | Tx, consultationId: string): Promise<void> {
  const now = await membersOf(tx, consultationId);
  if (now) await publish(tx, { t: 'members', c: consultationId, u: now.members, s: now.status });
}
