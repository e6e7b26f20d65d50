import { byRecordDateDesc, type CurrentUser, type PrescriptionRecord, type RecordsListItem } from '@sahay/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { medicalRecords, prescriptions } from '../../db/schema/health-records';
import { assertPatient, toMedicalRecord } from './medical-records.service';

export type PrescriptionEntry = PrescriptionRecord & { medicines: string[] };

/** The person's uploaded and entered records, newest first. */
export async function latestRecords(db: Database, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.userId, userId))
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt))
    .limit(limit);
  return rows.map(toMedicalRecord);
}

/**
 * The person's prescriptions from consultations, newest first, as Records shows them. The doctor's name is the one
 * written at issue; rows from before issue 7 take the expert's.
 */
export async function latestPrescriptions(db: Database, userId: string, limit: number): Promise<PrescriptionEntry[]> {
  const rows = await db
    .select({
      id: prescriptions.id,
      diagnosis: prescriptions.diagnosis,
      date: prescriptions.prescriptionDate,
      medicines: prescriptions.medicines,
      doctorName: prescriptions.doctorName,
      expertName: experts.name,
      createdAt: prescriptions.createdAt,
    })
    .from(prescriptions)
    .leftJoin(experts, eq(experts.id, prescriptions.expertId))
    .where(eq(prescriptions.userId, userId))
    .orderBy(desc(prescriptions.prescriptionDate), desc(prescriptions.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.diagnosis,
    recordDate: row.date,
    doctorName: row.doctorName ?? row.expertName ?? 'Doctor',
    medicineCount: row.medicines.length,
    medicines: row.medicines.map((medicine) => medicine.name),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Records and prescriptions as one list, newest first: a prescription appears in Records by itself (issue 14). */
export function mergeRecords(records: Awaited<ReturnType<typeof latestRecords>>, issued: PrescriptionEntry[], limit: number): RecordsListItem[] {
  const items: RecordsListItem[] = [
    ...records.map((record) => ({ kind: 'record' as const, ...record })),
    ...issued.map(({ medicines: _medicines, ...prescription }) => ({ kind: 'prescription' as const, ...prescription })),
  ];
  return items.sort(byRecordDateDesc).slice(0, limit);
}

/** GET /api/medical-records: everything in Records, up to `limit` of each kind. */
export async function listRecords(db: Database, user: CurrentUser, limit: number): Promise<RecordsListItem[]> {
  assertPatient(user);
  const [records, issued] = await Promise.all([latestRecords(db, user.id, limit), latestPrescriptions(db, user.id, limit)]);
  return mergeRecords(records, issued, limit * 2);
}
