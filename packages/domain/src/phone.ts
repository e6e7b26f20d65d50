import { DEFAULT_COUNTRY_CODE, PHONE_DIGITS } from './constants';

/** Spec 000 §5: the sign-up phone field keeps only digits and at most 10 of them. */
export function keepPhoneDigits(input: string): string {
  // A pasted "+91 98765 43210" means the mobile number, not "9198765432": drop the country code first.
  const withoutCountryCode = input.trim().replace(/^(\+91|0091)[\s-]*/, '');
  return withoutCountryCode.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9. */
export function isIndianMobile(tenDigits: string): boolean {
  return /^[6-9]\d{9}$/.test(tenDigits);
}

/**
 * Spec 001 §5 normalisation: 10 digits get +91; 12 digits starting with 91 get +; a value that starts with +
 * is kept. Spaces, dashes and brackets are ignored. Returns null for anything else, including a value with no digits.
 */
export function normalizeIndianPhone(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === PHONE_DIGITS) return `${DEFAULT_COUNTRY_CODE}${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return null;
}

/** A validated 10-digit Indian mobile number as stored: with the country code. */
export function indianE164(tenDigits: string): string {
  return `${DEFAULT_COUNTRY_CODE}${tenDigits}`;
}

/** The national 10 digits of a +91 number, for display in forms. */
export function nationalDigits(e164: string): string {
  return e164.startsWith(DEFAULT_COUNTRY_CODE) ? e164.slice(DEFAULT_COUNTRY_CODE.length) : e164.replace(/\D/g, '');
}

/** Spec 001 §9: the last 4 digits stay visible, preceded by at most 6 asterisks. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  const hidden = Math.min(digits.length - 4, 6);
  return `${'*'.repeat(hidden)}${digits.slice(-4)}`;
}
