import {
  decideTransition,
  FAMILY_MESSAGES,
  type CurrentUser,
  type FollowUpFacts,
  type LifecycleAction,
  type OutboxTemplate,
  type StatusHistory,
} from '@sahay/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { appointments } from '../../db/schema/health-records';
import { familyMembers } from '../../db/schema/family';
import { consultationStatusChanges, referralChains } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { dropPendingReminders } from '../appointments/appointment-reminders';
import { announceMembers } from '../chat/chat.membership';
import { patientNotice } from '../notifications/patient-notice';
import { outbox } from '../../db/schema/platform';
import { isOfferedToViewer, offerViewer } from '../consultations/request-offers';
import { acceptedBy } from './acceptance';
import { findExpertOf, lifecycleActorOf, type Db, type Tx } from './actors';

export type ConsultationRow = typeof consultations.$inferSelect;

/** Tells the patient an expert accepted their request (issue 14 part 9). */
export const CONSULTATION_ACCEPTED_TEMPLATE = 'consultation-accepted' satisfies OutboxTemplate;

/**
 * The one way a consultation is created (issue 18): the row and its first status, in the caller's transaction, so
 * the patient's history starts at the request. Medical and service requests, legal requests, chats and the AI
 * pre-consultation all come through here.
 */
export async function insertConsultation(tx: Db, values: typeof consultations.$inferInsert): Promise<typeof consultations.$inferSelect> {
  // Issue 14 part 8: a request for a family member names one of the requester's own members; anyone else's is 404.
  if (values.familyMemberId) {
    const [member] = await tx
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.id, values.familyMemberId), eq(familyMembers.userId, values.userId)))
      .limit(1);
    if (!member) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  }
  const [created] = await tx.insert(consultations).values(values).returning();
  if (!created) throw new Error('consultation not stored');
  await tx.insert(consultationStatusChanges).values({
    consultationId: created.id,
    action: 'create',
    fromStatus: null,
    toStatus: created.status,
    actorUserId: created.userId,
    actorRole: 'patient',
    expertId: created.expertId,
  });
  return created;
}

async function lockConsultation(tx: Tx, id: string): Promise<ConsultationRow> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  return row;
}

async function assertReferralTarget(tx: Tx, targetId: string, category: ConsultationRow['category']) {
  const [target] = await tx.select({ category: experts.category, status: experts.status }).from(experts).where(eq(experts.id, targetId));
  if (!target) throw new AppError('NOT_FOUND', 'That expert does not exist');
  if (target.status !== 'approved') throw new AppError('CONFLICT', 'That expert is not available for referrals');
  if (target.category !== category) throw new AppError('CONFLICT', 'Refer to an expert in the same field');
}

/** The patient may reopen the conversation with the same expert only while that expert may take it. */
async function assertFollowUpExpert(tx: Tx, expertId: string) {
  const [expert] = await tx.select({ status: experts.status }).from(experts).where(eq(experts.id, expertId));
  if (expert?.status !== 'approved') throw new AppError('CONFLICT', 'This expert is not available for a follow-up. Please start a new consultation.');
}

/** When the consultation was last completed (its status history), and whether its free follow-up was used. */
export async function followUpFacts(db: Db, consultationId: string, now: Date): Promise<FollowUpFacts> {
  const [completed] = await db
    .select({ at: consultationStatusChanges.createdAt })
    .from(consultationStatusChanges)
    .where(and(eq(consultationStatusChanges.consultationId, consultationId), eq(consultationStatusChanges.action, 'complete')))
    .orderBy(desc(consultationStatusChanges.id))
    .limit(1);
  const [used] = await db
    .select({ id: consultationStatusChanges.id })
    .from(consultationStatusChanges)
    .where(and(eq(consultationStatusChanges.consultationId, consultationId), eq(consultationStatusChanges.action, 'follow_up')))
    .limit(1);
  return { completedAt: completed?.at ?? null, followUpUsed: !!used, now };
}

/** Issue 16: whether an unassigned request is offered to the expert who wants to accept it. */
async function offeredToActor(tx: Tx, current: ConsultationRow, user: CurrentUser, now: Date): Promise<boolean | undefined> {
  const me = user.role === 'expert' ? await findExpertOf(tx, user.id) : null;
  if (!me) return undefined;
  return isOfferedToViewer(tx, await offerViewer(tx, me, user.id, now), current, now);
}

export interface TransitionOptions {
  targetExpertId?: string;
  note?: string;
  /** The clock of the follow-up window and of presence (who is online for offers). */
  now?: Date;
}

/**
 * Applies one lifecycle action under a row lock: the domain decides whether it is allowed, this writes the new
 * status, the change record and its side effects in one transaction.
 */
