import { byRecordDateDesc, type CurrentUser, type PrescriptionRecord, type RecordsListItem } from '@sahay/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { medicalRecords, prescriptions } from '../../db/schema/health-records';
import { memberIdFor } from '../family-members/family-members.service';
import { ofPerson, prescriptionsOfPerson } from '../family-members/member-scope';
import { assertPatient, toMedicalRecord } from './medical-records.service';

export type PrescriptionEntry = PrescriptionRecord & { medicines: string[] };

/** The person's uploaded and entered records (the holder's, or one member's), newest first. */
export async function latestRecords(db: Database, userId: string, limit: number, memberId: string | null = null) {
  const rows = await db
    .select()
    .from(medicalRecords)
    .where(and(eq(medicalRecords.userId, userId), ofPerson(medicalRecords.familyMemberId, memberId)))
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt))
    .limit(limit);
  return rows.map(toMedicalRecord);
}

/**
 * The person's prescriptions from consultations, newest first, as Records shows them. The doctor's name is the one
 * written at issue; rows from before issue 7 take the expert's.
 */
export async function latestPrescriptions(db: Database, userId: string, limit: number, memberId: string | null = null): Promise<PrescriptionEntry[]> {
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
    .where(and(eq(prescriptions.userId, userId), prescriptionsOfPerson(db, memberId)))
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

/** GET /api/medical-records?member=: everything in Records of the holder or one member, up to `limit` of each kind. */
export async function listRecords(db: Database, user: CurrentUser, limit: number, member?: string): Promise<RecordsListItem[]> {
  assertPatient(user);
  const memberId = await memberIdFor(db, user, member);
  const [records, issued] = await Promise.all([latestRecords(db, user.id, limit, memberId), latestPrescriptions(db, user.id, limit, memberId)]);
  return mergeRecords(records, issued, limit * 2);
}
