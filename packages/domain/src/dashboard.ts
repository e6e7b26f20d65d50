import { z } from 'zod';
import { CategorySchema, type Category } from './categories';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { LegalDocumentKindSchema } from './legal-documents';
import { queryString } from './query-string';
import { RecordsListItemSchema } from './medical-records';
import { HealthScoreSchema } from './vitals-schemas';

/**
 * Issue 14 part 1: /patient-dashboard (spec 001 §2.12). The bottom navigation's third item opens it on the theme's
 * field: Health (medical), Cases (legal), Reports (finance), Projects (tech).
 */

export const DASHBOARD_TEXTS = {
  signedOut: 'Please log in to view your dashboard',
  failed: 'Failed to load dashboard data',
  patientsOnly: 'The dashboard is for patient accounts',
} as const;

export function welcomeBack(name: string): string {
  return `Welcome back, ${name}`;
}

/** Spec 001 §9: dashboard lists show 5 items each; the overview shows 3 records. */
export const DASHBOARD_LIST_LIMIT = 5;
export const DASHBOARD_OVERVIEW_RECORDS = 3;
/** The card says 'Next 30 days' (spec 001 §2.12), so it counts exactly those. */
export const UPCOMING_WINDOW_DAYS = 30;

export const DashboardQuerySchema = z.object({ field: CategorySchema.default('medical') });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** What the bottom navigation names each field (spec 000 §2), and where a new request of that field starts. */
export const DASHBOARD_FIELDS: Record<Category, { tab: string; heading: string; requestPath: string; requestLabel: string; expertsParam: string }> = {
  medical: { tab: 'Health', heading: 'Your health', requestPath: '/medical-consultation', requestLabel: 'Consult a doctor', expertsParam: 'doctor' },
  legal: { tab: 'Cases', heading: 'Your legal cases', requestPath: '/legal-consultation', requestLabel: 'Ask a lawyer', expertsParam: 'lawyer' },
  finance: { tab: 'Reports', heading: 'Your finance consultations', requestPath: '/ca-consultation', requestLabel: 'Ask a CA', expertsParam: 'ca' },
  tech: { tab: 'Projects', heading: 'Your tech projects', requestPath: '/it-consultation', requestLabel: 'Ask an IT expert', expertsParam: 'it' },
};

export function dashboardPath(field: Category = 'medical', tab?: string): string {
  const query = queryString({ ...(field === 'medical' ? {} : { field }), ...(tab ? { tab } : {}) });
  return `/patient-dashboard${query ? `?${query}` : ''}`;
}

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
