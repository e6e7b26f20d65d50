import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BridgedCallStatus } from '@sahay/domain';

/**
 * Exotel signs no status callback. Its documented way to trust one is the URL we give it per call: ours carries a
 * token, the HMAC-SHA256 of the call's id under EXOTEL_CALLBACK_SECRET, so only Exotel (which received the URL over
 * TLS with our authenticated request) can report on that call, and a token for one call opens no other.
 */
export function callbackToken(secret: string, callId: string): string {
  return createHmac('sha256', secret).update(`exotel-status:${callId}`).digest('base64url');
}

export function callbackTokenMatches(secret: string, callId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(callbackToken(secret, callId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ExotelLeg {
  Status?: string;
  OnCallDuration?: number | string;
}

export interface CallReport {
  callSid: string;
  status: BridgedCallStatus;
  failureReason: string | null;
  conversationSeconds: number | null;
}

const NOT_CONNECTED: Record<string, (who: 'doctor' | 'patient') => string> = {
  busy: (who) => `The ${who}'s line was busy`,
  'no-answer': (who) => `The ${who} did not answer`,
  failed: (who) => `The ${who}'s phone could not be reached`,
  canceled: () => 'The call was cancelled',
};

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function legsOf(value: unknown): ExotelLeg[] {
  if (Array.isArray(value)) return value as ExotelLeg[];
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return legsOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return [];
}

/** A leg that was answered: its status says so, or it was on the call for a while. */
const legAnswered = (leg: ExotelLeg | undefined) =>
  Boolean(leg && (leg.Status === 'completed' || leg.Status === 'in-progress' || Number(leg.OnCallDuration) > 0));

/**
 * Reads one status callback (JSON, or form fields as in Exotel's default content type) into our call states.
 * 'answered' with a second leg means both are on the line; 'terminal' (or no EventType: the default payload) ends
 * the call, with whose phone did not answer when it failed. Unknown statuses give null: answered 200 and ignored.
 */
export function readExotelReport(fields: Record<string, unknown>): CallReport | null {
  const callSid = str(fields.CallSid);
  const status = str(fields.Status);
  if (!callSid || !status) return null;
  const legs = legsOf(fields.Legs);
  const eventType = str(fields.EventType) || 'terminal';
  const seconds = Number(str(fields.ConversationDuration));
  const conversationSeconds = Number.isFinite(seconds) && str(fields.ConversationDuration) !== '' ? Math.max(0, Math.round(seconds)) : null;
  if (eventType === 'answered') {
    return { callSid, status: legs.length >= 2 ? 'bridged' : 'doctor_answered', failureReason: null, conversationSeconds: null };
  }
  if (eventType !== 'terminal') return null;
  const [doctorLeg, patientLeg] = legs;
  if (status === 'completed' && ((conversationSeconds ?? 0) > 0 || legAnswered(patientLeg))) {
    return { callSid, status: 'completed', failureReason: null, conversationSeconds };
  }
  if (status === 'completed') return { callSid, status: 'failed', failureReason: 'The patient did not answer', conversationSeconds };
  const reason = NOT_CONNECTED[status];
  if (!reason) return null;
  const who = legAnswered(doctorLeg) ? 'patient' : 'doctor';
  return { callSid, status: 'failed', failureReason: reason(who), conversationSeconds };
}
