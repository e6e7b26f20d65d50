import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CurrentUser } from '@sahay/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * Who a request belongs to (spec 001 §7 "Upsert users {phone, name}"). A signed-in person's request is theirs.
 * A visitor's request goes to the contact record for that phone: a user row with no sign-in, reused by phone and
 * renamed to the latest name. It never attaches to a registered account that has the same phone: anyone can
 * type a phone number, and a stranger's symptoms must not appear in someone else's account.
 */
export async function resolveRequester(tx: Tx, contact: { name: string; phone: string }, signedIn: CurrentUser | null): Promise<string> {
  if (signedIn) return signedIn.id;
  // Two requests from one new phone at once must not make two contact records.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${contact.phone}`}))`);
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, contact.phone), isNull(users.email)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (existing) {
    await tx.update(users).set({ name: contact.name }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await tx.insert(users).values({ name: contact.name, phone: contact.phone }).returning({ id: users.id });
  if (!created) throw new Error('contact not created');
  return created.id;
}

/** A request's capability token: handed out once, stored as its SHA-256. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
