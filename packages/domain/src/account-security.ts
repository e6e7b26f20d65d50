import { z } from 'zod';
import type { AppLanguage } from './app-languages';
import { ACCOUNT_SECURITY_MESSAGES as M, ONE_TIME_CODE_DIGITS } from './account-security-messages';
import { EmailSchema, FullNameSchema, NewPasswordSchema, PasswordSchema, SignUpPhoneSchema } from './auth';
import { text } from './text';

export * from './account-security-messages';

/** Six digits; spaces a paste may bring are dropped first. */
export const OneTimeCodeSchema = text()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${ONE_TIME_CODE_DIGITS}}$`), M.invalidCode));

/** "Use mobile number": a code for signing in, or for signing up when no account uses the number. */
export const PhoneCodeRequestSchema = z.object({ phone: SignUpPhoneSchema });
export type PhoneCodeRequest = z.infer<typeof PhoneCodeRequestSchema>;

export const PhoneSignInSchema = z.object({
  phone: SignUpPhoneSchema,
  code: OneTimeCodeSchema,
  /** Only when no account uses the number yet: the new account's name. */
  fullName: FullNameSchema.optional(),
});
export type PhoneSignIn = z.input<typeof PhoneSignInSchema>;

export const CodeSentSchema = z.object({
  message: z.string(),
  /** The number the code went to, masked. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

export const ForgotPasswordSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('sms'), phone: SignUpPhoneSchema }),
  z.object({ channel: z.literal('email'), email: EmailSchema }),
]);
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.union([
  z.object({ phone: SignUpPhoneSchema, code: OneTimeCodeSchema, password: NewPasswordSchema }),
  z.object({ token: text().trim().min(20, M.resetLinkInvalid).max(200, M.resetLinkInvalid), password: NewPasswordSchema }),
]);
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z.object({
  /** Required when the account has a password; a phone-only account sets its first one after a recent code. */
  currentPassword: PasswordSchema.optional(),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Confirming it is you before a sensitive action: the password, or a code sent to the account's verified number. */
export const RecentProofSchema = z.union([z.object({ password: PasswordSchema }), z.object({ code: OneTimeCodeSchema })]);
export type RecentProof = z.input<typeof RecentProofSchema>;

export const RecentProofStateSchema = z.object({
  /** When the window of the last proof (sign-in, password or code) closes; null when it already has. */
  provenUntil: z.iso.datetime().nullable(),
  hasPassword: z.boolean(),
  /** The verified number a proof code would go to, masked; null without one. */
  codeTo: z.string().nullable(),
});
export type RecentProofState = z.infer<typeof RecentProofStateSchema>;

export const AddEmailSchema = z.object({ email: EmailSchema });
export type AddEmail = z.infer<typeof AddEmailSchema>;

export const ChangePhoneCodeSchema = z.object({ phone: SignUpPhoneSchema });
export const ChangePhoneSchema = z.object({ phone: SignUpPhoneSchema, code: OneTimeCodeSchema });
export type ChangePhone = z.input<typeof ChangePhoneSchema>;

export const DeviceSessionSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** "Chrome on Android" ("Android पर Chrome" in Hindi), from the user agent; the full string is not sent back. */
  device: z.string(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;
export const DeviceSessionListSchema = z.object({ sessions: z.array(DeviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof DeviceSessionListSchema>;

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

// Issue 20 part 2: how a device is named in each language; browsers and systems are names and stay as they are.
const DEVICE_WORDS: Record<AppLanguage, { unknown: string; on: (browser: string, system: string) => string }> = {
  en: { unknown: 'Unknown device', on: (browser, system) => `${browser} on ${system}` },
  hi: { unknown: 'अनजान डिवाइस', on: (browser, system) => `${system} पर ${browser}` },
};

/** A short, readable name for a device from its user agent, in the reader's language: "Chrome on Android", or "Unknown device". */
export function deviceSummary(userAgent: string | null | undefined, language: AppLanguage): string {
  const words = DEVICE_WORDS[language];
  if (!userAgent) return words.unknown;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return words.on(browser, system);
  return browser ?? system ?? words.unknown;
}
