import { randomBytes } from 'node:crypto';
import { meetingOpensAt, ROOM_ID_BYTES, readOnlyReason, type CallRoom, type CurrentUser } from '@sahay/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callRooms } from '../../db/schema/calls';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { AppError } from '../../lib/errors';
import { PATIENT_BEFORE_ACCEPTING } from '../chat/chat.service';
import { requireMembership, roleIn, type Membership } from '../chat/chat.membership';
import { acceptedBy } from '../consultation-lifecycle/acceptance';

// One answer for a room that does not exist and for one that is not the person's: a link reveals nothing.
const NO_ROOM = 'Invalid Meeting Link';

export function newRoomId(): string {
  return randomBytes(ROOM_ID_BYTES).toString('base64url');
}

async function describeRoom(db: Database, roomId: string, membership: Membership, startsAt: Date | null = null): Promise<CallRoom> {
  const { consultation, expert, role, peerUserId } = membership;
  const nameHidden = role === 'expert' && !(await acceptedBy(db, expert.id, [consultation])).has(consultation.id);
  return {
    roomId,
    consultationId: consultation.id,
    myRole: role,
    peerName: role === 'patient' ? expert.name : nameHidden ? PATIENT_BEFORE_ACCEPTING : consultation.patientName,
    peerUserId,
    status: consultation.status,
    closedReason: readOnlyReason(consultation.status),
    startsAt: startsAt?.toISOString() ?? null,
    opensAt: startsAt ? meetingOpensAt(startsAt).toISOString() : null,
  };
}

/** The consultation's standing room (open any time), made on first ask. */
export async function standingRoomId(db: Database, consultationId: string): Promise<string> {
  await db
    .insert(callRooms)
    .values({ id: newRoomId(), consultationId })
    .onConflictDoNothing({ target: callRooms.consultationId, where: sql`${callRooms.startsAt} is null` });
  const [room] = await db
    .select({ id: callRooms.id })
    .from(callRooms)
    .where(and(eq(callRooms.consultationId, consultationId), isNull(callRooms.startsAt)));
  if (!room) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  return room.id;
}

/** The consultation's meeting room, made on first ask: its members only, while the consultation is open. */
export async function roomOfConsultation(db: Database, actor: Pick<CurrentUser, 'id'>, consultationId: string): Promise<CallRoom> {
  const membership = await requireMembership(db, actor, consultationId);
  const closed = readOnlyReason(membership.consultation.status);
  if (closed) throw new AppError('CONFLICT', closed);
  return describeRoom(db, await standingRoomId(db, consultationId), membership);
}

/** A meeting link opened: the room's consultation for its two members; the same 404 for everyone else. */
export async function openRoom(db: Database, actor: Pick<CurrentUser, 'id'>, roomId: string): Promise<CallRoom> {
  const [row] = await db
    .select({
      consultationId: callRooms.consultationId,
      startsAt: callRooms.startsAt,
      patientId: consultations.userId,
      expertUserId: experts.userId,
      expertStatus: experts.status,
    })
    .from(callRooms)
    .innerJoin(consultations, eq(consultations.id, callRooms.consultationId))
    .innerJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(callRooms.id, roomId));
  const expertUserId = row?.expertStatus === 'suspended' ? null : (row?.expertUserId ?? null);
  if (!row || !roleIn(actor.id, row.patientId, expertUserId)) throw new AppError('NOT_FOUND', NO_ROOM);
  return describeRoom(db, roomId, await requireMembership(db, actor, row.consultationId), row.startsAt);
}

/** Issue 15: TURN credentials go to people with a consultation they may call in, not to any account. */
export async function mayCall(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(consultations)
    .innerJoin(experts, eq(experts.id, consultations.expertId))
    .where(
      and(
        inArray(consultations.status, ['pending', 'active']),
        or(eq(consultations.userId, userId), and(eq(experts.userId, userId), sql`${experts.status} <> 'suspended'`)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
