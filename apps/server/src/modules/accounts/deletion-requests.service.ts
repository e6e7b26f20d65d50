import {
  DELETION_ADMIN_MESSAGES,
  normalizeIndianPhone,
  type AdminDeletionRequest,
  type CurrentUser,
  type DeletionRequestView,
  type OutboxTemplate,
} from '@sahay/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { auditLog, outbox } from '../../db/schema/platform';
import { accountDeletionRequests } from '../../db/schema/support';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/session';
import { outboxMessage } from '../notifications/message-templates';
import { userLanguage } from '../notifications/recipient-language';
import type { Logger } from '../../lib/logger';
import type { StorageProvider } from '../../providers/storage/storage';
import { closeRequest, eraseAccount, type AccountDeletionOutcome } from './account-deletion.service';

/** The outbox template that tells the requester their request was closed without deleting, and why. */
export const DELETION_REJECTED_TEMPLATE = 'deletion-request-rejected' satisfies OutboxTemplate;
const LIST_MAX = 100;

type RequestRow = typeof accountDeletionRequests.$inferSelect;
type AccountRow = { id: string; name: string; email: string | null; phone: string | null; role: 'patient' | 'expert' | 'admin' };

async function accountsByEmail(db: Database, emails: string[]): Promise<Map<string, AccountRow>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Map(rows.map((row) => [row.email?.toLowerCase() ?? '', row]));
}

const samePhone = (a: string | null, b: string | null) => Boolean(a && b && (normalizeIndianPhone(a) ?? a) === (normalizeIndianPhone(b) ?? b));

function toView(row: RequestRow, account: AccountRow | undefined): AdminDeletionRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    respondBy: row.respondBy,
    deleteBy: row.deleteBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    match:
      row.status === 'pending'
        ? {
            accountFound: Boolean(account),
            name: account?.name ?? null,
            role: account?.role ?? null,
            phoneMatches: samePhone(row.phone, account?.phone ?? null),
          }
        : null,
  };
}

/** Open requests, oldest first (the deadline runs from the oldest), or closed ones, newest first. Admins only. */
export async function listDeletionRequests(db: Database, actor: CurrentUser, view: DeletionRequestView): Promise<AdminDeletionRequest[]> {
  assertAdmin(actor);
  const rows =
    view === 'pending'
      ? await db
          .select()
          .from(accountDeletionRequests)
          .where(eq(accountDeletionRequests.status, 'pending'))
          .orderBy(accountDeletionRequests.createdAt)
          .limit(LIST_MAX)
      : await db
          .select()
          .from(accountDeletionRequests)
          .where(sql`${accountDeletionRequests.status} <> 'pending'`)
          .orderBy(desc(accountDeletionRequests.createdAt))
          .limit(LIST_MAX);
  const accounts = await accountsByEmail(
    db,
    rows.flatMap((row) => (row.email ? [row.email] : [])),
  );
  return rows.map((row) => toView(row, row.email ? accounts.get(row.email.toLowerCase()) : undefined));
}

async function pendingRequest(db: Database, id: string): Promise<RequestRow> {
  const [row] = await db.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such deletion request');
  if (row.status !== 'pending') throw new AppError('CONFLICT', DELETION_ADMIN_MESSAGES.closed);
  return row;
}

interface CompleteOptions {
  db: Database;
  key: string;
  storage: StorageProvider;
  logger: Logger;
  actor: CurrentUser;
  requestId: string;
  now?: Date;
}

/**
 * Deletes the account a request names, once the admin has verified the person: the email must be a patient
 * account's, and the phone on the request must be that account's phone. The same erasure as "delete my account".
 */
export async function completeDeletionRequest(options: CompleteOptions): Promise<AccountDeletionOutcome> {
  const { db, actor, requestId } = options;
  assertAdmin(actor);
  const request = await pendingRequest(db, requestId);
  const account = request.email ? (await accountsByEmail(db, [request.email])).get(request.email.toLowerCase()) : undefined;
  if (!account) throw new AppError('CONFLICT', DELETION_ADMIN_MESSAGES.noAccount);
  if (account.role !== 'patient') throw new AppError('CONFLICT', DELETION_ADMIN_MESSAGES.staffAccount);
  if (!samePhone(request.phone, account.phone)) throw new AppError('CONFLICT', DELETION_ADMIN_MESSAGES.phoneMismatch);
  return eraseAccount({ ...options, userId: account.id }, { email: account.email, phone: account.phone }, { adminId: actor.id, requestId });
}

/** Closes a request without deleting anything; the person is told why by email, and the request forgets them. */
export async function rejectDeletionRequest(db: Database, actor: CurrentUser, requestId: string, reason: string, now = new Date()): Promise<void> {
  assertAdmin(actor);
  const request = await pendingRequest(db, requestId);
  // The account's language when the address has one; a request from someone without an account is answered in English.
  const account = request.email ? (await accountsByEmail(db, [request.email])).get(request.email.toLowerCase()) : undefined;
  const language = await userLanguage(db, account?.id);
  await db.transaction(async (tx) => {
    if (request.email) {
      await tx.insert(outbox).values(outboxMessage('email', request.email, DELETION_REJECTED_TEMPLATE, { deletionRequestId: request.id, reason }, language));
    }
    await closeRequest(tx, request.id, 'rejected', now);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'account-deletion-request.rejected',
      subjectType: 'account_deletion_request',
      subjectId: request.id,
      metadata: {},
    });
  });
}