export async function applyTransition(
  db: Database,
  consultationId: string,
  action: LifecycleAction,
  user: CurrentUser,
  options: TransitionOptions = {},
): Promise<ConsultationRow> {
  return db.transaction(async (tx) => {
    const current = await lockConsultation(tx, consultationId);
    const actor = await lifecycleActorOf(tx, user);
    const now = options.now ?? new Date();
    const followUp = action === 'follow_up' ? await followUpFacts(tx, consultationId, now) : undefined;
    const offered = action === 'accept' && current.expertId === null ? await offeredToActor(tx, current, user, now) : undefined;
    const decision = decideTransition(current, action, actor, { targetExpertId: options.targetExpertId, followUp, offered });
    if (!decision.ok) throw new AppError(decision.code, decision.message);
    if (action === 'refer' && decision.expertId) await assertReferralTarget(tx, decision.expertId, current.category);
    if (action === 'follow_up' && decision.expertId) await assertFollowUpExpert(tx, decision.expertId);

    const [updated] = await tx
      .update(consultations)
      // Issue 16: a new expert has not been texted about this conversation yet.
      .set({ status: decision.to, expertId: decision.expertId, ...(decision.expertId === current.expertId ? {} : { expertAlertedAt: null }) })
      .where(eq(consultations.id, consultationId))
      .returning();
    if (!updated) throw new Error('consultation not updated');
    await tx.insert(consultationStatusChanges).values({
      consultationId,
      action,
      fromStatus: current.status,
      toStatus: decision.to,
      actorUserId: user.id,
      actorRole: user.role,
      expertId: decision.expertId,
      note: options.note ?? null,
    });
    if (action === 'refer') {
      await tx.insert(referralChains).values({ consultationId, fromExpertId: current.expertId, toExpertId: decision.expertId, reason: options.note ?? '' });
    }
    if (action === 'complete' && updated.expertId) {
      await tx
        .update(experts)
        .set({ totalConsultations: sql`${experts.totalConsultations} + 1` })
        .where(eq(experts.id, updated.expertId));
    }
    if (action === 'complete') await completeAppointments(tx, consultationId);
    if (action === 'accept') await tellPatientAccepted(tx, updated);
    // Issue 16: a referred-away expert stops receiving the conversation, and its members see the new status live.
    await announceMembers(tx, consultationId);
    return updated;
  });
}

/** Issue 14 part 9: the patient hears that an expert took their request, with the link to the chat. */
async function tellPatientAccepted(tx: Tx, consultation: ConsultationRow) {
  if (!consultation.expertId) return;
  const [expert] = await tx.select({ name: experts.name }).from(experts).where(eq(experts.id, consultation.expertId));
  const [patient] = await tx
    .select({ phone: users.phone, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, consultation.userId));
  if (!expert || !patient) return;
  const notice = patientNotice(patient, CONSULTATION_ACCEPTED_TEMPLATE, (forAccount) => ({
    consultationId: consultation.id,
    expertName: expert.name,
    field: consultation.category,
    forAccount,
  }));
  if (notice) await tx.insert(outbox).values(notice);
}

/** Who may read a consultation's record: its patient, its assigned expert, and admins. */
export async function assertCanReadConsultation(db: Db, consultation: Pick<ConsultationRow, 'userId' | 'expertId'>, user: CurrentUser) {
  if (user.role === 'admin' || consultation.userId === user.id) return;
  const actor = await lifecycleActorOf(db, user);
  if (actor.expert && consultation.expertId === actor.expert.id) return;
  throw new AppError('FORBIDDEN', 'You cannot see this consultation');
}

export async function statusHistory(db: Database, consultationId: string, user: CurrentUser): Promise<StatusHistory> {
  const [consultation] = await db.select().from(consultations).where(eq(consultations.id, consultationId));
  if (!consultation) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  await assertCanReadConsultation(db, consultation, user);
  // Issue 16: the expert learns the patient's name when they accept, not from the history before.
  const expertBeforeAccepting =
    user.role !== 'admin' && consultation.userId !== user.id && !(await acceptedBy(db, consultation.expertId ?? '', [consultation])).has(consultation.id);
  const rows = await db
    .select({ change: consultationStatusChanges, actorName: users.name, actorEmail: users.email })
    .from(consultationStatusChanges)
    .leftJoin(users, eq(users.id, consultationStatusChanges.actorUserId))
    .where(and(eq(consultationStatusChanges.consultationId, consultationId)))
    .orderBy(asc(consultationStatusChanges.id));
  return {
    consultationId,
    status: consultation.status,
    changes: rows.map(({ change, actorName, actorEmail }) => ({
      id: change.id,
      action: change.action,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      actorRole: change.actorRole,
      // Hidden from an expert who has not accepted (issue 16 part 3); a visitor's contact record is shared by every
      // request from that phone, so the request's name stands for them (part 2).
      actorName:
        expertBeforeAccepting && change.actorUserId === consultation.userId
          ? null
          : change.actorRole === 'patient' && actorName !== null && actorEmail === null
            ? consultation.patientName
            : actorName,
      note: change.note,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}

/**
 * Issue 19: a booked consultation that its expert completes completes its appointment too (green on the dashboard,
 * spec 001 §4.1), and a reminder not sent yet never goes out.
 */
async function completeAppointments(tx: Tx, consultationId: string): Promise<void> {
  const done = await tx
    .update(appointments)
    .set({ status: 'completed' })
    .where(and(eq(appointments.consultationId, consultationId), eq(appointments.status, 'scheduled')))
    .returning({ id: appointments.id });
  for (const { id } of done) await dropPendingReminders(tx, id);
}
