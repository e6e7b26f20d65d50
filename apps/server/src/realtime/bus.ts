import type { ChatMessage, DeskAlert } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The one NOTIFY channel every instance LISTENs on (docs/decisions/040-realtime-websocket-listen-notify.md). */
export const REALTIME_CHANNEL = 'sahay_realtime';

// PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; a long message travels as a reference instead.
const MAX_PAYLOAD_BYTES = 7500;

export type BusEvent =
  | { t: 'message'; m: ChatMessage }
  | { t: 'message-ref'; c: string; id: number }
  | { t: 'receipt'; c: string; u: string; d: number; r: number }
  | { t: 'typing'; c: string; u: string }
  | { t: 'presence'; u: string; online: boolean; at: string | null }
  /** A conversation's members or status changed (referral, completion, follow-up): who may receive it now. */
  | { t: 'members'; c: string; u: string[]; s: string }
  /** To one expert's sockets: a patient started a chat with them (issue 16). */
  | { t: 'desk'; u: string; a: DeskAlert }
  /** Close a person's sockets (sign-out: only those of session `s`; deletion and suspension: all of them). */
  | { t: 'close'; u: string; s?: string };

export function encodeBusEvent(event: BusEvent): string {
  const payload = JSON.stringify(event);
  if (event.t === 'message' && Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    return JSON.stringify({ t: 'message-ref', c: event.m.consultationId, id: event.m.id } satisfies BusEvent);
  }
  return payload;
}

/** Inside a transaction the notification leaves on commit, so nobody hears of a row that was rolled back. */
export async function publish(db: Database, event: BusEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${encodeBusEvent(event)})`);
}

/**
 * Ends a person's live access on every instance: their sockets close (docs/decisions/042). Inside a transaction
 * it takes effect on commit, with the change that ended the access.
 */
export async function closeSocketsOf(db: Database, userId: string, sessionId?: string): Promise<void> {
  await publish(db, sessionId ? { t: 'close', u: userId, s: sessionId } : { t: 'close', u: userId });
}
