import type { CurrentUser, DeskConsultation, DeskOverview, DeskStats, ReferralTarget } from '@sahay/domain';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { legalDocuments, ratings } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { prescriptions } from '../../db/schema/health-records';
import { CHAT_MESSAGES } from '@sahay/domain';
import { AppError } from '../../lib/errors';
import { recordAccesses } from '../audit/audit.service';
import { requireExpert, type ExpertSelf } from '../consultation-lifecycle/actors';
import { expertFilesOf } from '../expert-files/expert-files.service';

export const DESK_LIST_MAX = 50;

const deskColumns = { consultation: consultations, patientPhone: users.phone };
type DeskRow = { consultation: typeof consultations.$inferSelect; patientPhone: string | null };

/**
 * The one mapper to the desk. The name is the one given with the request (issue 16), never the requester's user row,
 * which other requests from the same phone share. The phone is shown only once the consultation is theirs and active.
 */
function toDeskConsultation(row: DeskRow, me: ExpertSelf, documents: Map<string, string>): DeskConsultation {
  const c = row.consultation;
  const mine = c.expertId === me.id;
  return {
    id: c.id,
    status: c.status,
    category: c.category,
    consultationType: c.consultationType,
    assignedToMe: mine,
    patient: { id: c.userId, name: c.patientName, phone: mine && c.status === 'active' ? row.patientPhone : null },
    problem: c.problemDescription,
    patientAge: c.patientAge,
    patientGender: c.patientGender,
    department: c.department,
    additionalSymptoms: c.additionalSymptoms,
    aiTranscript: c.aiTranscript ?? [],
    fee: c.consultationFee,
    createdAt: c.createdAt.toISOString(),
    documentId: documents.get(c.id) ?? null,
  };
}

async function documentsFor(db: Database, ids: string[], me: ExpertSelf): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = me.category === 'legal' ? legalDocuments : prescriptions;
  const rows = await db
    .select({ id: table.id, consultationId: table.consultationId })
    .from(table)
    .where(and(inArray(table.consultationId, ids), eq(table.expertId, me.id)))
    .orderBy(desc(table.createdAt));
  const map = new Map<string, string>();
  for (const row of rows) if (row.consultationId && !map.has(row.consultationId)) map.set(row.consultationId, row.id);
  return map;
}

