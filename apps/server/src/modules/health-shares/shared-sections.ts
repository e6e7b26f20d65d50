import { LAB_REPORT_TYPE, SECTIONS_BY_SCOPE, SHARED_LIST_LIMIT, type HealthShareScope, type SharedHealthView, type SharedSection } from '@sahay/domain';
import { and, asc, count, countDistinct, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { appointments, medicalRecords, prescriptions } from '../../db/schema/health-records';

/** The sections of a view a scope fills in; each loader writes only its own keys. */
type SectionPart = Omit<Partial<SharedHealthView>, 'kind' | 'expiresAt' | 'sections'>;
type ScopeLoader = (db: Database, patientId: string, now: Date) => Promise<SectionPart>;

// A Health QR is shown to a doctor or a hospital: consultations with lawyers, CAs and IT experts are no part of a
// medical history, so only medical consultations are counted and listed (decision 071).
const medical = (patientId: string) => and(eq(consultations.userId, patientId), eq(consultations.category, 'medical'));

/** Spec 001 §2.13 Patient Information: name, email, phone and Total Connections (the doctors consulted). */
async function patientInformation(db: Database, patientId: string): Promise<SectionPart> {
  const [person] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, patientId));
  const [connections] = await db
    .select({ n: countDistinct(consultations.expertId) })
    .from(consultations)
    .where(and(medical(patientId), isNotNull(consultations.expertId)));
  if (!person) return {};
  return { patientInformation: { ...person, totalConnections: connections?.n ?? 0 } };
}

/** Spec 001 §2.13 Next Appointment and Consultation History; §4.1: upcoming = scheduled and in the future. */
async function medicalHistory(db: Database, patientId: string, now: Date): Promise<SectionPart> {
  const [next] = await db
    .select({ at: appointments.appointmentDate })
    .from(appointments)
    .leftJoin(experts, eq(experts.id, appointments.expertId))
    .where(
      and(
        eq(appointments.userId, patientId),
        eq(appointments.status, 'scheduled'),
        gt(appointments.appointmentDate, now),
        or(isNull(appointments.expertId), eq(experts.category, 'medical')),
      ),
    )
    .orderBy(asc(appointments.appointmentDate))
    .limit(1);
  const [total] = await db.select({ n: count() }).from(consultations).where(medical(patientId));
  const recent = await db
    .select({
      doctorName: experts.name,
      specialty: experts.specialization,
      department: consultations.department,
      date: consultations.createdAt,
      status: consultations.status,
    })
    .from(consultations)
    .leftJoin(experts, eq(experts.id, consultations.expertId))
    .where(medical(patientId))
    .orderBy(desc(consultations.createdAt))
    .limit(SHARED_LIST_LIMIT);
  return {
    nextAppointment: { at: next?.at.toISOString() ?? null },
    consultationHistory: {
      total: total?.n ?? 0,
      recent: recent.map((row) => ({
        doctorName: row.doctorName ?? 'Doctor not yet assigned',
        specialty: row.specialty ?? row.department ?? 'General',
        date: row.date.toISOString(),
        status: row.status,
      })),
    },
  };
}

/** The latest prescriptions: what was prescribed and by whom, never the patient's own details again. */
async function prescriptionList(db: Database, patientId: string): Promise<SectionPart> {
  const rows = await db
    .select({
      date: prescriptions.prescriptionDate,
      diagnosis: prescriptions.diagnosis,
      medicines: prescriptions.medicines,
      advice: prescriptions.advice,
      doctorName: prescriptions.doctorName,
      expertName: experts.name,
    })
    .from(prescriptions)
    .leftJoin(experts, eq(experts.id, prescriptions.expertId))
    .where(eq(prescriptions.userId, patientId))
    .orderBy(desc(prescriptions.prescriptionDate), desc(prescriptions.createdAt))
    .limit(SHARED_LIST_LIMIT);
  return {
    prescriptions: rows.map((row) => ({
      date: row.date,
      diagnosis: row.diagnosis,
      doctorName: row.doctorName ?? row.expertName ?? 'Doctor',
      medicines: row.medicines.map((m) => ({ name: m.name, strength: m.strength ?? null, frequency: m.frequency ?? null, duration: m.duration ?? null })),
      advice: row.advice,
    })),
  };
}

/**
 * Issue 14 part 3: the latest lab reports among the person's records, what and when only. Other kinds of record
 * (imaging, discharge summaries, notes) are not lab reports, so this toggle does not share them; nor does any
 * share serve a record's file (decision 072).
 */
async function labReports(db: Database, patientId: string): Promise<SectionPart> {
  const rows = await db
    .select({
      title: medicalRecords.title,
      recordType: medicalRecords.recordType,
      date: medicalRecords.recordDate,
      doctorName: medicalRecords.doctorName,
      hospitalName: medicalRecords.hospitalName,
    })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.userId, patientId), eq(medicalRecords.recordType, LAB_REPORT_TYPE)))
    .orderBy(desc(medicalRecords.recordDate), desc(medicalRecords.createdAt))
    .limit(SHARED_LIST_LIMIT);
  return { labReports: rows };
}

/**
 * One loader per scope. Vitals have no loader yet: it joins with one function here (and its optional key in
 * SharedHealthViewSchema). A scope without a loader is kept on the share and shows nothing.
 */
export const SCOPE_LOADERS: Partial<Record<HealthShareScope, ScopeLoader>> = {
  personal_info: patientInformation,
  medical_history: medicalHistory,
  prescriptions: prescriptionList,
  lab_reports: labReports,
};

/** Builds what a share may show, and nothing else: only the loaders of its scopes run. */
export async function loadSharedSections(db: Database, patientId: string, scopes: readonly HealthShareScope[], now: Date) {
  let view: SectionPart = {};
  const sections: SharedSection[] = [];
  for (const scope of scopes) {
    const load = SCOPE_LOADERS[scope];
    if (!load) continue;
    view = { ...view, ...(await load(db, patientId, now)) };
    sections.push(...SECTIONS_BY_SCOPE[scope]);
  }
  return { view, sections };
}
