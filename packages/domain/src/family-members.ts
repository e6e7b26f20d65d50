import { z } from 'zod';
import { indiaDate } from './india-date';
import {
  FAMILY_GENDERS,
  FAMILY_MAX_AGE_YEARS,
  FAMILY_MESSAGES,
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_NAME_MIN_LENGTH,
  FAMILY_RELATIONS,
  isCalendarDate,
} from './family-member-rules';
import { CONTROL_CHARACTERS_MESSAGE, hasUnsafeCharacters } from './text';

// Issue 14 part 8's family members: their rules and words (family-member-rules.ts, re-exported) and their schemas.
export * from './family-member-rules';

function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-') as [string, string, string];
  return `${String(Number(y) - years).padStart(4, '0')}-${m}-${d}`;
}

/** A date of birth, checked against `today` (YYYY-MM-DD): not in the future and at most 120 years ago. */
export function dateOfBirthSchema(today: () => string) {
  return z
    .string({ error: FAMILY_MESSAGES.dateOfBirth })
    .trim()
    .refine(isCalendarDate, FAMILY_MESSAGES.dateOfBirth)
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) return;
      const now = today();
      if (value > now) ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.dateInFuture });
      else if (value < yearsBefore(now, FAMILY_MAX_AGE_YEARS)) ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.dateTooOld });
    });
}

/** The member's fields, checked against `today`: the server passes its clock's date in India, the form the browser's. */
export function familyMemberInputSchema(today: () => string = () => indiaDate(new Date())) {
  return z.object({
    name: z
      .string({ error: FAMILY_MESSAGES.nameTooShort })
      .refine((value) => !hasUnsafeCharacters(value), CONTROL_CHARACTERS_MESSAGE)
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(FAMILY_NAME_MIN_LENGTH, FAMILY_MESSAGES.nameTooShort).max(FAMILY_NAME_MAX_LENGTH, FAMILY_MESSAGES.nameTooLong)),
    relation: z.enum(FAMILY_RELATIONS, { error: FAMILY_MESSAGES.relation }),
    dateOfBirth: dateOfBirthSchema(today),
    gender: z.enum(FAMILY_GENDERS, { error: FAMILY_MESSAGES.gender }),
  });
}

/** POST /api/family-members and PATCH (every field again: the form edits the whole member). */
export const FamilyMemberInputSchema = familyMemberInputSchema();
export type FamilyMemberInput = z.input<typeof FamilyMemberInputSchema>;
export type FamilyMemberValues = z.output<typeof FamilyMemberInputSchema>;

export const FamilyMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  dateOfBirth: z.string(),
  gender: z.enum(FAMILY_GENDERS),
  createdAt: z.string(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

export const FamilyMemberListSchema = z.object({ members: z.array(FamilyMemberSchema), limit: z.number().int() });
export type FamilyMemberList = z.infer<typeof FamilyMemberListSchema>;

/** `?member=<id>` on the vitals, records and dashboard reads: omitted means the account holder. */
export const MemberQuerySchema = z.object({ member: z.uuid(FAMILY_MESSAGES.badMember).optional() });

/** `familyMemberId` on a reading, a record or a request: null or omitted means the account holder. */
export const FamilyMemberIdSchema = z.uuid(FAMILY_MESSAGES.badMember).nullish();
