import type { AdminExpert, AdminExpertQuery, CurrentUser, ExpertReview, ExpertStatus, ExpertSuspension } from '@sahay/domain';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { experts } from '../../db/schema/experts';
import { auditLog, outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import { expertFilesOf } from '../expert-files/expert-files.service';
import { assertAdmin } from '../../lib/session';
import type { Tx } from '../consultation-lifecycle/actors';
import { closeSocketsOf } from '../../realtime/bus';
import { outboxMessage } from '../notifications/message-templates';
import { languageOf } from '../notifications/recipient-language';

export const EXPERT_LIST_MAX = 200;

const columns = { expert: experts, email: users.email, language: users.preferredLanguage };
type Row = { expert: typeof experts.$inferSelect; email: string | null; language: string | null };

/** The one mapper from an expert row to what the admin console sees. */
function toAdminExpert({ expert, email }: Row): AdminExpert {
  return {
    id: expert.id,
    userId: expert.userId,
    name: expert.name,
    email,
    phone: expert.phone,
    whatsappNumber: expert.whatsappNumber,
    category: expert.category,
    specialization: expert.specialization,
    qualification: expert.qualification,
    experienceYears: expert.experienceYears,
    languages: expert.languages,
    consultationFee: expert.consultationFee,
    bio: expert.bio,
    credentialBody: expert.credentialBody,
    credentialNumber: expert.credentialNumber,
    portfolioUrl: expert.portfolioUrl,
    status: expert.status,
    statusReason: expert.statusReason,
    reviewedAt: expert.reviewedAt?.toISOString() ?? null,
    isVerified: expert.isVerified,
    isOnline: expert.isOnline,
    rating: expert.rating,
    totalConsultations: expert.totalConsultations,
    createdAt: expert.createdAt.toISOString(),
    ...expertFilesOf(expert),
  };
}

function filters(query: AdminExpertQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(experts.status, query.status));
  if (query.category) conditions.push(eq(experts.category, query.category));
  if (query.online) conditions.push(eq(experts.isOnline, query.online === 'true'));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const match = or(ilike(experts.name, pattern), ilike(experts.specialization, pattern), ilike(experts.phone, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Admins only. Pending experts oldest first (first come, first reviewed); otherwise by name. */
export async function listExperts(db: Database, actor: CurrentUser, query: AdminExpertQuery): Promise<AdminExpert[]> {
  assertAdmin(actor);
  const order = query.status === 'pending' ? [asc(experts.createdAt)] : [asc(experts.name), asc(experts.id)];
  const rows = await db
    .select(columns)
    .from(experts)
    .leftJoin(users, eq(users.id, experts.userId))
    .where(filters(query))
    .orderBy(...order)
    .limit(EXPERT_LIST_MAX);
  return rows.map(toAdminExpert);
}

async function loadForUpdate(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select(columns).from(experts).leftJoin(users, eq(users.id, experts.userId)).where(eq(experts.id, id)).for('update', { of: experts });
  if (!row) throw new AppError('NOT_FOUND', 'This expert does not exist');
  return row;
}

/** Tells the expert of a decision by email (their account) and WhatsApp (the number they gave). */
async function notify(tx: Tx, row: Row, template: (typeof REVIEW_TEMPLATES)[keyof typeof REVIEW_TEMPLATES], reason: string | null) {
  const payload = { expertId: row.expert.id, name: row.expert.name, reason };
  const messages: Array<typeof outbox.$inferInsert> = [];
  const language = languageOf(row.language);
  if (row.email) messages.push(outboxMessage('email', row.email, template, payload, language));
  const phone = row.expert.whatsappNumber ?? row.expert.phone;
  messages.push(outboxMessage('whatsapp', phone, template, payload, language));
  await tx.insert(outbox).values(messages);
}

async function setStatus(tx: Tx, actor: CurrentUser, row: Row, status: ExpertStatus, reason: string | null, now: Date): Promise<Row> {
  // The matching service reads only is_verified: it is true exactly when the expert is approved.
  const isVerified = status === 'approved';
  const [expert] = await tx
    .update(experts)
    .set({ status, isVerified, statusReason: reason, reviewedAt: now, reviewedBy: actor.id, ...(isVerified ? {} : { isOnline: false }) })
    .where(eq(experts.id, row.expert.id))
    .returning();
  if (!expert) throw new Error('expert not updated');
  await tx.insert(auditLog).values({ actorUserId: actor.id, action: `expert.${status}`, subjectType: 'expert', subjectId: expert.id, metadata: { reason } });
  return { expert, email: row.email, language: row.language };
}

export const REVIEW_TEMPLATES = {
  approved: 'expert-approved',
  rejected: 'expert-rejected',
  suspended: 'expert-suspended',
  reinstated: 'expert-reinstated',
} as const;

/** Admins only: approve or reject a pending (or earlier rejected) registration. */
export async function reviewExpert(db: Database, actor: CurrentUser, id: string, review: ExpertReview, now = new Date()): Promise<AdminExpert> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, id);
    if (row.expert.status !== 'pending' && row.expert.status !== 'rejected') {
      throw new AppError('CONFLICT', `This expert is already ${row.expert.status}`);
    }
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    const reason = review.reason || null;
    const updated = await setStatus(tx, actor, row, status, reason, now);
    await notify(tx, updated, REVIEW_TEMPLATES[status], reason);
    return toAdminExpert(updated);
  });
}

/** Admins only: suspend an approved expert (they stop being matched) or reinstate a suspended one. */
export async function setSuspension(db: Database, actor: CurrentUser, id: string, input: ExpertSuspension, now = new Date()): Promise<AdminExpert> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, id);
    const expected = input.suspend ? 'approved' : 'suspended';
    if (row.expert.status !== expected) throw new AppError('CONFLICT', `Only an ${expected} expert can be ${input.suspend ? 'suspended' : 'reinstated'}`);
    const reason = input.reason || null;
    const updated = await setStatus(tx, actor, row, input.suspend ? 'suspended' : 'approved', reason, now);
    // Issue 16: access ends at once; on commit, the expert's sockets close on every instance.
    if (input.suspend && updated.expert.userId) await closeSocketsOf(tx, updated.expert.userId);
    await notify(tx, updated, input.suspend ? REVIEW_TEMPLATES.suspended : REVIEW_TEMPLATES.reinstated, reason);
    return toAdminExpert(updated);
  });
}