async function stats(db: Database, me: ExpertSelf, now: Date): Promise<Omit<DeskStats, 'waiting'>> {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const startOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${consultations.status} = 'active')::int`,
      completed: sql<number>`count(*) filter (where ${consultations.status} = 'completed')::int`,
      completedToday: sql<number>`count(*) filter (where ${consultations.status} = 'completed' and ${consultations.updatedAt} >= ${startOfDay.toISOString()})::int`,
      earnings: sql<number>`coalesce(sum(${consultations.consultationFee}) filter (where ${consultations.status} = 'completed'), 0)::int`,
      earningsThisMonth: sql<number>`coalesce(sum(${consultations.consultationFee}) filter (where ${consultations.status} = 'completed' and ${consultations.updatedAt} >= ${startOfMonth.toISOString()}), 0)::int`,
    })
    .from(consultations)
    .where(eq(consultations.expertId, me.id));
  return row ?? { active: 0, completed: 0, completedToday: 0, earnings: 0, earningsThisMonth: 0 };
}

/**
 * Issue 16: the desk shows each consultation's intake (symptoms, AI questions and answers), so every one it shows
 * is an audited read, with the relation that let this expert see it.
 */
async function auditIntakes(db: Database, user: CurrentUser, me: ExpertSelf, rows: DeskRow[]) {
  await recordAccesses(
    db,
    rows.map(({ consultation: c }) => ({
      actor: user,
      actorRole: 'expert' as const,
      subjectUserId: c.userId,
      resource: 'consultation_intake' as const,
      resourceId: c.id,
      reason: c.expertId === me.id ? `assigned expert of consultation ${c.id}` : `approved ${me.category} expert; request ${c.id} not yet assigned`,
    })),
  );
}

function listQuery(db: Database) {
  return db.select(deskColumns).from(consultations).innerJoin(users, eq(users.id, consultations.userId));
}

/** Issue 7 part 3: the signed-in expert's desk, every number counted from consultation rows. */
export async function deskOverview(db: Database, user: CurrentUser, now = new Date()): Promise<DeskOverview> {
  const me = await requireExpert(db, user);
  const [profile] = await db.select().from(experts).where(eq(experts.id, me.id));
  const [ratingCount] = await db.select({ n: count() }).from(ratings).where(eq(ratings.expertId, me.id));
  if (!profile) throw new AppError('NOT_FOUND', 'This expert profile does not exist');
  const approved = me.status === 'approved';
  // Issue 16: a suspended expert keeps their profile and figures but sees no patient's intake.
  const closed = me.status === 'suspended';
  // Incoming: assigned to me, or unassigned in my field. Only an approved expert sees unassigned requests.
  const incomingWhere = approved
    ? and(
        eq(consultations.status, 'pending'),
        or(eq(consultations.expertId, me.id), and(isNull(consultations.expertId), eq(consultations.category, me.category))),
      )
    : and(eq(consultations.status, 'pending'), eq(consultations.expertId, me.id));
  const [incoming, active, recent, counts] = await Promise.all([
    closed ? [] : listQuery(db).where(incomingWhere).orderBy(consultations.createdAt).limit(DESK_LIST_MAX),
    closed
      ? []
      : listQuery(db)
          .where(and(eq(consultations.status, 'active'), eq(consultations.expertId, me.id)))
          .orderBy(desc(consultations.updatedAt))
          .limit(DESK_LIST_MAX),
    closed
      ? []
      : listQuery(db)
          .where(and(inArray(consultations.status, ['completed', 'cancelled']), eq(consultations.expertId, me.id)))
          .orderBy(desc(consultations.updatedAt))
          .limit(10),
    stats(db, me, now),
  ]);
  await auditIntakes(db, user, me, [...incoming, ...active, ...recent]);
  const documents = await documentsFor(
    db,
    [...active, ...recent].map((r) => r.consultation.id),
    me,
  );
  const map = (rows: DeskRow[]) => rows.map((r) => toDeskConsultation(r, me, documents));
  return {
    profile: {
      id: profile.id,
      name: profile.name,
      category: profile.category,
      specialization: profile.specialization,
      status: profile.status,
      statusReason: profile.statusReason,
      isOnline: profile.isOnline,
      isVerified: profile.isVerified,
      rating: profile.rating,
      ratingCount: ratingCount?.n ?? 0,
      consultationFee: profile.consultationFee,
      ...expertFilesOf(profile),
    },
    stats: { waiting: incoming.length, ...counts },
    incoming: map(incoming),
    active: map(active),
    recent: map(recent),
  };
}

/** The Online switch: only an approved expert can go online; presence is stamped either way. */
export async function setOnline(db: Database, user: CurrentUser, online: boolean, now = new Date()): Promise<{ online: boolean }> {
  const me = await requireExpert(db, user);
  if (online && me.status !== 'approved') throw new AppError('FORBIDDEN', 'You can go online once an admin has approved your profile');
  await db.update(experts).set({ isOnline: online, lastSeenAt: now }).where(eq(experts.id, me.id));
  return { online };
}

/** Approved experts in my field to refer a consultation to, online first. */
export async function referralTargets(db: Database, user: CurrentUser): Promise<ReferralTarget[]> {
  const me = await requireExpert(db, user);
  return db
    .select({ id: experts.id, name: experts.name, specialization: experts.specialization, isOnline: experts.isOnline, rating: experts.rating })
    .from(experts)
    .where(and(eq(experts.category, me.category), eq(experts.status, 'approved'), ne(experts.id, me.id)))
    .orderBy(desc(experts.isOnline), desc(experts.rating), experts.name)
    .limit(100);
}

/** One consultation as the desk shows it: the assigned expert, or any approved expert of the field while unassigned. */
export async function deskConsultation(db: Database, user: CurrentUser, id: string): Promise<DeskConsultation> {
  const me = await requireExpert(db, user);
  if (me.status === 'suspended') throw new AppError('FORBIDDEN', CHAT_MESSAGES.suspended);
  const [row] = await listQuery(db).where(eq(consultations.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This consultation does not exist');
  const c = row.consultation;
  const open = c.expertId === null && c.status === 'pending' && c.category === me.category && me.status === 'approved';
  if (c.expertId !== me.id && !open) throw new AppError('FORBIDDEN', 'This consultation is not yours');
  await auditIntakes(db, user, me, [row]);
  return toDeskConsultation(row, me, await documentsFor(db, [id], me));
}
