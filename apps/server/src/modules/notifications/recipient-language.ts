import { isAppLanguage, type AppLanguage } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { experts } from '../../db/schema/experts';

// Issue 20 part 2: whom a message goes to decides its language: an account's preferred_language (a visitor's contact
// record keeps the language of the request that created it), else English.

/** A stored preferred_language as an app language; anything else is English. */
export const languageOf = (value: unknown): AppLanguage => (isAppLanguage(value) ? value : 'en');

/** The language an account (or contact record) reads; English when there is none. */
export async function userLanguage(db: Database | Tx, userId: string | null | undefined): Promise<AppLanguage> {
  if (!userId) return 'en';
  const [row] = await db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, userId));
  return languageOf(row?.language);
}

/** The language of an expert's account (their messages go to the phone and WhatsApp number of the expert profile). */
export async function expertLanguage(db: Database | Tx, expertId: string): Promise<AppLanguage> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.id, expertId));
  return languageOf(row?.language);
}
