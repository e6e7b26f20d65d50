import { isOfferedTo, requestFields, type Category, type FieldFacts } from '@sahay/domain';
import { and, eq, isNotNull, isNull, or, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { presenceConnections } from '../../db/schema/chat';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { isConnected, livePresence } from '../../realtime/presence';
import type { ExpertSelf } from '../consultation-lifecycle/actors';

type Db = Database | Tx;

/** The expert an offer is judged for: their profile and whether they are connected to Sahay now. */
export interface OfferViewer {
  expert: ExpertSelf;
  online: boolean;
}

/** "Online" for offers is realtime presence (a live socket, e.g. the open desk), not the Online switch. */
export async function offerViewer(db: Db, expert: ExpertSelf, userId: string, now: Date): Promise<OfferViewer> {
  return { expert, online: await isConnected(db, userId, now) };
}

const NO_FACTS: FieldFacts = { approved: false, online: false };

/**
 * For each field, whether an approved expert of the category is filed under it, and whether one of them is
 * connected now (realtime presence). One query; each test is an index lookup (the GIN index on match_groups).
 */
async function factsOf(db: Db, category: Category, fields: string[], now: Date): Promise<Map<string, FieldFacts>> {
  if (fields.length === 0) return new Map();
  const approvedOf = sql`${experts.category} = ${category} and ${experts.status} = 'approved' and ${experts.matchGroups} @> array[g]`;
  const rows = await db
    .select({
      field: sql<string>`g`,
      approved: sql<boolean>`exists(select 1 from ${experts} where ${approvedOf})`,
      online: sql<boolean>`exists(select 1 from ${presenceConnections} join ${experts} on ${sql.raw('"experts"."user_id" = "presence_connections"."user_id"')} where ${livePresence(now)} and ${approvedOf})`,
    })
    .from(
      sql`unnest(array[${sql.join(
        fields.map((field) => sql`${field}`),
        sql`, `,
      )}]::text[]) as g`,
    );
  return new Map(rows.map((row) => [row.field, { approved: row.approved, online: row.online }]));
}

/** Whether each of these departments (of requests in the viewer's category) is offered to the viewer. */
async function offeredDepartments(db: Db, viewer: OfferViewer, departments: string[], now: Date): Promise<Set<string>> {
  const { category } = viewer.expert;
  const fields = [...new Set(departments.flatMap((department) => requestFields(category, department)))];
  const facts = await factsOf(db, category, fields, now);
  const candidate = { ...viewer.expert, approved: viewer.expert.status === 'approved', online: viewer.online };
  return new Set(departments.filter((department) => isOfferedTo({ category, department }, candidate, (field) => facts.get(field) ?? NO_FACTS)));
}

/** Unassigned requests waiting for an expert, in the viewer's category. */
function unassignedIn(category: Category): SQL {
  return and(isNull(consultations.expertId), eq(consultations.status, 'pending'), eq(consultations.category, category)) as SQL;
}

/**
 * Issue 16: the condition that selects the unassigned requests offered to the viewer (isOfferedTo). The rule
 * depends on a request's department only, so the departments waiting now are judged once each and the list
 * query filters by them. Nothing is offered to an expert who is not approved.
 */
export async function offeredToViewer(db: Db, viewer: OfferViewer, now: Date): Promise<SQL | undefined> {
  if (viewer.expert.status !== 'approved') return undefined;
  const waiting = await db
    .selectDistinct({ department: consultations.department })
    .from(consultations)
    .where(and(unassignedIn(viewer.expert.category), isNotNull(consultations.department)));
  const offered = await offeredDepartments(
    db,
    viewer,
    waiting.flatMap((row) => (row.department ? [row.department] : [])),
    now,
  );
  const byDepartment =
    offered.size > 0 ? or(isNull(consultations.department), inArray(consultations.department, [...offered])) : isNull(consultations.department);
  return and(unassignedIn(viewer.expert.category), byDepartment);
}

/** Whether one unassigned request is offered to the viewer. */
export async function isOfferedToViewer(
  db: Db,
  viewer: OfferViewer,
  request: { category: Category; department: string | null; expertId: string | null },
  now: Date,
): Promise<boolean> {
  if (request.expertId !== null || viewer.expert.status !== 'approved' || request.category !== viewer.expert.category) return false;
  if (request.department === null) return true;
  return (await offeredDepartments(db, viewer, [request.department], now)).has(request.department);
}
