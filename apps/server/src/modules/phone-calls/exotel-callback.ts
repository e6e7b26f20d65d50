import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bridgedCalls } from '../../db/schema/phone-calls';
import { AppError } from '../../lib/errors';
import { callbackTokenMatches, readExotelReport } from '../../providers/call-bridge/exotel-status';
import { recordCallStatus } from './call-states';

/**
 * Exotel's status callback for one call (issue 15 'Bad input and access'): authenticated by the token in the URL
 * we gave Exotel for that call, and idempotent (call-states.ts). Exotel retries a callback that is not answered
 * 200, so a report we cannot use but that is well-formed is answered 200 and ignored.
 */
export async function receiveExotelStatus(
  db: Database,
  secret: string | undefined,
  input: { callId: string; token: string | undefined; fields: Record<string, unknown>; now: Date },
): Promise<{ recorded: boolean }> {
  if (!secret || !callbackTokenMatches(secret, input.callId, input.token)) {
    throw new AppError('FORBIDDEN', 'This status report is not signed for this call');
  }
  const report = readExotelReport(input.fields);
  const [call] = await db.select().from(bridgedCalls).where(eq(bridgedCalls.id, input.callId));
  if (!call) throw new AppError('NOT_FOUND', 'This call does not exist');
  if (!report) {
    if (typeof input.fields.CallSid !== 'string' || !input.fields.Status)
      throw new AppError('BAD_REQUEST', 'Not an Exotel status report: CallSid and Status are required');
    return { recorded: false };
  }
  if (call.providerCallSid && call.providerCallSid !== report.callSid) throw new AppError('CONFLICT', 'CallSid does not match this call');
  if (!call.providerCallSid) await db.update(bridgedCalls).set({ providerCallSid: report.callSid }).where(eq(bridgedCalls.id, call.id));
  const recorded = await recordCallStatus(db, call.id, {
    status: report.status,
    at: input.now,
    source: 'exotel',
    failureReason: report.failureReason,
    conversationSeconds: report.conversationSeconds,
  });
  return { recorded };
}
