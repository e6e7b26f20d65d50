import {
  HISTORY_LIST_MAX,
  type Category,
  type ConsultationHistory,
  type CallRecord,
  type ConsultationHistoryQuery,
  type CurrentUser,
  type HistoryConsultation,
} from '@sahay/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { legalDocuments } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { prescriptions } from '../../db/schema/health-records';
import { callRecordsOf } from '../calls/call-log.service';

export type ConsultationRow = {
  consultation: typeof consultations.$inferSelect;
  expert: { id: string; name: string; specialization: string } | null;
};
type PrescriptionRow = HistoryConsultation['prescriptions'][number] & { consultationId: string | null };
type LegalDocumentRow = HistoryConsultation['legalDocuments'][number] & { consultationId: string | null };

/** The one mapper from a consultation and what was issued on it to what its patient sees. */
function toHistoryConsultation(
  row: ConsultationRow,
  issued: { prescriptions: PrescriptionRow[]; legalDocuments: LegalDocumentRow[] },
  calls: Map<string, CallRecord[]>,
): HistoryConsultation {
  const c = row.consultation;
  const mine = <T extends { consultationId: string | null }>(items: T[]) =>
    items.filter((item) => item.consultationId === c.id).map(({ consultationId: _omit, ...rest }) => rest);
  return {
    id: c.id,
    field: c.category,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    description: c.problemDescription?.trim() ? c.problemDescription : null,
    department: c.department,
    expert: row.expert,
    prescriptions: mine(issued.prescriptions),
    legalDocuments: mine(issued.legalDocuments),
    hasChat: row.expert !== null,
    calls: calls.get(c.id) ?? [],
  };
}

async function countsByField(db: Database, userId: string): Promise<Record<Category, number>> {
  const rows = await db
    .select({ field: consultations.category, n: count() })
    .from(consultations)
    .where(eq(consultations.userId, userId))
    .groupBy(consultations.category);
  const counts: Record<Category, number> = { medical: 0, legal: 0, finance: 0, tech: 0 };
  for (const row of rows) counts[row.field] = row.n;
  return counts;
}

/** Only the person's own documents: a prescription kept after an account deletion has no user and is nobody's here. */
async function issuedOn(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return { prescriptions: [], legalDocuments: [] };
  const [prescriptionRows, documentRows] = await Promise.all([
    db
      .select({
        id: prescriptions.id,
        consultationId: prescriptions.consultationId,
        date: prescriptions.prescriptionDate,
        doctorName: prescriptions.doctorName,
        expertName: experts.name,
        medicines: prescriptions.medicines,
      })
      .from(prescriptions)
      .leftJoin(experts, eq(experts.id, prescriptions.expertId))
      .where(and(eq(prescriptions.userId, userId), inArray(prescriptions.consultationId, ids)))
      .orderBy(desc(prescriptions.createdAt)),
    db
      .select({
        id: legalDocuments.id,
        consultationId: legalDocuments.consultationId,
        title: legalDocuments.title,
        kind: legalDocuments.kind,
        createdAt: legalDocuments.createdAt,
      })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.userId, userId), inArray(legalDocuments.consultationId, ids)))
      .orderBy(desc(legalDocuments.createdAt)),
  ]);
  return {
    prescriptions: prescriptionRows.map((p) => ({
      id: p.id,
      consultationId: p.consultationId,
      date: p.date,
      doctorName: p.doctorName ?? p.expertName ?? 'Doctor',
      medicines: p.medicines.length,
    })),
    legalDocuments: documentRows.map((d) => ({
      id: d.id,
      consultationId: d.consultationId,
      title: d.title,
      kind: d.kind,
      issuedAt: d.createdAt.toISOString(),
    })),
  };
}

/** The person's own consultations (of one field, or all), newest first, each with its expert: history and dashboard. */
export async function ownConsultations(db: Database, userId: string, options: { field?: Category; limit: number }): Promise<ConsultationRow[]> {
  const rows = await db
    .select({ consultation: consultations, expertId: experts.id, expertName: experts.name, expertSpecialization: experts.specialization })
    .from(consultations)
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(and(eq(consultations.userId, userId), options.field ? eq(consultations.category, options.field) : undefined))
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .limit(options.limit);
  return rows.map((row) => ({
    consultation: row.consultation,
    expert: row.expertId && row.expertName !== null ? { id: row.expertId, name: row.expertName, specialization: row.expertSpecialization ?? '' } : null,
  }));
}

/**
 * Issue 14 part 2 (spec 001 §2.15): every consultation of the signed-in person in the four fields, with its status,
 * expert, the documents issued on it and whether it has a chat. Only ever the caller's own rows: there is no id to
 * name anyone else, so an expert or an admin sees the consultations they asked for themselves (usually none). A
 * person reading their own data is not written to the access log (decision 053), so nothing here is audited.
 */
export async function consultationHistory(db: Database, user: CurrentUser, query: ConsultationHistoryQuery): Promise<ConsultationHistory> {
  const rows = await ownConsultations(db, user.id, { field: query.field, limit: HISTORY_LIST_MAX });
  const ids = rows.map((row) => row.consultation.id);
  const [counts, issued, calls] = await Promise.all([countsByField(db, user.id), issuedOn(db, user.id, ids), callRecordsOf(db, ids)]);
  return { counts, consultations: rows.map((row) => toHistoryConsultation(row, issued, calls)) };
}
