import { ageInYears, type FamilyGender } from './family-member-rules';
import type { FamilyMember } from './family-members';
import { nationalDigits, normalizeIndianPhone } from './phone';

/**
 * Issue 21 part 3: what a request form knows about the person it is for, from the signed-in profile or the chosen
 * family member. Every form fills its fields from this, so the rules (the age from the date of birth, the phone as
 * the forms write it) are here once.
 */
export interface PersonDetails {
  name: string;
  /** As the forms take it: the 10 national digits of an Indian number, anything else as stored; '' when unknown. */
  phone: string;
  /** YYYY-MM-DD, or null when not known. */
  dateOfBirth: string | null;
  /** Full years on the day (the forms' age field); null when unknown or under a first birthday, which the forms' 1–149 refuses. */
  age: number | null;
  gender: FamilyGender | null;
}

/** A stored phone ('+919876543210') as the request forms write it ('9876543210'); a number from abroad stays whole. */
export function phoneForForms(stored: string | null | undefined): string {
  if (!stored) return '';
  const e164 = normalizeIndianPhone(stored);
  return e164?.startsWith('+91') ? nationalDigits(e164) : stored.trim();
}

function ageFor(dateOfBirth: string | null, today: string): number | null {
  if (!dateOfBirth) return null;
  const years = ageInYears(dateOfBirth, today);
  return years >= 1 ? years : null;
}

/** The signed-in person, from their profile (or the session's name and phone while the profile loads). */
export function profileDetails(
  profile: { name: string; phone: string | null; dateOfBirth?: string | null; gender?: FamilyGender | null },
  today: string,
): PersonDetails {
  const dateOfBirth = profile.dateOfBirth ?? null;
  return { name: profile.name, phone: phoneForForms(profile.phone), dateOfBirth, age: ageFor(dateOfBirth, today), gender: profile.gender ?? null };
}

/**
 * A family member: their name, age and gender. A member has no phone of their own (docs/decisions/075): the request
 * is answered on the account holder's, so the holder's phone is given.
 */
export function memberDetails(member: Pick<FamilyMember, 'name' | 'dateOfBirth' | 'gender'>, holderPhone: string | null, today: string): PersonDetails {
  return {
    name: member.name,
    phone: phoneForForms(holderPhone),
    dateOfBirth: member.dateOfBirth,
    age: ageFor(member.dateOfBirth, today),
    gender: member.gender,
  };
}
