import { PHONE_CALL_MESSAGES, readOnlyReason, type BridgedCall, type CallPlaced, type CurrentUser } from '@sahay/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { bridgedCalls } from '../../db/schema/phone-calls';
import { AppError } from '../../lib/errors';
import { tokenMatches } from '../consultations/requester';
import { eventsOf, toBridgedCall } from './phone-call-dto';
import { expertLanguage } from '../notifications/recipient-language';
import { placeCall, type PhoneCallDeps } from './place-call';
import { advanceSimulatedCalls } from './simulated-calls';

/** Who is asking: the signed-in person and/or a visitor's request token (decision 022). */
export interface CallAccess {
  user: CurrentUser | null;
  token: string | undefined;
}

// Someone who is not a member learns nothing about the consultation, not even that it exists.
const NOT_FOUND = 'This consultation does not exist';

async function consultationParties(db: Database, consultationId: string, access: CallAccess) {
  if (!access.user && !access.token) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  const [row] = await db
    .select({ consultation: consultations, expert: experts, patientPhone: users.phone })
    .from(consultations)
    .innerJoin(users, eq(users.id, consultations.userId))
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(eq(consultations.id, consultationId));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { consultation, expert } = row;
  const isPatient = (access.user && access.user.id === consultation.userId) || tokenMatches(access.token, consultation.accessTokenHash);
  // Issue 16: a suspended expert is no member of anything.
  const isExpert = Boolean(access.user && expert?.userId === access.user.id && expert.status !== 'suspended');
  if (!isPatient && !isExpert) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { ...row, role: isPatient ? ('patient' as const) : ('expert' as const) };
}

/**
 * Issue 15 part 5: the phone buttons (doctor card, expert desk). Either member may place the call while the
 * consultation is open and has both numbers; the expert once they accepted it. One call at a time.
 */
export async function placeConsultationCall(deps: PhoneCallDeps, consultationId: string, access: CallAccess): Promise<CallPlaced> {
  const { consultation, expert, patientPhone, role } = await consultationParties(deps.db, consultationId, access);
  const closed = readOnlyReason(consultation.status);
  if (closed) throw new AppError('CONFLICT', closed);
  if (!expert) throw new AppError('CONFLICT', PHONE_CALL_MESSAGES.noExpert);
  if (role === 'expert' && consultation.status !== 'active') throw new AppError('CONFLICT', PHONE_CALL_MESSAGES.notAccepted);
  if (!patientPhone) throw new AppError('CONFLICT', role === 'patient' ? PHONE_CALL_MESSAGES.youHaveNoPhone : PHONE_CALL_MESSAGES.patientHasNoPhone);
  if (!expert.phone.trim()) throw new AppError('CONFLICT', PHONE_CALL_MESSAGES.expertHasNoPhone);
  await advanceSimulatedCalls(deps.db, deps.now);
  const [live] = await deps.db
    .select({ id: bridgedCalls.id })
    .from(bridgedCalls)
    .where(and(eq(bridgedCalls.consultationId, consultationId), notInArray(bridgedCalls.status, ['completed', 'failed'])))
    .limit(1);
  if (live) throw new AppError('CONFLICT', PHONE_CALL_MESSAGES.inProgress);
  return placeCall(deps, {
    kind: 'consultation',
    consultationId,
    placedByRole: role,
    doctor: { name: expert.name, phone: expert.phone, whatsapp: expert.whatsappNumber ?? expert.phone, language: await expertLanguage(deps.db, expert.id) },
    patientPhone,
  });
}

/** A call as its consultation's members see it, with its states up to now; a test call, as admins see it. */
export async function callForMember(db: Database, now: Date, callId: string, access: CallAccess): Promise<BridgedCall> {
  const [row] = await db.select().from(bridgedCalls).where(eq(bridgedCalls.id, callId));
  // A test call (no consultation) is the admins' who place them from /test-exotel.
  if (!row?.consultationId) {
    if (!access.user && !access.token) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
    if (!row || access.user?.role !== 'admin') throw new AppError('NOT_FOUND', 'This call does not exist');
  } else {
    await consultationParties(db, row.consultationId, access);
  }
  await advanceSimulatedCalls(db, now, [callId]);
  const [fresh] = await db.select().from(bridgedCalls).where(eq(bridgedCalls.id, callId));
  if (!fresh) throw new AppError('NOT_FOUND', 'This call does not exist');
  return toBridgedCall(fresh, (await eventsOf(db, [callId])).get(callId) ?? []);
}
