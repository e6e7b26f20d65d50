import {
  ACCESS_LOG_PAGE_SIZE,
  ACCESS_RESOURCE_LABELS,
  ACCESS_RESOURCE_NAMES,
  professionLine,
  readProfessionLine,
  type AccessActorRole,
  type AccessLogEntry,
  type AccessLogPage,
  type AccessLogQuery,
  type AccessResource,
  type AuditLogPage,
  type AuditLogQuery,
  type CurrentUser,
} from '@sahay/domain';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { experts } from '../../db/schema/experts';
import { auditLog } from '../../db/schema/platform';
import { assertAdmin } from '../../lib/session';
import { AppError } from '../../lib/errors';

/** The action of every row this module writes; other audit rows (admin decisions, deletions) are not reads. */
export const READ_ACTION = 'medical_data.read';

/**
 * The same person opening the same thing again within this window is one read: the desk refetches and the chat
 * pages as one scrolls, and a log with a row per refetch would bury the reads that matter (decision 053).
 */
export const READ_COALESCE_MS = 10 * 60_000;

/** One read of someone's medical data. `actorRole` is the relation that allowed it, not merely the account's role. */
export interface AccessRead {
  actor: Pick<CurrentUser, 'id'>;
  actorRole: AccessActorRole;
  /** Whose data it is; null when the record was kept after its person's account was deleted. */
  subjectUserId: string | null;
  resource: AccessResource;
  resourceId: string;
  /** Why it was allowed: 'assigned expert of consultation …', 'admin'. */
  reason: string;
}

type Db = Database | Tx;

async function describeActor(db: Db, actorId: string, role: AccessActorRole) {
  const [row] = await db
    .select({ name: users.name, expertName: experts.name, category: experts.category, specialization: experts.specialization })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.id, actorId));
  if (role === 'admin' || !row?.category) return { actorName: row?.name ?? 'Unknown', actorProfession: null };
  return { actorName: row.expertName ?? row.name, actorProfession: professionLine(row.category, row.specialization ?? '') };
}

/**
 * Issue 16: the one place that writes a read of someone's medical data to the audit log (who, what, when, why).
 * A person reading their own data is not recorded. Called by the services that authorise the read, after the
 * check passed and before the data leaves.
 */
export async function recordAccess(db: Db, read: AccessRead, now = new Date()): Promise<void> {
  await recordAccesses(db, [read], now);
}

/** Several reads by one actor at once (a desk list, an admin list): two queries whatever their number. */
export async function recordAccesses(db: Db, reads: AccessRead[], now = new Date()): Promise<void> {
  const others = reads.filter((read) => read.subjectUserId !== read.actor.id);
  const first = others[0];
  if (!first) return;
  const recent = await db
    .select({ subjectType: auditLog.subjectType, subjectId: auditLog.subjectId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, READ_ACTION),
        eq(auditLog.actorUserId, first.actor.id),
        inArray(
          auditLog.subjectId,
          others.map((read) => read.resourceId),
        ),
        gt(auditLog.createdAt, new Date(now.getTime() - READ_COALESCE_MS)),
      ),
    );
  const seen = new Set(recent.map((row) => `${row.subjectType}:${row.subjectId ?? ''}`));
  const fresh = others.filter((read) => {
    const key = `${read.resource}:${read.resourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return;
  const actor = await describeActor(db, first.actor.id, first.actorRole);
  await db.insert(auditLog).values(
    fresh.map((read) => ({
      actorUserId: read.actor.id,
      action: READ_ACTION,
      subjectType: read.resource,
      subjectId: read.resourceId,
      subjectUserId: read.subjectUserId,
      actorRole: read.actorRole,
      ...actor,
      reason: read.reason,
      createdAt: now,
    })),
  );
}

function asRole(value: string | null): AccessActorRole {
  return value === 'admin' ? 'admin' : 'expert';
}

function asResource(value: string): AccessResource {
  return value in ACCESS_RESOURCE_LABELS ? (value as AccessResource) : 'consultation_intake';
}

function pageOf<T extends { id: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** The signed-in person's own access log: who opened their data. Staff names are not shown, only 'Sahay admin'. */
export async function listMyAccessLog(db: Database, user: CurrentUser, query: AccessLogQuery): Promise<AccessLogPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, READ_ACTION), eq(auditLog.subjectUserId, user.id), query.before ? lt(auditLog.id, query.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1);
  const { page, nextBefore } = pageOf(rows, ACCESS_LOG_PAGE_SIZE);
  return { entries: page.map(toAccessLogEntry), nextBefore };
}

/** One read as its patient sees it: the expert's name and profession, or 'Sahay admin' (staff names are not shown). */
export function toAccessLogEntry(row: typeof auditLog.$inferSelect): AccessLogEntry {
  const actorRole = asRole(row.actorRole);
  const resource = asResource(row.subjectType);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    who: actorRole === 'admin' ? 'Sahay admin' : (row.actorName ?? 'A Sahay expert'),
    profession: actorRole === 'admin' ? null : row.actorProfession,
    professionParts: actorRole === 'admin' ? null : readProfessionLine(row.actorProfession),
    actorRole,
    resource,
    what: ACCESS_RESOURCE_LABELS[resource],
  };
}

/** Admins only: every recorded read, newest first, by patient or by actor. */
export async function listAuditLog(db: Database, actor: CurrentUser, query: AuditLogQuery): Promise<AuditLogPage> {
  assertAdmin(actor);
  const rows = await db
    .select({ row: auditLog, patientName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.subjectUserId))
    .where(
      and(
        eq(auditLog.action, READ_ACTION),
        query.patientId ? eq(auditLog.subjectUserId, query.patientId) : undefined,
        query.actorId ? eq(auditLog.actorUserId, query.actorId) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1);
  const { page, nextBefore } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    ACCESS_LOG_PAGE_SIZE,
  );
  return {
    entries: page.map(({ row, patientName }) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { id: row.actorUserId, name: row.actorName ?? 'Unknown', role: asRole(row.actorRole), profession: row.actorProfession },
      patient: row.subjectUserId ? { id: row.subjectUserId, name: patientName ?? 'Unknown' } : null,
      resource: asResource(row.subjectType),
      what: ACCESS_RESOURCE_NAMES[asResource(row.subjectType)],
      resourceId: row.subjectId,
      reason: row.reason ?? '',
    })),
    nextBefore,
  };
}

export type DocumentViewer = 'patient' | 'expert' | 'admin';

/**
 * Who is opening an issued document (a prescription, a legal document): its patient, the expert who wrote it, or an
 * admin; anyone else is refused. A read by anyone but the patient is audited, with the relation that allowed it.
 */
export async function openIssuedDocument(
  db: Db,
  user: CurrentUser,
  document: { patientId: string | null; authorUserId: string | null; resource: AccessResource; resourceId: string; authorReason: string },
  refused: string,
): Promise<DocumentViewer> {
  let viewer: DocumentViewer;
  if (document.patientId === user.id) return 'patient';
  if (document.authorUserId === user.id) viewer = 'expert';
  else if (user.role === 'admin') viewer = 'admin';
  else throw new AppError('FORBIDDEN', refused);
  await recordAccess(db, {
    actor: user,
    actorRole: viewer,
    subjectUserId: document.patientId,
    resource: document.resource,
    resourceId: document.resourceId,
    reason: viewer === 'admin' ? 'admin' : document.authorReason,
  });
  return viewer;
}
