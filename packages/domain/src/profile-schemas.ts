import { z } from 'zod';
import { NAME_MIN_LENGTH } from './constants';
import { EXPERT_LANGUAGES } from './expert-catalogues';
import { dateOfBirthSchema, FAMILY_GENDERS, FAMILY_MESSAGES } from './family-members';
import { indiaDate } from './india-date';
import { isIndianMobile, nationalDigits, normalizeIndianPhone } from './phone';
import { CITY_MAX_LENGTH, INDIAN_STATES, PROFILE_MESSAGES } from './profile';
import { text } from './text';
import { APP_LANGUAGES } from './app-languages';

/** Spec 001 §5: at least 2 characters after trimming, else 'Please enter a valid name'. */
export const ProfileNameSchema = text(PROFILE_MESSAGES.invalidName.description)
  .trim()
  .min(NAME_MIN_LENGTH, PROFILE_MESSAGES.invalidName.description)
  .max(100, 'Name must be at most 100 characters');

/**
 * Spec 001 §5 asks for at least 10 characters; we store what sign-up stores, an Indian mobile number with its
 * country code, so the same person is found by the same phone. '98765 43210', '+91 98765 43210' and '919876543210'
 * all become '+919876543210'; anything else is 'Please enter a valid phone number'.
 */
export const ProfilePhoneSchema = text(PROFILE_MESSAGES.invalidPhone.description)
  .trim()
  .transform((value, ctx) => {
    const e164 = normalizeIndianPhone(value);
    if (!e164 || !e164.startsWith('+91') || !isIndianMobile(nationalDigits(e164))) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.invalidPhone.description });
      return z.NEVER;
    }
    return e164;
  });

const checkedDateOfBirth = dateOfBirthSchema(() => indiaDate(new Date()));

/**
 * Issue 21 part 3: the date of birth the request forms work the age out from. Optional: omitted keeps what is stored,
 * blank clears it; otherwise a real date, not in the future, at most 120 years ago (the family members' rule).
 */
export const ProfileDateOfBirthSchema = z
  .string({ error: FAMILY_MESSAGES.dateOfBirth })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const checked = checkedDateOfBirth.safeParse(value);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? FAMILY_MESSAGES.dateOfBirth });
  });

/** Issue 21 part 3: the gender the request forms fill in; optional like the date of birth (blank clears). */
export const ProfileGenderSchema = z.union([z.literal(''), z.enum(FAMILY_GENDERS)], { error: FAMILY_MESSAGES.gender });

/** Letters in any script, spaces, dots, apostrophes and hyphens: 'Pune', 'Navi Mumbai', 'St. Thomas Mount', 'पुणे'. */
const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/**
 * Spec 001 §2.16 edits name and phone; city, state and languages (issue 14 part 5), like the date of birth and the
 * gender, are kept as stored when omitted, so a request with the name and phone alone is a whole update.
 */
export const ProfileUpdateSchema = z.object({
  name: ProfileNameSchema,
  phone: ProfilePhoneSchema,
  /** Blank clears it. */
  city: text()
    .trim()
    .max(CITY_MAX_LENGTH, `City must be at most ${CITY_MAX_LENGTH} characters`)
    .refine((value) => value === '' || CITY_PATTERN.test(value), PROFILE_MESSAGES.invalidCity)
    .optional(),
  state: z.union([z.literal(''), z.enum(INDIAN_STATES, { error: 'Choose a state from the list' })]).optional(),
  languages: z
    .array(z.enum(EXPERT_LANGUAGES, { error: 'Choose languages from the list' }))
    .max(EXPERT_LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, 'Each language once')
    .optional(),
  dateOfBirth: ProfileDateOfBirthSchema.optional(),
  gender: ProfileGenderSchema.optional(),
});
/** What the form holds (and the server receives). */
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
/** What the server stores: the phone with its country code. */
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  languages: z.array(z.string()),
  /** YYYY-MM-DD, or null until the person gives it on Edit profile. */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(FAMILY_GENDERS).nullable(),
  /** Issue 20: the language the app speaks to this account ('en' until chosen). */
  appLanguage: z.enum(APP_LANGUAGES),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Issue 20: PUT /api/profile/language, the app language chosen with the switch. */
export const AppLanguageUpdateSchema = z.object({ language: z.enum(APP_LANGUAGES, { error: 'Choose English or Hindi' }) });
export type AppLanguageUpdate = z.infer<typeof AppLanguageUpdateSchema>;
