import {
  ACCOUNT_SECURITY_MESSAGES,
  EXPERT_LANGUAGE_OF_APP_LANGUAGE,
  isAppLanguage,
  type AppLanguage,
  type CurrentUser,
  type Profile,
  type ProfileUpdate,
} from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { AppError } from '../../lib/errors';
import { toCurrentUser } from '../../lib/session';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  city: users.city,
  state: users.state,
  languages: users.languages,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  preferredLanguage: users.preferredLanguage,
};

type ProfileRow = { [K in keyof typeof profileColumns]: (typeof users.$inferSelect)[K] };

function toProfile(row: ProfileRow): Profile {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    languages: row.languages,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    appLanguage: isAppLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
  };
}

/** Spec 001 §7 "Select users name, email, phone by id", with the location and languages of issue 14 part 5. */
export async function getProfile(db: Database, user: CurrentUser): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, user.id));
  // The session outlived its account (deleted in another tab): nothing to show.
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return toProfile(row);
}

/**
 * Spec 001 §7 "Update users name and phone by id", plus city, state and languages, and (issue 21 part 3) the date of
 * birth and gender, each when sent: omitted keeps them, blank clears them. Only the signed-in person's own row: there is no
 * id to name another. The email stays (spec 001 §2.16 'Email cannot be changed').
 */
export async function updateProfile(db: Database, user: CurrentUser, input: ProfileUpdate): Promise<{ profile: Profile; user: CurrentUser }> {
  // Issue 20: a verified number signs in by code, so changing it needs a recent proof and a code to the new number.
  const [current] = await db.select({ phone: users.phone, verified: users.phoneVerified }).from(users).where(eq(users.id, user.id));
  if (current?.verified && current.phone !== input.phone) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_SECURITY_MESSAGES.verifiedPhoneFromSettings, {
      phone: [ACCOUNT_SECURITY_MESSAGES.verifiedPhoneFromSettings],
    });
  }
  const [row] = await db
    .update(users)
    .set({
      name: input.name,
      phone: input.phone,
      ...(input.city === undefined ? {} : { city: input.city || null }),
      ...(input.state === undefined ? {} : { state: input.state || null }),
      ...(input.languages === undefined ? {} : { languages: input.languages }),
      ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth || null }),
      ...(input.gender === undefined ? {} : { gender: input.gender || null }),
    })
    .where(eq(users.id, user.id))
    .returning(profileColumns);
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return { profile: toProfile(row), user: toCurrentUser(row) };
}

/**
 * The languages a person speaks, for preferring experts who speak one of them (matching): a signed-in person's
 * profile languages, and (issue 20 part 3) Hindi for anyone who reads the app in Hindi, now (`appLanguage`, from the
 * request's Accept-Language, so visitors too) or by their profile's choice. English, the default, says nothing.
 */
export async function spokenLanguagesOf(db: Database, user: CurrentUser | null | undefined, appLanguage: AppLanguage = 'en'): Promise<string[]> {
  const spoken = new Set<string>();
  if (user) {
    const [row] = await db.select({ languages: users.languages, preferredLanguage: users.preferredLanguage }).from(users).where(eq(users.id, user.id));
    for (const language of row?.languages ?? []) spoken.add(language);
    if (row && row.preferredLanguage !== 'en' && isAppLanguage(row.preferredLanguage)) spoken.add(EXPERT_LANGUAGE_OF_APP_LANGUAGE[row.preferredLanguage]);
  }
  if (appLanguage !== 'en') spoken.add(EXPERT_LANGUAGE_OF_APP_LANGUAGE[appLanguage]);
  return [...spoken];
}

/** Issue 20: keeps the app language the signed-in person chose, so it follows them to any device. */
export async function setAppLanguage(db: Database, user: CurrentUser, language: AppLanguage): Promise<{ language: AppLanguage }> {
  const [row] = await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, user.id)).returning({ id: users.id });
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists');
  return { language };
}
