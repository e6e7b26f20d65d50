import { IndianMobileSchema } from '@sahay/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { userReferences } from '../../db/user-references';
import { AppError } from '../../lib/errors';
import { announceMembers } from '../chat/chat.membership';
import { lockContact } from './requester';

export interface VisitorLink {
  /** Requests made as a visitor with the phone, now the account's. */
  linkedRequests: number;
  /** Contact records of the phone, merged into the account and deleted. */
  mergedContacts: number;
}

/**
 * Decision 062: a visitor's requests join an account only once its holder has verified the phone they were made
 * with. Called wherever a verified phone is recorded (sign-up or sign-in by code, a changed number confirmed by
 * code: issue 20). Contact records are rows with no email and an unverified phone. Every row that points at the phone's
 * contact records (the requests, what was issued on them, the log of who read them) then points at the account,
 * the contact records go, and the requests are the account's: listed, and deleted with it. Each request keeps the
 * name given with it; the account's own name is never touched. Running it again links what came in since.
 */
export async function linkVisitorRequests(db: Database, userId: string, verifiedPhone: string): Promise<VisitorLink> {
  // Stored as the request forms store it (+91 and ten digits), or the records would not be found.
  const parsed = IndianMobileSchema('A phone number is needed').safeParse(verifiedPhone);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Not an Indian mobile number');
  const phone = parsed.data;
  return db.transaction(async (tx) => {
    // The same lock as resolveRequester: a request arriving meanwhile lands on a record that is merged, or after.
    await lockContact(tx, phone);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw new AppError('NOT_FOUND', 'This account does not exist');
    const contacts = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.email), eq(users.phoneVerified, false), ne(users.id, userId)));
    const ids = contacts.map((row) => row.id);
    if (ids.length === 0) return { linkedRequests: 0, mergedContacts: 0 };
    const linked = await tx.update(consultations).set({ userId }).where(inArray(consultations.userId, ids)).returning({ id: consultations.id });
    // Read from the schema, so a table added later moves too instead of losing its rows to the delete below.
    for (const ref of userReferences()) {
      if (ref.table === consultations) continue;
      await tx.execute(sql`update ${ref.table} set ${sql.identifier(ref.columnName)} = ${userId} where ${inArray(ref.column, ids)}`);
    }
    await tx.delete(users).where(inArray(users.id, ids));
    // The account's open sockets receive these conversations from now on (decision 042).
    for (const request of linked) await announceMembers(tx, request.id);
    return { linkedRequests: linked.length, mergedContacts: ids.length };
  });
}
