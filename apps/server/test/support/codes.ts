import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/platform';
import type { TestApp } from './test-app';

/** The code in the newest SMS to this number, read from the outbox as an admin would in /admin/outbox. */
export async function latestCode(testApp: TestApp, phone: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.template, 'one-time-code')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = (row?.payload as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') throw new Error(`no code sent to ${phone}`);
  return code;
}

/** The token of the newest password-reset link emailed to this address. */
export async function latestResetToken(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'password-reset-link')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = (row?.payload as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') throw new Error(`no reset link sent to ${email}`);
  return token;
}

let next = 0;
/** A fresh 10-digit mobile number per call (7xxxxxxxxx: the factories' sign-ups use 98…). */
export function freshMobile(): string {
  next += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(next).padStart(3, '0')}`;
}
