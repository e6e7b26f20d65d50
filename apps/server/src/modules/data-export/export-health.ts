import type { DataExport } from '@sahay/domain/data-export';
import { medicalRecordFilePath } from '@sahay/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { legalDocuments, ratings } from '../../db/schema/expert-work';
import { experts } from '../../db/schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../../db/schema/health-records';
import { payments, refundRequests } from '../../db/schema/payments';

const iso = (date: Date) => date.toISOString();

type HealthSections = Pick<
  DataExport,
  'appointments' | 'payments' | 'refundRequests' | 'prescriptions' | 'legalDocuments' | 'vitalSigns' | 'medicalRecords' | 'ratings'
>;

/**
 * The person's health rows and issued documents, every one (not the latest few the pages show). Experts appear by
 * name and field only; documents carry the link their PDF opens at (for the signed-in person only).
 */
export async function exportHealth(db: Database, userId: string, publicUrl: string): Promise<HealthSections> {
  const appointmentRows = await db
    .select({ appointment: appointments, expertName: experts.name, expertCategory: experts.category, expertSpecialization: experts.specialization })
    .from(appointments)
    .leftJoin(experts, eq(experts.id, appointments.expertId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.appointmentDate));
  const paymentRows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt));
  const refundRows = await db.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(asc(refundRequests.createdAt));
  const prescriptionRows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.userId, userId))
    .orderBy(asc(prescriptions.prescriptionDate), asc(prescriptions.createdAt));
  const legalRows = await db.select().from(legalDocuments).where(eq(legalDocuments.userId, userId)).orderBy(asc(legalDocuments.createdAt));
  const vitalRows = await db.select().from(vitalSigns).where(eq(vitalSigns.userId, userId)).orderBy(asc(vitalSigns.recordedDate), asc(vitalSigns.createdAt));
  const recordRows = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.userId, userId))
    .orderBy(asc(medicalRecords.recordDate), asc(medicalRecords.createdAt));
  const ratingRows = await db
    .select({ rating: ratings, expertName: experts.name })
    .from(ratings)
    .leftJoin(experts, eq(experts.id, ratings.expertId))
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt));

  return {
    appointments: appointmentRows.map(({ appointment: a, expertName, expertCategory, expertSpecialization }) => ({
      id: a.id,
      appointmentDate: iso(a.appointmentDate),
      status: a.status,
      appointmentType: a.appointmentType,
      expert: expertName && expertCategory ? { name: expertName, category: expertCategory, specialization: expertSpecialization ?? '' } : null,
      endsAt: a.endsAt ? iso(a.endsAt) : null,
      familyMemberId: a.familyMemberId,
      timeZone: a.timeZone,
      fee: a.fee,
      cancelledBy: a.cancelledBy ?? null,
      cancelReason: a.cancelReason,
      cancelledAt: a.cancelledAt ? iso(a.cancelledAt) : null,
      createdAt: iso(a.createdAt),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      appointmentId: p.appointmentId,
      provider: p.provider,
      orderId: p.orderId,
      paymentId: p.paymentId,
      amountPaise: p.amountPaise,
      currency: p.currency,
      status: p.status,
      receipt: p.receipt,
      createdAt: iso(p.createdAt),
      paidAt: p.paidAt ? iso(p.paidAt) : null,
      refundedAt: p.refundedAt ? iso(p.refundedAt) : null,
    })),
    refundRequests: refundRows.map((r) => ({
      id: r.id,
      paymentId: r.paymentId,
      reason: r.reason,
      status: r.status,
      createdAt: iso(r.createdAt),
      decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
      declineReason: r.declineReason,
    })),
    prescriptions: prescriptionRows.map((p) => ({
      id: p.id,
      consultationId: p.consultationId,
      diagnosis: p.diagnosis,
      prescriptionDate: p.prescriptionDate,
      medicines: p.medicines,
      advice: p.advice,
      followUp: p.followUp,
      patientName: p.patientName,
      patientAge: p.patientAge,
      patientGender: p.patientGender,
      doctor: {
        name: p.doctorName,
        qualification: p.doctorQualification,
        registrationNumber: p.doctorRegistrationNumber,
        council: p.doctorCouncil,
        specialization: p.doctorSpecialization,
      },
      createdAt: iso(p.createdAt),
      pdfUrl: `${publicUrl}/api/prescriptions/${p.id}/pdf`,
    })),
    legalDocuments: legalRows.map((d) => ({
      id: d.id,
      consultationId: d.consultationId,
      kind: d.kind,
      title: d.title,
      caseType: d.caseType,
      clientName: d.clientName,
      lawyer: { name: d.lawyerName, enrolmentNumber: d.lawyerEnrolmentNumber, barCouncil: d.lawyerBarCouncil },
      createdAt: iso(d.createdAt),
      pdfUrl: `${publicUrl}/api/legal-documents/${d.id}/pdf`,
    })),
    vitalSigns: vitalRows.map((v) => ({
      id: v.id,
      familyMemberId: v.familyMemberId,
      recordedAt: iso(v.recordedDate),
      bloodPressureSystolic: v.bloodPressureSystolic,
      bloodPressureDiastolic: v.bloodPressureDiastolic,
      heartRate: v.heartRate,
      bloodSugar: v.bloodSugar,
      weight: v.weight,
      createdAt: iso(v.createdAt),
    })),
    medicalRecords: recordRows.map((r) => ({
      id: r.id,
      familyMemberId: r.familyMemberId,
      title: r.title,
      doctorName: r.doctorName,
      hospitalName: r.hospitalName,
      recordDate: r.recordDate,
      recordType: r.recordType,
      file:
        r.storageKey && r.contentType && r.sizeBytes
          ? { contentType: r.contentType, sizeBytes: r.sizeBytes, url: `${publicUrl}${medicalRecordFilePath(r.id, true)}` }
          : null,
      createdAt: iso(r.createdAt),
    })),
    ratings: ratingRows.map(({ rating, expertName }) => ({
      id: rating.id,
      consultationId: rating.consultationId,
      expertName,
      stars: rating.stars,
      comment: rating.comment,
      createdAt: iso(rating.createdAt),
    })),
  };
}
