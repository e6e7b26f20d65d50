import { z } from 'zod';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { PATIENT_DETAILS_TEXTS } from './patient-details-texts';

/**
 * Issue 14 part 6: the Health QR as a consent artefact. A share is a random, expiring, revocable token that
 * carries the five privacy scopes of spec 000 §2; the page behind it shows only what they allow, and every
 * opening is logged and shown to the patient (docs/decisions/071).
 */

/** Spec 000 §2 'Your Health QR Code': the QR is 256 px at error-correction level H. */
export const HEALTH_QR_SIZE_PX = 256;
export const HEALTH_QR_LEVEL = 'H';
/** Spec 000 §9: the patient id is shown as its first 8 characters, then an ellipsis. */
export const PATIENT_ID_PREFIX_LENGTH = 8;

export function shortPatientId(userId: string): string {
  return `${userId.slice(0, PATIENT_ID_PREFIX_LENGTH)}…`;
}

export const HEALTH_QR_TEXTS = {
  title: 'Your Health QR Code',
  intro: 'Share this QR code to provide secure access to your medical information',
  scan: 'Scan to access medical information',
  patientId: 'Patient ID',
  privacyControls: 'Privacy Controls',
  note: 'Privacy settings apply to QR code access only. Downloaded data includes all your medical information.',
  copied: 'QR code link copied to clipboard',
  signedOut: 'Please log in to view your QR code',
  authRequired: 'Authentication required',
  failed: 'Failed to generate QR code',
  shareFailed: 'Failed to share QR code',
} as const;

/** Spec 000 §2: the five privacy toggles, in the dialog's order, all on by default. */
export const HEALTH_SHARE_SCOPES = ['personal_info', 'medical_history', 'prescriptions', 'lab_reports', 'vitals'] as const;
export const HealthShareScopeSchema = z.enum(HEALTH_SHARE_SCOPES);
export type HealthShareScope = z.infer<typeof HealthShareScopeSchema>;

export const HEALTH_SHARE_SCOPE_LABELS: Record<HealthShareScope, string> = {
  personal_info: 'Personal Information',
  medical_history: 'Medical History',
  prescriptions: 'Prescriptions',
  lab_reports: 'Lab Reports',
  vitals: 'Vital Signs',
};

/** How long a QR link works: the person chooses, 24 hours unless they change it. */
export const SHARE_EXPIRY_OPTIONS = ['1h', '24h', '7d'] as const;
export const ShareExpirySchema = z.enum(SHARE_EXPIRY_OPTIONS);
export type ShareExpiry = z.infer<typeof ShareExpirySchema>;
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = '24h';
export const SHARE_EXPIRY_LABELS: Record<ShareExpiry, string> = { '1h': '1 hour', '24h': '24 hours', '7d': '7 days' };
export const SHARE_EXPIRY_MS: Record<ShareExpiry, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000 };

/** Spec 001 §2.13: the cards of the patient details page, and the scope that allows each. */
export const SHARED_SECTIONS = ['patient_information', 'next_appointment', 'consultation_history', 'prescriptions', 'lab_reports', 'vitals'] as const;
export const SharedSectionSchema = z.enum(SHARED_SECTIONS);
export type SharedSection = z.infer<typeof SharedSectionSchema>;

export const SECTIONS_BY_SCOPE: Record<HealthShareScope, readonly SharedSection[]> = {
  personal_info: ['patient_information'],
  medical_history: ['next_appointment', 'consultation_history'],
  prescriptions: ['prescriptions'],
  lab_reports: ['lab_reports'],
  vitals: ['vitals'],
};

export const SHARED_SECTION_LABELS: Record<SharedSection, string> = {
  patient_information: 'Patient Information',
  next_appointment: 'Next Appointment',
  consultation_history: 'Consultation History',
  prescriptions: 'Prescriptions',
  lab_reports: 'Lab Reports',
  vitals: 'Vital Signs',
};

export { PATIENT_DETAILS_TEXTS };

/** What every unknown, expired or revoked token is answered with: one message, one status. */
export const SHARE_NOT_FOUND_MESSAGE = PATIENT_DETAILS_TEXTS.notFound;
export const CHART_NOT_SHARED_MESSAGE = 'The patient has not shared their chart with you, or the sharing has ended';

