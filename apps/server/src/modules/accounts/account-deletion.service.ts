import { createHmac } from 'node:crypto';
import {
  addBusinessDays,
  DELETION_COMPLETION_BUSINESS_DAYS,
  DELETION_MESSAGES,
  DELETION_RESPONSE_BUSINESS_DAYS,
  normalizeIndianPhone,
  type AppLanguage,
  type DeletionRequestInput,
  type DeletionRequestReceipt,
  type OutboxTemplate,
} from '@sahay/domain';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accounts, sessions, signInFailures, users, verifications } from '../../db/schema/auth';
import { chatFiles } from '../../db/schema/chat';
import { consultationMessages, consultations } from '../../db/schema/consultations';
import { legalDocuments, ratings } from '../../db/schema/expert-work';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../../db/schema/health-records';
import { oneTimeCodes } from '../../db/schema/one-time-codes';
import { auditLog, outbox } from '../../db/schema/platform';
import { accountDeletionRequests, contactMessages } from '../../db/schema/support';
import { AppError } from '../../lib/errors';
import { outboxMessage } from '../notifications/message-templates';
import { userLanguage } from '../notifications/recipient-language';
import type { Logger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/password-hash';
import type { StorageProvider } from '../../providers/storage/storage';
import { recomputeExpertRating } from '../ratings/ratings.service';
import { closeSocketsOf } from '../../realtime/bus';

/**
 * Tells the person their request was carried out, when an admin deleted the account (someone deleting it themselves
 * sees it happen). The worker erases the address once it is sent (FORGET_RECIPIENT in the outbox worker).
 */
export const DELETION_COMPLETED_TEMPLATE = 'deletion-request-completed' satisfies OutboxTemplate;

/** The outbox template that tells the requester we have their request and by when we answer. */
export const DELETION_RECEIVED_TEMPLATE = 'deletion-request-received' satisfies OutboxTemplate;

/**
 * The only link a closed deletion request keeps to a person: an HMAC of their lower-cased email under the server's
 * secret (see the comment on account_deletion_requests). Changing AUTH_SECRET breaks the link to older requests,
 * which errs on the side of forgetting.
 */
export function emailPseudonym(key: string, email: string): string {
  return createHmac('sha256', key).update(`account-deletion:${email.trim().toLowerCase()}`).digest('hex');
}

function deadlines(now: Date) {
  return {
    respondBy: addBusinessDays(now, DELETION_RESPONSE_BUSINESS_DAYS),
    deleteBy: addBusinessDays(now, DELETION_COMPLETION_BUSINESS_DAYS),
  };
}

/**
 * A request from the /delete-account form (spec 000 §2), signed in or not. Support verifies the person and answers
 * within 2 business days, and deletes within 7 (spec 000 §9); until then the request keeps the details given.
 */
export async function requestAccountDeletion(
  db: Database,
  key: string,
  input: DeletionRequestInput,
  language: AppLanguage,
  now = new Date(),
): Promise<DeletionRequestReceipt> {
  const { respondBy, deleteBy } = deadlines(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountDeletionRequests)
      .values({
        kind: 'request',
        status: 'pending',
        emailHash: emailPseudonym(key, input.email),
        email: input.email,
        phone: normalizeIndianPhone(input.phone) ?? input.phone,
        fullName: input.fullName,
        reason: input.reason || null,
        respondBy,
        deleteBy,
        createdAt: now,
      })
      .returning({ id: accountDeletionRequests.id });
    if (!row) throw new Error('deletion request not stored');
    await tx
      .insert(outbox)
      .values(outboxMessage('email', input.email, DELETION_RECEIVED_TEMPLATE, { deletionRequestId: row.id, respondBy, deleteBy }, language));
    return { id: row.id, status: 'pending' as const, respondBy, deleteBy };
  });
}

export interface AccountDeletionOutcome {
  requestId: string;
  /** Prescriptions an expert issued to this person, kept with no link to them. */
  prescriptionsKept: number;
}

interface EraseOptions {
  db: Database;
  /** The key of emailPseudonym. */
  key: string;
  /**
   * Where uploaded files are kept (chat attachments, issue 6; medical records, issue 14). Every file of the person's is found through the row
   * that names its key and removed through the provider, never the file system directly (issue 16).
   */
  storage: StorageProvider;
  logger: Logger;
  userId: string;
  now?: Date;
}

/** `password` undefined: only for an account without one, and the route has checked a recent proof (issue 20 part 5). */
type DeleteOwnAccountOptions = EraseOptions & { password: string | undefined; passwordHasher: PasswordHasher };

