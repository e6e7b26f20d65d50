import { LAB_REPORT_TYPE, SECTIONS_BY_SCOPE, SHARED_LIST_LIMIT, type HealthShareScope, type SharedHealthView, type SharedSection } from '@sahay/domain';
import { and, asc, count, countDistinct, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { appointments, medicalRecords, prescriptions } from '../../db/schema/health-records';
import { familyMembers } from '../../db/schema/family';
import { ofPerson, prescriptionsOfPerson } from '../family-members/member-scope';

/** The sections of a view a scope fills in; each loader writes only its own keys. */
type SectionPart = Omit<Partial<SharedHealthView>, 'kind' | 'expiresAt' | 'sections'>;
/** Whose chart: the account's patient, and the family member it is for (null: the account holder; decision 075). */
export interface SharedPerson {
  patientId: string;
  memberId: string | null;
}
type ScopeLoader = (db: Database, person: SharedPerson, now: Date) => Promise<SectionPart>;

// A Health QR is shown to a doctor or a hospital: consultations with lawyers, CAs and IT experts are no part of a
// medical history, so only medical consultations are counted and listed (decision 071).
// Issue 14 part 8: a share shows one person's health: the holder's (a QR link), or the family member's whose
// consultation a chart was shared on; never the other people on the account (decision 075).
const medical = ({ patientId, memberId }: SharedPerson) =>
  and(eq(consultations.userId, patientId), eq(consultations.category, 'medical'), ofPerson(consultations.familyMemberId, memberId));

/** Spec 001 §2.13 Patient Information: name, email, phone and Total Connections (the doctors consulted). */
async function patientInformation(db: Database, who: SharedPerson): Promise<SectionPart> {
  const [holder] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, who.patientId));
  // A member has no contact of their own: the name is theirs, the email and phone the holder's, who looks after them.
  const [member] = who.memberId ? await db.select({ name: familyMembers.name }).from(familyMembers).where(eq(familyMembers.id, who.memberId)) : [];
  const person = holder && member ? { ...holder, name: member.name } : holder;
  const [connections] = await db
    .select({ n: countDistinct(consultations.expertId) })
    .from(consultations)
    .where(and(medical(who), isNotNull(consultations.expertId)));
  if (!person) return {};
  return { patientInformation: { ...person, totalConnections: connections?.n ?? 0 } };
}

/** Spec 001 §2.13 Next Appointment and Consultation History; §4.1: upcoming = scheduled and in the future. */
async function medicalHistory(db: Database, who: SharedPerson, now: Date): Promise<SectionPart> {
  const { patientId } = who;
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
  const [total] = await db.select({ n: count() }).from(consultations).where(medical(who));
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
    .where(medical(who))
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
async function prescriptionList(db: Database, { patientId, memberId }: SharedPerson): Promise<SectionPart> {
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
    .where(and(eq(prescriptions.userId, patientId), prescriptionsOfPerson(db, memberId)))
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
async function labReports(db: Database, { patientId, memberId }: SharedPerson): Promise<SectionPart> {
  const rows = await db
    .select({
      title: medicalRecords.title,
      recordType: medicalRecords.recordType,
      date: medicalRecords.recordDate,
      doctorName: medicalRecords.doctorName,
      hospitalName: medicalRecords.hospitalName,
    })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.userId, patientId), ofPerson(medicalRecords.familyMemberId, memberId), eq(medicalRecords.recordType, LAB_REPORT_TYPE)))
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
export async function loadSharedSections(db: Database, person: SharedPerson, scopes: readonly HealthShareScope[], now: Date) {
  let view: SectionPart = {};
  const sections: SharedSection[] = [];
  for (const scope of scopes) {
    const load = SCOPE_LOADERS[scope];
    if (!load) continue;
    view = { ...view, ...(await load(db, person, now)) };
    sections.push(...SECTIONS_BY_SCOPE[scope]);
  }
  return { view, sections };
}