const scopeList = z
  .array(HealthShareScopeSchema)
  .min(1, 'Turn on at least one kind of information to share')
  .max(HEALTH_SHARE_SCOPES.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Each kind of information once');

export const CreateHealthShareSchema = z.object({
  scopes: scopeList,
  expiresIn: ShareExpirySchema.default(DEFAULT_SHARE_EXPIRY),
});
export type CreateHealthShare = z.input<typeof CreateHealthShareSchema>;

/** Sharing the chart with the consultation's expert is one tap: everything, unless the patient says less. */
export const ShareChartSchema = z.object({ scopes: scopeList.default([...HEALTH_SHARE_SCOPES]) });
export type ShareChart = z.input<typeof ShareChartSchema>;

/** Any string is a token to look up: a malformed one is answered like an unknown one. */
export const OpenHealthShareSchema = z.object({ token: z.string() });
export type OpenHealthShare = z.infer<typeof OpenHealthShareSchema>;

export const ShareOpeningSchema = z.object({
  at: z.iso.datetime(),
  sections: z.array(SharedSectionSchema),
  /** The expert who opened a chart share; null for a QR link (whoever held it). */
  viewer: z.string().nullable(),
});
export type ShareOpening = z.infer<typeof ShareOpeningSchema>;

export const HealthShareSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['qr', 'chart']),
  scopes: z.array(HealthShareScopeSchema),
  createdAt: z.iso.datetime(),
  /** QR links only; a chart share ends with its consultation. */
  expiresAt: z.iso.datetime().nullable(),
  /** Chart shares only: the consultation and the expert it is shared with. */
  consultation: z.object({ id: z.uuid(), expertName: z.string() }).nullable(),
  openings: z.array(ShareOpeningSchema),
});
export type HealthShare = z.infer<typeof HealthShareSchema>;

export const MyHealthSharesSchema = z.object({ shares: z.array(HealthShareSchema) });
export type MyHealthShares = z.infer<typeof MyHealthSharesSchema>;

/** Answered once, when the link is made: the token is never stored, only its hash, so it cannot be shown again. */
export const CreatedHealthShareSchema = z.object({ share: HealthShareSchema, token: z.string(), url: z.url() });
export type CreatedHealthShare = z.infer<typeof CreatedHealthShareSchema>;

export const ChartShareStatusSchema = z.object({ shared: z.boolean(), sharedAt: z.iso.datetime().nullable(), shareId: z.uuid().nullable() });
export type ChartShareStatus = z.infer<typeof ChartShareStatusSchema>;

export const SharedConsultationSchema = z.object({
  doctorName: z.string(),
  specialty: z.string(),
  date: z.iso.datetime(),
  status: ConsultationStatusSchema,
});
export type SharedConsultation = z.infer<typeof SharedConsultationSchema>;

export const SharedPrescriptionSchema = z.object({
  date: z.string(),
  diagnosis: z.string(),
  doctorName: z.string(),
  medicines: z.array(z.object({ name: z.string(), strength: z.string().nullable(), frequency: z.string().nullable(), duration: z.string().nullable() })),
  advice: z.string().nullable(),
});
export type SharedPrescription = z.infer<typeof SharedPrescriptionSchema>;

/** A lab report or other record as a share shows it: what and when, never the file or its size. */
export const SharedLabReportSchema = z.object({
  title: z.string(),
  recordType: z.string(),
  date: z.string(),
  doctorName: z.string().nullable(),
  hospitalName: z.string().nullable(),
});
export type SharedLabReport = z.infer<typeof SharedLabReportSchema>;

/**
 * What the page behind a share receives: only the sections its scopes allow, each key absent otherwise. Lab
 * reports joined with issue 14 part 3 (decision 072); vitals join here with one optional key when shared.
 */
export const SharedHealthViewSchema = z.object({
  kind: z.enum(['qr', 'chart']),
  expiresAt: z.iso.datetime().nullable(),
  sections: z.array(SharedSectionSchema),
  patientInformation: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), totalConnections: z.number().int() }).optional(),
  nextAppointment: z.object({ at: z.iso.datetime().nullable() }).optional(),
  consultationHistory: z.object({ total: z.number().int(), recent: z.array(SharedConsultationSchema) }).optional(),
  prescriptions: z.array(SharedPrescriptionSchema).optional(),
  labReports: z.array(SharedLabReportSchema).optional(),
});
export type SharedHealthView = z.infer<typeof SharedHealthViewSchema>;

/** Spec 001 §9: lists on patient pages show 5 items. */
export const SHARED_LIST_LIMIT = 5;
