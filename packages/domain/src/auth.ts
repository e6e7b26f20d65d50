import { z } from 'zod';
import { text } from './text';
import { AUTH_MESSAGES } from './auth-messages';
import { VALIDATION_MESSAGES } from './validation-messages';
import { NAME_MIN_LENGTH, NEW_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { isIndianMobile } from './phone';

export { AUTH_MESSAGES } from './auth-messages';

// Spec 000 §5: "text, at sign, text, dot, text".
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = text(AUTH_MESSAGES.invalidEmail.description)
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail.description)
  .regex(SIMPLE_EMAIL, AUTH_MESSAGES.invalidEmail.description);

// 128 characters bounds the cost of hashing without limiting any real passphrase.
export const PasswordSchema = text(AUTH_MESSAGES.invalidPassword.description)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.invalidPassword.description)
  .max(128, VALIDATION_MESSAGES['auth.passwordTooLong']);

/** A password being chosen (sign-up, expert registration): 8 characters at least; the server also refuses common ones. */
export const NewPasswordSchema = text(AUTH_MESSAGES.newPasswordTooShort.description)
  .min(NEW_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.newPasswordTooShort.description)
  .max(128, VALIDATION_MESSAGES['auth.passwordTooLong']);

export const FullNameSchema = text(AUTH_MESSAGES.invalidName.description)
  .trim()
  .min(NAME_MIN_LENGTH, AUTH_MESSAGES.invalidName.description)
  .max(100, VALIDATION_MESSAGES['auth.nameTooLong']);

/** The sign-up phone: exactly the 10 digits of an Indian mobile number. */
export const SignUpPhoneSchema = text(AUTH_MESSAGES.invalidPhone.description)
  .trim()
  .refine((value) => isIndianMobile(value), AUTH_MESSAGES.invalidPhone.description);

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  fullName: FullNameSchema,
  phone: SignUpPhoneSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ROLES = ['patient', 'expert', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** What the server tells the browser about the signed-in person. */
export const CurrentUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: RoleSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const SessionInfoSchema = z.object({
  user: CurrentUserSchema.nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
