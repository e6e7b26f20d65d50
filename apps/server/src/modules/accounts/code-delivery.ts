import {
  ACCOUNT_SECURITY_MESSAGES as M,
  maskPhone,
  ONE_TIME_CODE_RESEND_SECONDS,
  ONE_TIME_CODE_TTL_MINUTES,
  type CodeSent,
  type OutboxTemplate,
} from '@sahay/domain';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema/platform';
import type { OneTimeCodePurpose } from '../../db/schema/one-time-codes';
import type { OutboxWorker } from '../../lib/outbox-port';
import { AppError } from '../../lib/errors';
import type { HitCounter } from '../../lib/rate-limit';
import { outboxMessage, type CodePurpose } from '../notifications/message-templates';
import { userLanguage } from '../notifications/recipient-language';
import { issuePhoneCode, type CodeContext } from './one-time-codes.service';

export const ONE_TIME_CODE_TEMPLATE = 'one-time-code' satisfies OutboxTemplate;

const SMS_PURPOSE: Record<Exclude<OneTimeCodePurpose, 'reset-link'>, CodePurpose> = {
  'phone-sign-in': 'sign-in',
  'password-reset': 'password-reset',
  'recent-proof': 'recent-proof',
  'phone-change': 'phone-change',
};

/** Codes and links sent to one number or email, counted in the shared store (decision 061) over its window. */
export interface RecipientQuota {
  counter: HitCounter;
  limit: number;
}

/**
 * Counts one message to `recipient`; over the quota, 429 with the time left. Counted before anything is sent, and
 * whether or not an account uses the recipient, so the answer says nothing about which numbers have accounts.
 */
export async function countRecipient(quota: RecipientQuota, recipient: string, now: Date): Promise<void> {
  const hit = await quota.counter.increment(recipient);
  if (hit.totalHits > quota.limit) {
    const seconds = Math.max(1, Math.ceil((hit.resetTime.getTime() - now.getTime()) / 1000));
    throw new CodeQuotaError(seconds);
  }
}

export class CodeQuotaError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('RATE_LIMITED', `Too many codes for this number or email. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    this.name = 'CodeQuotaError';
  }
}

/** Makes a code and queues its SMS in the same transaction; the outbox id is for delivering it at once. */
export async function queueCodeSms(
  tx: Tx,
  ctx: CodeContext,
  target: { purpose: Exclude<OneTimeCodePurpose, 'reset-link'>; phone: string; userId: string | null },
): Promise<number> {
  const code = await issuePhoneCode(tx, ctx, target);
  // The account's language; a number without an account yet (a first sign-in by code) is told in English.
  const language = await userLanguage(tx, target.userId);
  const [row] = await tx
    .insert(outbox)
    .values(outboxMessage('sms', target.phone, ONE_TIME_CODE_TEMPLATE, { code, purpose: SMS_PURPOSE[target.purpose] }, language))
    .returning({ id: outbox.id });
  if (!row) throw new Error('code SMS not queued');
  return row.id;
}

/** Sends the queued messages now (a code is no use late); a provider that is down leaves them to the worker. */
export async function deliverSoon(worker: OutboxWorker, ids: number[]): Promise<void> {
  if (ids.length > 0) await worker.deliverNow(ids).catch(() => undefined);
}

export function codeSent(phone: string): CodeSent {
  return {
    message: M.codeSent,
    sentTo: maskPhone(phone),
    expiresInSeconds: ONE_TIME_CODE_TTL_MINUTES * 60,
    resendAfterSeconds: ONE_TIME_CODE_RESEND_SECONDS,
  };
}
