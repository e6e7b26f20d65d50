import { createRequire } from 'node:module';
import { NEW_PASSWORD_MIN_LENGTH } from '@sahay/domain';

// The zxcvbn-ts list of the most used passwords (about 49,000, from leaked-password corpora). Shorter ones
// than our minimum are already refused by the length rule, so only the rest are kept.
const require = createRequire(import.meta.url);
const list = require('@zxcvbn-ts/language-common/dist/passwords.json.cjs') as string[];

const COMMON = new Set(list.filter((password) => password.length >= NEW_PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = COMMON.size;

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
