import { CALL_LIFE_MESSAGES, CALL_MESSAGES, callOutcomeText, readOnlyReason, RING_SECONDS, type Call, type CallMode, type CurrentUser } from '@sahay/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { callRecords } from '../../db/schema/calls';
import { consultationMessages, consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { publish } from '../../realtime/bus';
import { toChatMessage } from '../chat/chat.mappers';
import { requireMembership } from '../chat/chat.membership';
import { standingRoomId } from './calls.service';

type CallRow = typeof callRecords.$inferSelect;
interface CallParties {
  patientId: string;
  patientName: string;
  expertUserId: string | null;
  expertName: string;
}

// One answer for a call that does not exist and one that is not the person's.
const NO_CALL = 'This call does not exist';

async function partiesOf(db: Database | Tx, consultationId: string): Promise<CallParties | undefined> {
  const [row] = await db
    .select({ patientId: consultations.userId, patientName: consultations.patientName, expertUserId: experts.userId, expertName: experts.name })
    .from(consultations)
    .innerJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  return row;
}

function toCall(row: CallRow, parties: CallParties): Call {
  const callerIsPatient = row.callerId === parties.patientId;
  return {
    id: row.id,
    consultationId: row.consultationId,
    roomId: row.roomId ?? '',
    mode: row.mode,
    status: row.status,
    callerUserId: row.callerId,
    callerName: callerIsPatient ? parties.patientName : parties.expertName,
    calleeName: callerIsPatient ? parties.expertName : parties.patientName,
    expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
  };
}

/** Both members' sockets hear what became of the call; the line goes into the conversation in the same transaction. */
async function announce(tx: Database | Tx, row: CallRow, parties: CallParties, line?: string): Promise<Call> {
  const call = toCall(row, parties);
  if (line) {
    const [message] = await tx
      .insert(consultationMessages)
      .values({ consultationId: row.consultationId, messageText: line, senderType: 'system', senderId: null })
      .returning();
    if (message) await publish(tx, { t: 'message', m: toChatMessage({ message, file: null }) });
  }
  for (const u of [parties.patientId, parties.expertUserId]) if (u) await publish(tx, { t: 'user', u, e: { type: 'call-update', call } });
  return call;
}

/** A member rings the other: the consultation must be accepted and open, and nothing else ringing in it. */
export async function startCall(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string, mode: CallMode, now: Date): Promise<Call> {
  const membership = await requireMembership(db, actor, consultationId);
  const { consultation, expert, peerUserId } = membership;
  const closed = readOnlyReason(consultation.status);
  if (closed) throw new AppError('CONFLICT', closed);
  if (consultation.status !== 'active') throw new AppError('CONFLICT', CALL_LIFE_MESSAGES.notAccepted);
  if (!peerUserId || expert.status === 'suspended') throw new AppError('CONFLICT', CALL_MESSAGES.closed);
  await expireRings(db, now, consultationId);
  const roomId = await standingRoomId(db, consultationId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callRecords)
      .values({ consultationId, roomId, mode, status: 'ringing', callerId: actor.id, expiresAt: new Date(now.getTime() + RING_SECONDS * 1000) })
      .onConflictDoNothing({ target: callRecords.consultationId, where: sql`${callRecords.status} in ('ringing', 'accepted', 'connected')` })
      .returning();
    if (!row) throw new AppError('CONFLICT', CALL_LIFE_MESSAGES.busy);
    const call = toCall(row, { patientId: consultation.userId, patientName: consultation.patientName, expertUserId: expert.userId, expertName: expert.name });
    await publish(tx, { t: 'user', u: peerUserId, e: { type: 'call-ring', call } });
    return call;
  });
}

/** The call, locked, for one of its members; the same 404 for anyone else. */
async function memberCall(tx: Tx, actor: Pick<CurrentUser, 'id'>, callId: string) {
  const [row] = await tx.select().from(callRecords).where(eq(callRecords.id, callId)).for('update');
  const parties = row ? await partiesOf(tx, row.consultationId) : undefined;
  if (!row || !parties || (actor.id !== parties.patientId && actor.id !== parties.expertUserId)) throw new AppError('NOT_FOUND', NO_CALL);
  return { row, parties };
}

function requireRinging(row: CallRow, now: Date): void {
  if (row.status !== 'ringing' || (row.expiresAt && row.expiresAt <= now)) throw new AppError('CONFLICT', CALL_LIFE_MESSAGES.notRinging);
}

type Answer = 'accept' | 'decline' | 'cancel';

/** Accept or Decline (the callee), or the caller gives up ringing. */
export async function answerCall(db: Database, actor: Pick<CurrentUser, 'id'>, callId: string, answer: Answer, now: Date): Promise<Call> {
  const call = await db.transaction(async (tx) => {
    const { row, parties } = await memberCall(tx, actor, callId);
    const isCaller = row.callerId === actor.id;
    if (answer === 'cancel' && !isCaller) throw new AppError('FORBIDDEN', CALL_LIFE_MESSAGES.notCaller);
    if (answer !== 'cancel' && isCaller) throw new AppError('FORBIDDEN', CALL_LIFE_MESSAGES.notYours);
    requireRinging(row, now);
    if (answer === 'accept') {
      const [status] = await tx.select({ status: consultations.status }).from(consultations).where(eq(consultations.id, row.consultationId));
      const closed = status && readOnlyReason(status.status);
      if (closed) throw new AppError('CONFLICT', closed);
    }
    const status = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'cancelled';
    const [updated] = await tx.update(callRecords).set({ status }).where(eq(callRecords.id, row.id)).returning();
    if (!updated) throw new AppError('NOT_FOUND', NO_CALL);
    const base = toCall(updated, parties);
    const line = answer === 'accept' ? undefined : callOutcomeText(answer === 'decline' ? 'declined' : 'missed', row.mode, base.callerName, base.calleeName);
    return announce(tx, updated, parties, line);
  });
  return call;
}

/** Rings nobody answered in time are missed: the line goes into the conversation and both pages hear. */
export async function expireRings(db: Database, now: Date, consultationId?: string): Promise<number> {
  const due = await db
    .select({ id: callRecords.id })
    .from(callRecords)
    .where(
      and(eq(callRecords.status, 'ringing'), lte(callRecords.expiresAt, now), consultationId ? eq(callRecords.consultationId, consultationId) : undefined),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(callRecords)
        .set({ status: 'missed' })
        .where(and(eq(callRecords.id, id), eq(callRecords.status, 'ringing')))
        .returning();
      const parties = row ? await partiesOf(tx, row.consultationId) : undefined;
      if (!row || !parties) return;
      const call = toCall(row, parties);
      await announce(tx, row, parties, callOutcomeText('missed', row.mode, call.callerName, call.calleeName));
    });
  }
  return due.length;
}

/** Ringing calls of consultations that closed are over, without a line (the closing said enough). */
export async function cancelRingsOfClosed(db: Database): Promise<void> {
  const closed = db
    .select({ id: consultations.id })
    .from(consultations)
    .where(inArray(consultations.status, ['completed', 'cancelled']));
  await db
    .update(callRecords)
    .set({ status: 'cancelled' })
    .where(and(inArray(callRecords.status, ['ringing', 'accepted']), inArray(callRecords.consultationId, closed)));
}
