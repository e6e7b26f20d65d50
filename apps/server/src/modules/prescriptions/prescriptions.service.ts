import {
  conversationLineText,
  indiaDate,
  TELECONSULTATION_LINE,
  type CurrentUser,
  type OutboxTemplate,
  type Prescription,
  type PrescriptionInput,
} from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { prescriptions } from '../../db/schema/health-records';
import { outbox } from '../../db/schema/platform';
import { AppError } from '../../lib/errors';
import { openIssuedDocument, type DocumentViewer } from '../audit/audit.service';
import { requireExpert } from '../consultation-lifecycle/actors';
import { postDocumentCard } from '../chat/document-cards';
import { patientNotice } from '../notifications/patient-notice';
import { familyMembers } from '../../db/schema/family';
import { prescriptionPatient } from '../family-members/family-members.service';

export const PRESCRIPTION_ISSUED_TEMPLATE = 'prescription-issued' satisfies OutboxTemplate;

const columns = {
  prescription: prescriptions,
  requestName: consultations.patientName,
  patientPhone: users.phone,
  problem: consultations.problemDescription,
  expertName: experts.name,
  expertQualification: experts.qualification,
  expertRegistration: experts.credentialNumber,
  expertCouncil: experts.credentialBody,
  expertSpecialization: experts.specialization,
  expertUserId: experts.userId,
};
type Row = {
  prescription: typeof prescriptions.$inferSelect;
  requestName: string | null;
  patientPhone: string | null;
  problem: string | null;
  expertName: string | null;
  expertQualification: string | null;
  expertRegistration: string | null;
  expertCouncil: string | null;
  expertSpecialization: string | null;
  expertUserId: string | null;
};

function asGender(value: string | null): Prescription['patient']['gender'] {
  return value === 'male' || value === 'female' || value === 'other' ? value : null;
}

/**
 * The one mapper. What was stated at issue wins (a prescription is a medical record); rows from before issue 7 take
 * the name given with their request. Never the requester's user row (issue 16): requests from one phone share it.
 */
function toPrescription({ prescription: p, ...r }: Row): Prescription {
  return {
    id: p.id,
    consultationId: p.consultationId,
    date: p.prescriptionDate,
    issuedAt: p.createdAt.toISOString(),
    doctor: {
      name: p.doctorName ?? r.expertName ?? 'Doctor',
      qualification: p.doctorQualification ?? r.expertQualification ?? '',
      registrationNumber: p.doctorRegistrationNumber ?? r.expertRegistration ?? '',
      council: p.doctorCouncil ?? r.expertCouncil ?? '',
      specialization: p.doctorSpecialization ?? r.expertSpecialization ?? '',
    },
    patient: { name: p.patientName ?? r.requestName ?? 'Patient', age: p.patientAge, gender: asGender(p.patientGender), phone: r.patientPhone },
    diagnosis: p.diagnosis,
    medicines: p.medicines,
    advice: p.advice,
    followUp: p.followUp,
    problem: r.problem,
    teleconsultationLine: TELECONSULTATION_LINE,
  };
}

function query(db: Database) {
  return db
    .select(columns)
    .from(prescriptions)
    .leftJoin(users, eq(users.id, prescriptions.userId))
    .leftJoin(consultations, eq(consultations.id, prescriptions.consultationId))
    .leftJoin(experts, eq(experts.id, prescriptions.expertId));
}

/**
 * Issue 7 part 4: an approved doctor issues a prescription on a consultation assigned to them (active or just
 * completed), after confirming the patient's age. The patient is told by SMS in the same transaction.
 */
export async function issuePrescription(db: Database, user: CurrentUser, input: PrescriptionInput, now = new Date()): Promise<Prescription> {
  const me = await requireExpert(db, user);
  if (me.category !== 'medical') throw new AppError('FORBIDDEN', 'Only doctors can issue prescriptions');
  if (me.status !== 'approved') throw new AppError('FORBIDDEN', 'Your profile is not approved');
  const id = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(consultations).where(eq(consultations.id, input.consultationId)).for('update');
    if (!c) throw new AppError('NOT_FOUND', 'This consultation does not exist');
    if (c.expertId !== me.id) throw new AppError('FORBIDDEN', 'This consultation is not yours');
    if (c.status !== 'active' && c.status !== 'completed') throw new AppError('CONFLICT', 'Accept the consultation before prescribing');
    const [doctor] = await tx.select().from(experts).where(eq(experts.id, me.id));
    const [patient] = await tx.select({ phone: users.phone, email: users.email, language: users.preferredLanguage }).from(users).where(eq(users.id, c.userId));
    if (!doctor || !patient) throw new Error('doctor or patient missing');
    // Issue 14 part 8: a family member's consultation names the member, as at issue: name, age from their date
    // of birth, gender. The account holder is still the one told and the one who finds it.
    const [member] = c.familyMemberId ? await tx.select().from(familyMembers).where(eq(familyMembers.id, c.familyMemberId)) : [];
    const named = member ? prescriptionPatient(member, now) : { patientName: c.patientName, patientAge: input.patientAge, patientGender: input.patientGender };
    const [row] = await tx
      .insert(prescriptions)
      .values({
        userId: c.userId,
        expertId: me.id,
        consultationId: c.id,
        diagnosis: input.diagnosis,
        prescriptionDate: indiaDate(now),
        medicines: input.medicines,
        advice: input.advice || null,
        followUp: input.followUp || null,
        // Issue 16: the name given with the request, not the requester's user row.
        ...named,
        doctorName: doctor.name,
        doctorQualification: doctor.qualification ?? '',
        doctorRegistrationNumber: doctor.credentialNumber ?? '',
        doctorCouncil: doctor.credentialBody ?? '',
        doctorSpecialization: doctor.specialization,
        ageConfirmedAt: now,
      })
      .returning({ id: prescriptions.id });
    if (!row) throw new Error('prescription not stored');
    // Issue 14 part 2: the patient finds it in the conversation too, and is told by SMS with the link to it.
    await postDocumentCard(tx, {
      consultationId: c.id,
      kind: 'prescription',
      documentId: row.id,
      text: conversationLineText({ key: 'prescriptionIssued', doctor: doctor.name }),
    });
    const notice = patientNotice(patient, PRESCRIPTION_ISSUED_TEMPLATE, (forAccount) => ({ prescriptionId: row.id, doctorName: doctor.name, forAccount }));
    if (notice) await tx.insert(outbox).values(notice);
    return row.id;
  });
  return getPrescriptionUnchecked(db, id);
}

async function getPrescriptionUnchecked(db: Database, id: string): Promise<Prescription> {
  const [row] = await query(db).where(eq(prescriptions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This prescription does not exist');
  return toPrescription(row);
}

/**
 * Only the patient, the doctor who issued it and admins can open a prescription. The doctor's and an admin's
 * reads are audited (issue 16), the PDF download as its own kind of read.
 */
export async function getPrescription(
  db: Database,
  user: CurrentUser,
  id: string,
  format: 'json' | 'pdf' = 'json',
): Promise<Prescription & { viewer: DocumentViewer }> {
  const [row] = await query(db).where(eq(prescriptions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This prescription does not exist');
  const viewer = await openIssuedDocument(
    db,
    user,
    {
      patientId: row.prescription.userId,
      authorUserId: row.expertUserId,
      resource: format === 'pdf' ? 'prescription_pdf' : 'prescription',
      resourceId: id,
      authorReason: `doctor who issued it (consultation ${row.prescription.consultationId ?? 'none'})`,
    },
    'You cannot open this prescription',
  );
  return { ...toPrescription(row), viewer };
}