async function confirmPassword(db: Database, passwordHasher: PasswordHasher, userId: string, password: string | undefined) {
  const [user] = await db.select({ email: users.email, phone: users.phone, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  // Expert profiles are linked to other people's consultations and an admin may be the last one: support closes these.
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', DELETION_MESSAGES.staffAccount);
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  // An account with a password confirms with it; one made with a mobile number and no password has had a recent code.
  if (password === undefined && !credential?.hash) return user;
  if (password === undefined) throw new AppError('VALIDATION_FAILED', DELETION_MESSAGES.passwordRequired, { password: [DELETION_MESSAGES.passwordRequired] });
  const valid = credential?.hash ? await passwordHasher.verify({ hash: credential.hash, password }) : false;
  if (!valid) {
    throw new AppError('VALIDATION_FAILED', DELETION_MESSAGES.wrongPassword, { password: [DELETION_MESSAGES.wrongPassword] });
  }
  return user;
}

/**
 * "Delete my account now": the password confirms it is the account holder (it counts as a fresh sign-in), then
 * the account and everything of the person's goes in one transaction. Prescriptions stay, unlinked: the doctor who
 * issued one must keep the record of the consultation (Telemedicine Practice Guidelines 2020, "maintain records").
 */
export async function deleteOwnAccount(options: DeleteOwnAccountOptions): Promise<AccountDeletionOutcome> {
  const user = await confirmPassword(options.db, options.passwordHasher, options.userId, options.password);
  return eraseAccount(options, user, null);
}

/**
 * Erases a person's account and everything of theirs (see deleteOwnAccount). Requests they sent as a visitor are
 * theirs once linked by a verified phone (linkVisitorRequests, decision 062) and go with their consultations; the
 * others stay on the phone's contact record, since anyone could have typed that phone. What it must cover is checked
 * against every table of the schema (test/deletion-coverage.test.ts). `byAdmin` is set when an admin does it
 * on a verified request from the /delete-account form: that request is the record of the deletion, and the audit
 * names the admin.
 */
export async function eraseAccount(
  options: EraseOptions,
  user: { email: string | null; phone: string | null },
  byAdmin: { adminId: string; requestId: string } | null,
): Promise<AccountDeletionOutcome> {
  const { db, key, userId, now = new Date() } = options;
  const emailHash = user.email ? emailPseudonym(key, user.email) : null;
  const recipients = [user.email, user.phone].filter((value): value is string => Boolean(value));

  const outcome = await db.transaction(async (tx) => {
    // Read before the account goes: the last message is said in the language they chose.
    const language = await userLanguage(tx, userId);
    const count = async (query: Promise<unknown[]>) => (await query).length;
    const ownConsultations = tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.userId, userId));
    // Their rows go with the consultations (cascade); the stored bytes are removed once the transaction commits.
    const chatFileKeys = (await tx.select({ key: chatFiles.storageKey }).from(chatFiles).where(inArray(chatFiles.consultationId, ownConsultations))).map(
      (row) => row.key,
    );
    // Their records' files (issue 14 part 3): the rows go below, the bytes once the transaction commits.
    const recordFileKeys = (
      await tx
        .select({ key: medicalRecords.storageKey })
        .from(medicalRecords)
        .where(and(eq(medicalRecords.userId, userId), isNotNull(medicalRecords.storageKey)))
    ).flatMap((row) => (row.key ? [row.key] : []));
    // Their ratings go with the consultations (cascade): the experts they rated are averaged again without them.
    const ratedExperts = (await tx.selectDistinct({ id: ratings.expertId }).from(ratings).where(inArray(ratings.consultationId, ownConsultations))).map(
      (row) => row.id,
    );
    const deleted = {
      consultationMessages: await count(
        tx.delete(consultationMessages).where(inArray(consultationMessages.consultationId, ownConsultations)).returning({ id: consultationMessages.id }),
      ),
      // Kept for the doctor, de-identified: the name written on it at issue goes too (issue 7).
      prescriptionsKept: await count(
        tx.update(prescriptions).set({ userId: null, patientName: null }).where(eq(prescriptions.userId, userId)).returning({ id: prescriptions.id }),
      ),
      // The prescription rule (issue 16): what the lawyer must keep is kept, without the client's name or link.
      legalDocumentsKept: await count(
        tx.update(legalDocuments).set({ userId: null, clientName: null }).where(eq(legalDocuments.userId, userId)).returning({ id: legalDocuments.id }),
      ),
      consultations: await count(tx.delete(consultations).where(eq(consultations.userId, userId)).returning({ id: consultations.id })),
      appointments: await count(tx.delete(appointments).where(eq(appointments.userId, userId)).returning({ id: appointments.id })),
      medicalRecords: await count(tx.delete(medicalRecords).where(eq(medicalRecords.userId, userId)).returning({ id: medicalRecords.id })),
      vitalSigns: await count(tx.delete(vitalSigns).where(eq(vitalSigns.userId, userId)).returning({ id: vitalSigns.id })),
      contactMessages: await count(
        tx
          .delete(contactMessages)
          .where(
            user.email
              ? or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${user.email.toLowerCase()}`)
              : eq(contactMessages.userId, userId),
          )
          .returning({ id: contactMessages.id }),
      ),
      // Decision 053: the log of who read their medical data is kept for AUDIT_RETENTION_DAYS (DPDP Rules), without
      // identity: the link to the person goes, and nothing else in those rows names them.
      accessLogKept: await count(tx.update(auditLog).set({ subjectUserId: null }).where(eq(auditLog.subjectUserId, userId)).returning({ id: auditLog.id })),
      // Queued and sent notifications are copies of what we told this person.
      outbox: recipients.length > 0 ? await count(tx.delete(outbox).where(inArray(outbox.recipient, recipients)).returning({ id: outbox.id })) : 0,
      sessions: await count(tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })),
      // Password-reset tokens carry the user id as their value.
      verifications: await count(tx.delete(verifications).where(eq(verifications.value, userId)).returning({ id: verifications.id })),
      // Failed sign-ins are counted by the typed email (decision 052); the account's own goes with it.
      signInFailures: user.email
        ? await count(tx.delete(signInFailures).where(eq(signInFailures.email, user.email.toLowerCase())).returning({ email: signInFailures.email }))
        : 0,
    };
    // Issue 20: their one-time codes and reset links, including sign-in codes sent to their number before it was theirs.
    await tx.delete(oneTimeCodes).where(user.phone ? or(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.phone, user.phone)) : eq(oneTimeCodes.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    // Issue 16: on commit, the person's sockets close on every instance.
    await closeSocketsOf(tx, userId);
    for (const expertId of ratedExperts) await recomputeExpertRating(tx, expertId);

    // Earlier requests from the form by the same person are done now: their personal details go too.
    const closedRequests = emailHash
      ? await count(
          tx
            .update(accountDeletionRequests)
            .set({ status: 'completed', completedAt: now, email: null, phone: null, fullName: null, reason: null })
            .where(and(eq(accountDeletionRequests.emailHash, emailHash), eq(accountDeletionRequests.status, 'pending')))
            .returning({ id: accountDeletionRequests.id }),
        )
      : 0;
    const request = byAdmin
      ? await closeRequest(tx, byAdmin.requestId, 'completed', now)
      : await selfServiceRecord(tx, emailHash ?? emailPseudonym(key, userId), now);
    // Queued after their copies of earlier messages were deleted above; it holds the address only until it is sent.
    if (byAdmin && user.email)
      await tx.insert(outbox).values(outboxMessage('email', user.email, DELETION_COMPLETED_TEMPLATE, { deletionRequestId: request.id }, language));
    // Counts only: the audit trail proves the deletion without keeping anything about the person.
    await tx.insert(auditLog).values({
      actorUserId: byAdmin?.adminId ?? null,
      action: 'account.deleted',
      subjectType: 'account_deletion_request',
      subjectId: request.id,
      metadata: { ...deleted, closedRequests },
    });
    return { requestId: request.id, prescriptionsKept: deleted.prescriptionsKept, fileKeys: [...chatFileKeys, ...recordFileKeys] };
  });

  // Files cannot join the transaction: they go once the rows are gone. A failure leaves files no row points to;
  // it is logged for an operator to remove, and the person still gets their answer.
  try {
    for (const key of outcome.fileKeys) await options.storage.delete(key);
  } catch (error) {
    options.logger.error({ err: error, deletionRequestId: outcome.requestId }, 'account deleted, but its files could not be removed');
  }
  return { requestId: outcome.requestId, prescriptionsKept: outcome.prescriptionsKept };
}

async function selfServiceRecord(tx: Tx, emailHash: string, now: Date) {
  const { respondBy, deleteBy } = deadlines(now);
  const [request] = await tx
    .insert(accountDeletionRequests)
    .values({ kind: 'self_service', status: 'completed', emailHash, respondBy, deleteBy, completedAt: now, createdAt: now })
    .returning({ id: accountDeletionRequests.id });
  if (!request) throw new Error('deletion record not stored');
  return request;
}

/** Closes a request from the form; its personal details go with it (the table's check allows them only while open). */
export async function closeRequest(tx: Tx | Database, requestId: string, status: 'completed' | 'rejected', now: Date) {
  const [request] = await tx
    .update(accountDeletionRequests)
    .set({ status, completedAt: now, email: null, phone: null, fullName: null, reason: null })
    .where(eq(accountDeletionRequests.id, requestId))
    .returning({ id: accountDeletionRequests.id });
  if (!request) throw new Error('deletion request not found');
  return request;
}
