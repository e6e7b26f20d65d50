import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppLanguage, CurrentUser } from '@sahay/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * Who a request belongs to (spec 001 §7 "Upsert users {phone, name}"). A signed-in person's request is theirs.
 * A visitor's request goes to the contact record for that phone: a user row with no sign-in, found by phone.
 * It never attaches to a registered account that has the same phone: anyone can type a phone number, and a
 * stranger's symptoms must not appear in someone else's account. For the same reason a request renames nobody
 * (issue 16): the name given with it is kept on the request (consultations.patient_name), and the contact record
 * keeps the name it was created with. Requests reach an account only through linkVisitorRequests, once the
 * account holder has verified the phone (decision 062). An account that signs in by code has no email either; its
 * verified phone tells it from a contact record (issue 20 part 4). A new contact record keeps the language of the
 * request that created it, so the messages it is sent are in that language (issue 20 part 2).
 */
export async function resolveRequester(tx: Tx, contact: { name: string; phone: string }, signedIn: CurrentUser | null, language: AppLanguage): Promise<string> {
  if (signedIn) return signedIn.id;
  // Two requests from one new phone at once must not make two contact records.
  await lockContact(tx, contact.phone);
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, contact.phone), isNull(users.email), eq(users.phoneVerified, false)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(users).values({ name: contact.name, phone: contact.phone, preferredLanguage: language }).returning({ id: users.id });
  if (!created) throw new Error('contact not created');
  return created.id;
}

/** Serialises everything that creates, finds or merges the contact records of one phone, until the transaction ends. */
export async function lockContact(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${phone}`}))`);
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
