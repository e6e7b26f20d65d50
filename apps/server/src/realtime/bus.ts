import { randomUUID } from 'node:crypto';
import type { CallLifeServerEvent, CallSignal, ChatMessage, DeskAlert } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';

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
  | { t: 'close'; u: string; s?: string }
  /** Issue 15: a call signal of consultation `c` from user `f` to the sockets of user `to` in that call. */
  | { t: 'call'; c: string; f: string; to: string; x: CallSignal }
  /** Issue 15 part 4: to every socket of user `u` (ringing, and what became of a ring). */
  | { t: 'user'; u: string; e: CallLifeServerEvent }
  /** The other member's access ended: user `u`'s pages in the call of consultation `c` end it, with message `m`. */
  | { t: 'call-end'; c: string; u: string; m: string }
  /** Part `i` of `n` of an event too long for one notification (a call's description), base64 of its JSON. */
  | { t: 'part'; k: string; i: number; n: number; d: string };

/** Bytes of an event's JSON per part: base64 makes 6,668 characters of 5,000, well under the limit. */
const PART_BYTES = 5000;
const MAX_PARTS = 8;
const PARTS_KEPT_MS = 10_000;

/**
 * The notifications that carry an event: one, or for a long call signal several parts sent in one statement, so
 * they leave together and in order (a long chat message travels as a reference to its row instead).
 */
export function encodeBusEvent(event: BusEvent): string[] {
  const payload = JSON.stringify(event);
  const bytes = Buffer.from(payload);
  if (bytes.length <= MAX_PAYLOAD_BYTES) return [payload];
  if (event.t === 'message') return [JSON.stringify({ t: 'message-ref', c: event.m.consultationId, id: event.m.id } satisfies BusEvent)];
  const n = Math.ceil(bytes.length / PART_BYTES);
  if (n > MAX_PARTS) throw new Error('realtime: event too large for the bus');
  const k = randomUUID();
  return Array.from({ length: n }, (_, i) =>
    JSON.stringify({ t: 'part', k, i, n, d: bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64') } satisfies BusEvent),
  );
}

/** Inside a transaction the notification leaves on commit, so nobody hears of a row that was rolled back. */
export async function publish(db: Database | Tx, event: BusEvent): Promise<void> {
  const payloads = encodeBusEvent(event).map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  await db.execute(sql`select ${sql.join(payloads, sql`, `)}`);
}

/**
 * Any number of events in one statement, in order (a batch of presence notices): one row per notification, as a
 * select list holds at most 1,664 columns.
 */
export async function publishAll(db: Database | Tx, events: BusEvent[]): Promise<void> {
  const payloads = events.flatMap(encodeBusEvent);
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, t.p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) with ordinality as t(p, i) order by t.i`,
  );
}

/** Puts the parts of long events back together on the listening side; parts whose siblings never came are dropped. */
export class PartAssembler {
  private readonly pending = new Map<string, { parts: string[]; got: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The whole event once its last part arrived, else undefined. */
  add(part: Extract<BusEvent, { t: 'part' }>): BusEvent | undefined {
    const now = this.now();
    for (const [key, entry] of this.pending) if (now - entry.at > PARTS_KEPT_MS) this.pending.delete(key);
    if (part.n > MAX_PARTS || part.i < 0 || part.i >= part.n) return undefined;
    const entry = this.pending.get(part.k) ?? { parts: new Array<string>(part.n).fill(''), got: 0, at: now };
    if (!entry.parts[part.i]) entry.got += 1;
    entry.parts[part.i] = part.d;
    this.pending.set(part.k, entry);
    if (entry.got < part.n) return undefined;
    this.pending.delete(part.k);
    return JSON.parse(Buffer.concat(entry.parts.map((d) => Buffer.from(d, 'base64'))).toString('utf8')) as BusEvent;
  }
}

/**
 * Ends a person's live access on every instance: their sockets close (docs/decisions/042). Inside a transaction
 * it takes effect on commit, with the change that ended the access.
 */
export async function closeSocketsOf(db: Database, userId: string, sessionId?: string): Promise<void> {
  await publish(db, sessionId ? { t: 'close', u: userId, s: sessionId } : { t: 'close', u: userId });
}
