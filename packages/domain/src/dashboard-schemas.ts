import { z } from 'zod';
import { CategorySchema } from './categories';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { LegalDocumentKindSchema } from './legal-documents';
import { RecordsListItemSchema } from './medical-records-schemas';
import { HealthScoreSchema } from './vitals-schemas';
import { FAMILY_MESSAGES } from './family-members';
import { RefundRequestViewSchema } from './refunds';

/** GET /api/dashboard?field= (issue 14 part 1; constants and texts in dashboard.ts). */

/** `member`: a family member's health dashboard (issue 14 part 8); omitted is the account holder's. */
export const DashboardQuerySchema = z.object({ field: CategorySchema.default('medical'), member: z.uuid(FAMILY_MESSAGES.badMember).optional() });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

export const DashboardAppointmentSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  status: AppointmentStatusSchema,
  type: z.string(),
  expertName: z.string().nullable(),
  specialization: z.string().nullable(),
  /** Issue 19: the expert to book again with, where joining goes, whether it may still be moved or cancelled. */
  expertId: z.uuid().nullable(),
  joinPath: z.string().nullable(),
  changeable: z.boolean(),
  patientName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Issue 19 part 4: booked, its slot held until this time while it waits to be paid; null otherwise. */
  holdExpiresAt: z.iso.datetime().nullable(),
  /** Issue 19 part 6: where its PDF receipt downloads from, once paid; null for free and unpaid ones. */
  receiptPath: z.string().nullable(),
  /** Issue 19 part 6: its refund request, if one was made, and whether one may be made now (refundEligibility). */
  refund: RefundRequestViewSchema.nullable(),
  refundable: z.boolean(),
});
export type DashboardAppointment = z.infer<typeof DashboardAppointmentSchema>;

export const DashboardPrescriptionSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  diagnosis: z.string(),
  doctorName: z.string(),
  medicines: z.array(z.string()),
});
export type DashboardPrescription = z.infer<typeof DashboardPrescriptionSchema>;

export const MedicalDashboardSchema = z.object({
  field: z.literal('medical'),
  name: z.string(),
  stats: z.object({ upcomingAppointments: z.number().int(), medicalRecords: z.number().int(), prescriptions: z.number().int() }),
  healthScore: HealthScoreSchema,
  /** The soonest scheduled appointment still ahead, however far. */
  nextAppointment: DashboardAppointmentSchema.nullable(),
  /** The latest 5 by date: those ahead first (soonest first), then past ones (newest first). */
  appointments: z.array(DashboardAppointmentSchema),
  appointmentCount: z.number().int(),
  /** The latest 5 records, prescriptions among them. */
  records: z.array(RecordsListItemSchema),
  prescriptions: z.array(DashboardPrescriptionSchema),
});
export type MedicalDashboard = z.infer<typeof MedicalDashboardSchema>;

export const FieldConsultationSchema = z.object({
  id: z.uuid(),
  status: ConsultationStatusSchema,
  createdAt: z.iso.datetime(),
  problem: z.string().nullable(),
  expert: z.object({ id: z.uuid(), name: z.string(), specialization: z.string() }).nullable(),
});
export type FieldConsultation = z.infer<typeof FieldConsultationSchema>;

export const FieldDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: LegalDocumentKindSchema,
  issuedAt: z.iso.datetime(),
  lawyerName: z.string(),
});
export type FieldDocument = z.infer<typeof FieldDocumentSchema>;

/** Cases, Reports, Projects: the field's consultations and the documents issued in them (legal documents today). */
export const FieldDashboardSchema = z.object({
  field: z.enum(['legal', 'finance', 'tech']),
  name: z.string(),
  stats: z.object({ open: z.number().int(), completed: z.number().int(), total: z.number().int(), documents: z.number().int() }),
  consultations: z.array(FieldConsultationSchema),
  documents: z.array(FieldDocumentSchema),
});
export type FieldDashboard = z.infer<typeof FieldDashboardSchema>;

export const DashboardSchema = z.discriminatedUnion('field', [MedicalDashboardSchema, FieldDashboardSchema]);
export type Dashboard = z.infer<typeof DashboardSchema>;

/** "View all" of a dashboard list that has no page of its own: every item, up to DASHBOARD_FULL_LIST_LIMIT. */
export const DashboardListQuerySchema = z.object({
  field: CategorySchema.default('medical'),
  list: z.enum(['appointments', 'consultations', 'documents'], 'Choose appointments, consultations or documents'),
});
export type DashboardListQuery = z.input<typeof DashboardListQuerySchema>;

export const DashboardListSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('appointments'), items: z.array(DashboardAppointmentSchema) }),
  z.object({ list: z.literal('consultations'), items: z.array(FieldConsultationSchema) }),
  z.object({ list: z.literal('documents'), items: z.array(FieldDocumentSchema) }),
]);
export type DashboardList = z.infer<typeof DashboardListSchema>;
