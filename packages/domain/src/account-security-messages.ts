// Kept free of zod so the web app can show these texts without loading the schemas (bundle budget).

/** Issue 20 parts 4 and 5: one-time codes, sign-in by mobile number, password recovery and sessions. */
export const ONE_TIME_CODE_DIGITS = 6;
export const ONE_TIME_CODE_TTL_MINUTES = 5;
/** Wrong codes allowed for one code; the fifth wrong one ends it and a new code is needed. */
export const ONE_TIME_CODE_MAX_TRIES = 5;
/** A new code for the same number waits this long (the web app's resend timer shows it). */
export const ONE_TIME_CODE_RESEND_SECONDS = 30;
/** A password-reset link sent by email lives an hour. */
export const RESET_LINK_TTL_MINUTES = 60;
/** Deleting the account, exporting data and changing the mobile number need a password or a code this recent. */
export const RECENT_PROOF_MINUTES = 15;

export const ACCOUNT_SECURITY_MESSAGES = {
  invalidCode: 'Enter the 6-digit code we sent',
  wrongCode: 'That code is not right. Check the SMS and try again.',
  // Enumeration-safe: the same text whether the code was wrong too often, expired or never sent.
  codeExpired: 'This code has expired or was tried too often. Ask for a new code.',
  codeSent: 'We sent a 6-digit code by SMS. It is valid for 5 minutes.',
  // Said whether or not an account uses the number or email (no account enumeration).
  resetSent: 'If an account uses these details, we have sent a way to reset its password.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  needsName: 'No account uses this mobile number yet. Enter your name to create one.',
  passwordChanged: 'Password changed. Other devices were signed out.',
  passwordReset: 'Password reset. You are signed in, and every other device was signed out.',
  wrongPassword: 'That password is not right',
  proofRequired: 'For your security, confirm it is you with your password or a code first',
  phoneInUse: 'This mobile number is already used by another account',
  verifiedPhoneFromSettings: 'To change a verified mobile number, use Change mobile number in Settings (we send a code to the new number)',
  emailInUse: 'This email is already registered. Please login instead.',
  emailAlreadySet: 'Your account already has an email',
  noPhoneForCode: 'Your account has no verified mobile number: confirm with your password',
  noPasswordYet: 'Your account has no password yet: confirm with a code by SMS',
  signedOutEverywhere: 'Signed out on every device',
} as const;
