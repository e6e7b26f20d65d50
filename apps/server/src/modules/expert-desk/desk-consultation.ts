import { offerSummary, type CallRecord, type CurrentUser, type DeskConsultation } from '@sahay/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { legalDocuments } from '../../db/schema/expert-work';
import { prescriptions } from '../../db/schema/health-records';
import { recordAccesses } from '../audit/audit.service';
import { callRecordsOf } from '../calls/call-log.service';
import { acceptedBy } from '../consultation-lifecycle/acceptance';
import type { ExpertSelf } from '../consultation-lifecycle/actors';

const deskColumns = { consultation: consultations, patientPhone: users.phone };
export type DeskRow = { consultation: typeof consultations.$inferSelect; patientPhone: string | null };

export function listQuery(db: Database) {
  return db.select(deskColumns).from(consultations).innerJoin(users, eq(users.id, consultations.userId));
}

/**
 * The one mapper to the desk (issue 16). Before this expert has accepted: what is needed to decide (field, age,
 * gender, a summary). After: the patient's name, the whole problem, symptoms and AI transcript, and the phone
 * while the consultation is active.
 */
function toDeskConsultation(row: DeskRow, me: ExpertSelf, full: boolean, documents: Map<string, string>, calls: Map<string, CallRecord[]>): DeskConsultation {
  const c = row.consultation;
  const shared = {
    id: c.id,
    status: c.status,
    category: c.category,
    consultationType: c.consultationType,
    assignedToMe: c.expertId === me.id,
    summary: offerSummary(c.problemDescription),
    patientAge: c.patientAge,
    patientGender: c.patientGender,
    department: c.department,
    fee: c.consultationFee,
    createdAt: c.createdAt.toISOString(),
  };
  if (!full) return { ...shared, detail: 'offer', patient: null, problem: null, additionalSymptoms: [], aiTranscript: [], documentId: null, calls: [] };
  return {
    ...shared,
    detail: 'full',
    // The name given with the request (issue 16 part 2), never the requester's user row, which other requests
    // from the same phone share.
    patient: { id: c.userId, name: c.patientName, phone: c.status === 'active' ? row.patientPhone : null },
    problem: c.problemDescription,
    additionalSymptoms: c.additionalSymptoms,
    aiTranscript: c.aiTranscript ?? [],
    documentId: documents.get(c.id) ?? null,
    calls: calls.get(c.id) ?? [],
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

function readReason(c: DeskRow['consultation'], me: ExpertSelf, full: boolean): string {
  if (full) return `assigned expert of consultation ${c.id}`;
  if (c.expertId === me.id) return `request ${c.id} sent to me; summary before accepting`;
  return `approved ${me.category} expert; request ${c.id} offered to me, not yet assigned`;
}

/**
 * Every request the desk shows is an audited read (decision 053), with what was shown: the summary of an offer
 * ('consultation_summary') or the whole intake of an accepted consultation ('consultation_intake').
 */
async function auditReads(db: Database, user: CurrentUser, me: ExpertSelf, rows: DeskRow[], accepted: Set<string>) {
  await recordAccesses(
    db,
    rows.map(({ consultation: c }) => {
      const full = accepted.has(c.id);
      return {
        actor: user,
        actorRole: 'expert' as const,
        subjectUserId: c.userId,
        resource: full ? ('consultation_intake' as const) : ('consultation_summary' as const),
        resourceId: c.id,
        reason: readReason(c, me, full),
      };
    }),
  );
}

/** The desk's view of these rows, each as much as this expert may see, the read audited first. */
export async function deskViews(db: Database, user: CurrentUser, me: ExpertSelf, rows: DeskRow[]): Promise<DeskConsultation[]> {
  const accepted = await acceptedBy(
    db,
    me.id,
    rows.map((r) => r.consultation),
  );
  await auditReads(db, user, me, rows, accepted);
  const [documents, calls] = await Promise.all([documentsFor(db, [...accepted], me), callRecordsOf(db, [...accepted])]);
  return rows.map((row) => toDeskConsultation(row, me, accepted.has(row.consultation.id), documents, calls));
}
