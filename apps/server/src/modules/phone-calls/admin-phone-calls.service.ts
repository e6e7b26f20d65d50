import { maskPhone, type AdminBridgedCall, type CallPlaced, type CallRequest, type CurrentUser } from '@sahay/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { outbox, auditLog } from '../../db/schema/platform';
import { bridgedCalls } from '../../db/schema/phone-calls';
import { assertAdmin } from '../../lib/session';
import { eventsOf, toBridgedCall } from './phone-call-dto';
import { userLanguage } from '../notifications/recipient-language';
import { placeCall, type PhoneCallDeps } from './place-call';
import { advanceSimulatedCalls } from './simulated-calls';

export const ADMIN_CALL_LIST_MAX = 50;

/**
 * Spec 001 §2.17 and §7 'api-consult': the test form places a real call between the two numbers typed, so only
 * admins may; which admin did is written to the audit log (the call row keeps masked numbers only).
 */
export async function placeTestCall(deps: PhoneCallDeps, actor: CurrentUser, input: CallRequest): Promise<CallPlaced> {
  assertAdmin(actor);
  const audit = (callId: string | null) =>
    deps.db
      .insert(auditLog)
      .values({ actorUserId: actor.id, action: 'phone_call.test', subjectType: 'bridged_call', subjectId: callId, metadata: { consultId: input.consult_id } });
  const placed = await placeCall(deps, {
    kind: 'test',
    consultationId: null,
    placedByRole: 'admin',
    doctor: { name: input.doctor_name, phone: input.doctor_phone, whatsapp: input.doctor_phone, language: await userLanguage(deps.db, actor.id) },
    patientPhone: input.patient_phone,
    test: {
      consultId: input.consult_id,
      reason: input.reason || null,
      doctorNumberMasked: maskPhone(input.doctor_phone),
      patientNumberMasked: maskPhone(input.patient_phone),
    },
  }).catch(async (error: unknown) => {
    // A refused call is stored as failed; who tried it is kept all the same.
    await audit(null);
    throw error;
  });
  await audit(placed.call.id);
  return placed;
}

/** The admin console: the latest bridged calls with their states, newest first; phone numbers masked. */
export async function listCallsForAdmin(db: Database, now: Date, actor: CurrentUser): Promise<AdminBridgedCall[]> {
  assertAdmin(actor);
  await advanceSimulatedCalls(db, now);
  const rows = await db
    .select({
      call: bridgedCalls,
      doctorName: experts.name,
      doctorPhone: experts.phone,
      patientPhone: users.phone,
      notice: outbox.status,
    })
    .from(bridgedCalls)
    .leftJoin(consultations, eq(consultations.id, bridgedCalls.consultationId))
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .leftJoin(users, eq(users.id, consultations.userId))
    .leftJoin(outbox, eq(outbox.id, bridgedCalls.noticeOutboxId))
    .orderBy(desc(bridgedCalls.createdAt), desc(bridgedCalls.id))
    .limit(ADMIN_CALL_LIST_MAX);
  const events = await eventsOf(
    db,
    rows.map((row) => row.call.id),
  );
  return rows.map(({ call, doctorName, doctorPhone, patientPhone, notice }) => ({
    ...toBridgedCall(call, events.get(call.id) ?? []),
    kind: call.kind,
    provider: call.provider,
    providerCallId: call.providerCallSid,
    consultationId: call.consultationId,
    consultId: call.consultId,
    reason: call.reason,
    doctorName: call.kind === 'consultation' ? doctorName : null,
    doctorNumber: call.doctorNumberMasked ?? (doctorPhone ? maskPhone(doctorPhone) : 'unknown'),
    patientNumber: call.patientNumberMasked ?? (patientPhone ? maskPhone(patientPhone) : 'unknown'),
    placedBy: call.placedByRole,
    notice: notice ?? null,
  }));
}

/** The call a status report names, if it exists. */
export async function findCall(db: Database, callId: string) {
  const [row] = await db.select().from(bridgedCalls).where(eq(bridgedCalls.id, callId));
  return row ?? null;
}
