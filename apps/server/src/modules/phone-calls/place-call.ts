import { CALL_REQUEST_MESSAGES, type AppLanguage, type CallPlaced } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { outbox } from '../../db/schema/platform';
import { bridgedCalls } from '../../db/schema/phone-calls';
import { CallBridgeError, type CallBridge } from '../../providers/call-bridge/call-bridge';
import { callbackToken } from '../../providers/call-bridge/exotel-status';
import { outboxMessage } from '../notifications/message-templates';
import { recordCallStatus } from './call-states';
import { eventsOf, toBridgedCall } from './phone-call-dto';

export interface PhoneCallDeps extends ServiceDeps {
  bridge: CallBridge;
  /** EXOTEL_CALLBACK_SECRET: signs each call's status callback URL. */
  callbackSecret: string | undefined;
}

export interface CallPlan {
  kind: 'consultation' | 'test';
  consultationId: string | null;
  placedByRole: 'patient' | 'expert' | 'admin';
  /** `language`: the one the doctor's notice is said in (their account's; an admin's test call, the admin's). */
  doctor: { name: string; phone: string; whatsapp: string; language: AppLanguage };
  patientPhone: string;
  /** Test calls keep these for the admin console (spec 001 §7 consult_id, the reason, masked numbers). */
  test?: { consultId: string; reason: string | null; doctorNumberMasked: string; patientNumberMasked: string };
}

export function statusCallbackUrl(publicUrl: string, callId: string, secret: string | undefined): string {
  const base = `${publicUrl}/api/phone-calls/${callId}/exotel-status`;
  return secret ? `${base}?token=${callbackToken(secret, callId)}` : base;
}

/**
 * Spec 001 §7, the documented bridging flow: the doctor gets a WhatsApp notice (through the outbox, queued with the
 * call in one transaction and tried at once), then the provider calls the doctor, then the patient, and joins
 * them. A provider that refuses or does not answer leaves the call recorded as failed, with why.
 */
export async function placeCall(deps: PhoneCallDeps, plan: CallPlan): Promise<CallPlaced> {
  const { db, bridge, now } = deps;
  const call = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bridgedCalls)
      .values({
        kind: plan.kind,
        consultationId: plan.consultationId,
        placedByRole: plan.placedByRole,
        provider: bridge.name,
        callerId: bridge.callerId,
        consultId: plan.test?.consultId ?? null,
        reason: plan.test?.reason ?? null,
        doctorNumberMasked: plan.test?.doctorNumberMasked ?? null,
        patientNumberMasked: plan.test?.patientNumberMasked ?? null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('bridged call not stored');
    const payload = { callId: row.id, doctorName: plan.doctor.name, callerId: bridge.callerId, test: plan.kind === 'test' };
    const [notice] = await tx
      .insert(outbox)
      .values(outboxMessage('whatsapp', plan.doctor.whatsapp, 'bridged-call-notice', payload, plan.doctor.language))
      .returning({ id: outbox.id });
    const noticeOutboxId = notice?.id ?? null;
    await tx.update(bridgedCalls).set({ noticeOutboxId }).where(eq(bridgedCalls.id, row.id));
    await recordCallStatus(tx, row.id, { status: 'queued', at: now, source: 'sahay' });
    return { ...row, noticeOutboxId };
  });
  await deps.outbox.deliverNow(call.noticeOutboxId ? [call.noticeOutboxId] : []);
  try {
    const result = await bridge.connect({
      callId: call.id,
      from: plan.doctor.phone,
      to: plan.patientPhone,
      statusCallbackUrl: statusCallbackUrl(deps.publicUrl, call.id, deps.callbackSecret),
    });
    await db
      .update(bridgedCalls)
      .set({ providerCallSid: result.providerCallSid, simulation: result.simulation ?? null })
      .where(eq(bridgedCalls.id, call.id));
    await recordCallStatus(db, call.id, { status: result.status, at: now, source: bridge.name === 'local' ? 'simulator' : bridge.name });
  } catch (error) {
    if (!(error instanceof CallBridgeError)) throw error;
    await recordCallStatus(db, call.id, { status: 'failed', at: now, source: 'sahay', failureReason: error.message });
    throw new AppError(error.kind === 'refused' ? 'PROVIDER_FAILED' : 'UNAVAILABLE', `${CALL_REQUEST_MESSAGES.failedFallback}: ${error.message}`);
  }
  const [row] = await db.select().from(bridgedCalls).where(eq(bridgedCalls.id, call.id));
  if (!row) throw new AppError('NOT_FOUND', 'This call does not exist');
  return { message: CALL_REQUEST_MESSAGES.initiated, call: toBridgedCall(row, (await eventsOf(db, [row.id])).get(row.id) ?? []) };
}
