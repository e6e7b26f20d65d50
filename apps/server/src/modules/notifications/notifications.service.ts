import type { CurrentUser, OutboxEntry, OutboxQuery } from '@sahay/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, outboxAttempts } from '../../db/schema/platform';
import { assertAdmin } from '../../lib/session';
import { renderMessage, type Links } from './message-templates';
import { FORGOTTEN_RECIPIENT } from './outbox-worker';

export const OUTBOX_LIST_MAX = 100;

/** Phone numbers in the admin inbox keep their last four digits: an admin needs to tell messages apart, not to call. */
function maskRecipient(recipient: string): string {
  if (recipient === FORGOTTEN_RECIPIENT) return recipient;
  if (recipient.includes('@')) return recipient.replace(/^(.).*(@.*)$/, '$1***$2');
  return recipient.length > 4 ? `${'*'.repeat(Math.min(recipient.length - 4, 6))}${recipient.slice(-4)}` : recipient;
}

/** Admins only: the outbox as an inbox, newest first, with every attempt. */
/** The text as it was (or will be) sent; a row of a template this version cannot render says so instead. */
function textOf(row: typeof outbox.$inferSelect, links: Links): string {
  try {
    return renderMessage(row.template, row.payload, links).text;
  } catch (error) {
    return error instanceof Error ? error.message : 'No text for this template';
  }
}

export async function listOutbox(db: Database, actor: CurrentUser, query: OutboxQuery, links: Links): Promise<OutboxEntry[]> {
  assertAdmin(actor);
  const rows = await db
    .select()
    .from(outbox)
    .where(and(query.status ? eq(outbox.status, query.status) : undefined, query.channel ? eq(outbox.channel, query.channel) : undefined))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(Math.min(query.limit ?? OUTBOX_LIST_MAX, OUTBOX_LIST_MAX));
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(outboxAttempts)
          .where(
            inArray(
              outboxAttempts.outboxId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(outboxAttempts.attempt);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    template: row.template,
    text: textOf(row, links),
    status: row.status,
    attempts: row.attempts,
    provider: row.provider,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    history: attempts
      .filter((attempt) => attempt.outboxId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        provider: attempt.provider,
        ok: attempt.ok,
        error: attempt.error,
        durationMs: attempt.durationMs,
        at: attempt.attemptedAt.toISOString(),
      })),
  }));
}
