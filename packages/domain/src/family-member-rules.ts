import { indiaDate } from './india-date';

// The family members' rules and words without their zod schemas (those are in family-members.ts, which re-exports
// this module): a page that only shows a member's age or relation does not load zod with them (issue 17 part 2).

/**
 * Issue 14 part 8: family members, as eSanjeevani does for whole households on one phone. An account holder adds
 * dependants (name, relation, date of birth, gender); requests, records, vitals and consultations can belong to
 * one of them. A member has no account of their own: their data is held under the holder's account, exported with
 * it and deleted with it (docs/decisions/075).
 */

/** At most this many members per account: a household, not a clinic's register. */
export const FAMILY_MEMBERS_LIMIT = 10;
export const FAMILY_NAME_MIN_LENGTH = 2;
export const FAMILY_NAME_MAX_LENGTH = 100;
/** Nobody is older than this; a date of birth further back is a typing mistake. */
export const FAMILY_MAX_AGE_YEARS = 120;

export const FAMILY_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'grandparent', 'other'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_RELATION_LABELS: Record<FamilyRelation, string> = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  sibling: 'Sibling',
  grandparent: 'Grandparent',
  other: 'Other',
};

export const FAMILY_GENDERS = ['male', 'female', 'other'] as const;
export type FamilyGender = (typeof FAMILY_GENDERS)[number];
export const FAMILY_GENDER_LABELS: Record<FamilyGender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const FAMILY_MESSAGES = {
  nameTooShort: `Name must be at least ${FAMILY_NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name must be at most ${FAMILY_NAME_MAX_LENGTH} characters`,
  relation: 'Choose a relation from the list',
  gender: 'Choose a gender from the list',
  dateOfBirth: 'Enter a date of birth',
  dateInFuture: 'Date of birth cannot be in the future',
  dateTooOld: `Date of birth cannot be more than ${FAMILY_MAX_AGE_YEARS} years ago`,
  limit: `You can add at most ${FAMILY_MEMBERS_LIMIT} family members`,
  notFound: 'This family member does not exist',
  patientsOnly: 'Family members are kept for patient accounts only',
  badMember: 'Not a family member id',
  added: 'Family member added',
  updated: 'Family member updated',
  removed: 'Family member removed',
  loadFailed: 'Failed to load family members',
  saveFailed: 'Failed to save family member',
  removeFailed: 'Failed to remove family member',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole months from `dateOfBirth` to `today` (both YYYY-MM-DD), counting a month only once its day is reached. */
export function ageInMonths(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

/** Full years of age on `today` (0 under a first birthday); a birthday on 29 February is reached on 1 March. */
export function ageInYears(dateOfBirth: string, today: string): number {
  return Math.floor(ageInMonths(dateOfBirth, today) / 12);
}

/** The age on a date in India at `now`, for a prescription or a form. */
export function ageOn(dateOfBirth: string, now: Date): number {
  return ageInYears(dateOfBirth, indiaDate(now));
}

/**
 * The age a triage answers with, in years. Under a first birthday it is the months as a fraction of a year (at
 * least one month, so a newborn is 0.1 rather than 0, which the triage would refuse): 6 months is 0.5.
 */
export function triageAgeFromDateOfBirth(dateOfBirth: string, today: string): number {
  const months = ageInMonths(dateOfBirth, today);
  if (months >= 12) return Math.floor(months / 12);
  return Math.max(0.1, Math.round((months / 12) * 10) / 10);
}

/** How an age reads: '8 months', '1 year', '34 years'. */
export function describeAge(dateOfBirth: string, today: string): string {
  const months = ageInMonths(dateOfBirth, today);
  if (months < 12) return months === 1 ? '1 month' : `${months} months`;
  const years = Math.floor(months / 12);
  return years === 1 ? '1 year' : `${years} years`;
}

/** Who a reading, record or request is for, as the choosers say it: 'Myself' or the member's name. */
export const MYSELF_LABEL = 'Myself';
