import { z } from 'zod';
import { CategorySchema } from './categories';
import { MessageKindSchema } from './chat';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { FAMILY_GENDERS, FAMILY_RELATIONS } from './family-members';
import { CallRecordSchema } from './call-life';

/**
 * Issue 14 part 7: Download Data (spec 000 §2) exports everything Sahay holds on the signed-in person, as our own
 * JSON file or as a FHIR R4 Bundle (fhir-export.ts), and nothing of anyone else (docs/decisions/074).
 */

export const DATA_EXPORT_FORMATS = ['json', 'fhir'] as const;
export const DataExportFormatSchema = z.enum(DATA_EXPORT_FORMATS, { error: 'Choose the format: json or fhir' });
export type DataExportFormat = z.infer<typeof DataExportFormatSchema>;
export const DataExportQuerySchema = z.object({ format: DataExportFormatSchema });

export const DATA_EXPORT_FORMAT_LABELS: Record<DataExportFormat, { title: string; description: string }> = {
  json: { title: 'Everything (JSON)', description: 'All your data in one readable file: account, consultations and messages, documents, vitals, shares.' },
  fhir: { title: 'Health record (FHIR R4)', description: 'Your health data in the standard format other health apps and hospitals can import.' },
};

/** Spec 000 §2 and §8. */
export const DATA_EXPORT_TEXTS = {
  downloading: 'Downloading medical data...',
  failed: 'Failed to download medical data',
  saved: 'Your data is downloaded',
} as const;

/** The file's name carries the date in India (the product's time zone), so two exports of a day sort together. */
export function dataExportFileName(format: DataExportFormat, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return format === 'fhir' ? `sahay-health-record-fhir-${day}.json` : `sahay-data-${day}.json`;
}

export const DATA_EXPORT_MEDIA_TYPES: Record<DataExportFormat, string> = {
  json: 'application/json',
  // FHIR R4 §2.6.4 (http.html#mime-type): the JSON media type of FHIR resources.
  fhir: 'application/fhir+json',
};

const when = z.iso.datetime();
const day = z.iso.date();
const nullableText = z.string().nullable();

const MedicineExportSchema = z.object({
  name: z.string(),
  strength: z.string().optional(),
  dose: z.string().optional(),
  frequency: z.string().optional(),
  duration: z.string().optional(),
  instructions: z.string().optional(),
});

export const ExportedMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the person, their expert, or Sahay (status lines). The expert is named on the consultation. */
  from: z.enum(['patient', 'expert', 'system']),
  text: z.string(),
  kind: MessageKindSchema,
  /** For a document card: the prescription or legal document it opens (listed in the export too). */
  documentId: z.string().nullable(),
  file: z
    .object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int(), durationMs: z.number().int().nullable(), url: z.string() })
    .nullable(),
  createdAt: when,
});
export type ExportedMessage = z.infer<typeof ExportedMessageSchema>;

/** The expert as the person knows them: name and field, never their phone, email or account. */
const ExpertNameSchema = z.object({ name: z.string(), category: CategorySchema, specialization: z.string() }).nullable();

export const ExportedConsultationSchema = z.object({
  id: z.uuid(),
  category: CategorySchema,
  consultationType: z.enum(['chat', 'audio', 'video']),
  status: ConsultationStatusSchema,
  problemDescription: nullableText,
  patientName: z.string(),
  /** Issue 14 part 8: the family member the consultation was for (familyMembers); null is the account holder. */
  familyMemberId: z.uuid().nullable(),
  patientAge: z.number().int().nullable(),
  patientGender: z.enum(['male', 'female', 'other']).nullable(),
  department: nullableText,
  additionalSymptoms: z.array(z.string()),
  flowStep: nullableText,
  paymentStatus: z.enum(['pending', 'paid', 'refunded']),
  consultationFee: z.number().int().nullable(),
  aiTranscript: z.array(z.object({ question: z.string(), answer: z.string() })).nullable(),
  createdAt: when,
  updatedAt: when,
  expert: ExpertNameSchema,
  statusHistory: z.array(
    z.object({
      action: z.string(),
      fromStatus: ConsultationStatusSchema.nullable(),
      toStatus: ConsultationStatusSchema,
      by: z.string(),
      note: nullableText,
      at: when,
    }),
  ),
  referrals: z.array(z.object({ fromExpert: nullableText, toExpert: nullableText, reason: z.string(), at: when })),
  messages: z.array(ExportedMessageSchema),
  /** Issue 15 part 4: its calls, with their start, end and length. */
  calls: z.array(CallRecordSchema),
});
export type ExportedConsultation = z.infer<typeof ExportedConsultationSchema>;

export const ExportedPrescriptionSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid().nullable(),
  diagnosis: z.string(),
  prescriptionDate: day,
  medicines: z.array(MedicineExportSchema),
  advice: nullableText,
  followUp: nullableText,
  patientName: nullableText,
  patientAge: z.number().int().nullable(),
  patientGender: nullableText,
  /** As printed on the prescription (Telemedicine Practice Guidelines 2020). */
  doctor: z.object({ name: nullableText, qualification: nullableText, registrationNumber: nullableText, council: nullableText, specialization: nullableText }),
  createdAt: when,
  pdfUrl: z.string(),
});
export type ExportedPrescription = z.infer<typeof ExportedPrescriptionSchema>;

export const ExportedLegalDocumentSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid().nullable(),
  kind: z.enum(['advice_note', 'draft']),
  title: z.string(),
  caseType: nullableText,
  clientName: nullableText,
  lawyer: z.object({ name: z.string(), enrolmentNumber: nullableText, barCouncil: nullableText }),
  createdAt: when,
  pdfUrl: z.string(),
});
export type ExportedLegalDocument = z.infer<typeof ExportedLegalDocumentSchema>;

export const ExportedVitalSignsSchema = z.object({
  id: z.uuid(),
  familyMemberId: z.uuid().nullable(),
  recordedAt: when,
  bloodPressureSystolic: z.number().nullable(),
  bloodPressureDiastolic: z.number().nullable(),
  heartRate: z.number().nullable(),
  bloodSugar: z.number().nullable(),
  weight: z.number().nullable(),
  createdAt: when,
});
export type ExportedVitalSigns = z.infer<typeof ExportedVitalSignsSchema>;

export const ExportedMedicalRecordSchema = z.object({
  id: z.uuid(),
  familyMemberId: z.uuid().nullable(),
  title: z.string(),
  doctorName: nullableText,
  hospitalName: nullableText,
  recordDate: day,
  recordType: z.string(),
  /** The uploaded file, when there is one: its type, size and where the signed-in owner downloads it. */
  file: z.object({ contentType: z.string(), sizeBytes: z.number().int(), url: z.string() }).nullable(),
  createdAt: when,
});
export type ExportedMedicalRecord = z.infer<typeof ExportedMedicalRecordSchema>;

export const ExportedAppointmentSchema = z.object({
  id: z.uuid(),
  appointmentDate: when,
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  appointmentType: z.string(),
  expert: ExpertNameSchema,
  /** Issue 19: a booked slot's end, who it is for, the time zone of its reminders, its fee and any cancellation. */
  endsAt: when.nullable(),
  familyMemberId: z.uuid().nullable(),
  timeZone: z.string(),
  fee: z.number().int(),
  cancelledBy: z.enum(['patient', 'expert']).nullable(),
  cancelReason: nullableText,
  cancelledAt: when.nullable(),
  createdAt: when,
});
export type ExportedAppointment = z.infer<typeof ExportedAppointmentSchema>;

/** Issue 19 part 4: each order the person paid (or was asked to pay) an appointment with; amounts in paise. */
export const ExportedPaymentSchema = z.object({
  id: z.uuid(),
  appointmentId: z.uuid().nullable(),
  provider: z.string(),
  orderId: z.string(),
  paymentId: nullableText,
  amountPaise: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'refunded']),
  receipt: z.string(),
  createdAt: when,
  paidAt: when.nullable(),
  refundedAt: when.nullable(),
});

/** Issue 19 part 6: each refund the person asked for, in their words, and what became of it. */
export const ExportedRefundRequestSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: when,
  decidedAt: when.nullable(),
  declineReason: nullableText,
});

const ExportedShareSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['qr', 'chart']),
  scopes: z.array(z.string()),
  consultationId: z.uuid().nullable(),
  sharedWith: nullableText,
  createdAt: when,
  expiresAt: when.nullable(),
  revokedAt: when.nullable(),
  /** Every opening: when, what was shown, and who (the expert of a chart share; nobody known for a QR link). */
  openings: z.array(z.object({ at: when, sections: z.array(z.string()), viewer: nullableText })),
});

/** Issue 14 part 8: a dependant on the account; what is theirs carries their id as `familyMemberId`. */
export const ExportedFamilyMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  dateOfBirth: day,
  gender: z.enum(FAMILY_GENDERS),
  createdAt: when,
});
export type ExportedFamilyMember = z.infer<typeof ExportedFamilyMemberSchema>;

export const DataExportSchema = z.object({
  format: z.literal('sahay-data-export'),
  version: z.literal(1),
  exportedAt: when,
  account: z.object({
    id: z.uuid(),
    email: nullableText,
    emailVerified: z.boolean(),
    role: z.string(),
    createdAt: when,
    updatedAt: when,
    lastSeenAt: when.nullable(),
  }),
  profile: z.object({
    name: z.string(),
    phone: nullableText,
    city: nullableText,
    state: nullableText,
    languages: z.array(z.string()),
    dateOfBirth: nullableText,
    gender: z.enum(FAMILY_GENDERS).nullable(),
  }),
  signIn: z.object({
    methods: z.array(z.object({ provider: z.string(), createdAt: when })),
    sessions: z.array(z.object({ createdAt: when, expiresAt: when, ipAddress: nullableText, userAgent: nullableText })),
    failedSignIns: z.object({ failures: z.number().int(), since: when, lockedUntil: when.nullable() }).nullable(),
  }),
  /** Only for an expert's own account: their profile as they registered it. */
  expertProfile: z.record(z.string(), z.unknown()).nullable(),
  familyMembers: z.array(ExportedFamilyMemberSchema),
  consultations: z.array(ExportedConsultationSchema),
  appointments: z.array(ExportedAppointmentSchema),
  payments: z.array(ExportedPaymentSchema),
  refundRequests: z.array(ExportedRefundRequestSchema),
  prescriptions: z.array(ExportedPrescriptionSchema),
  legalDocuments: z.array(ExportedLegalDocumentSchema),
  vitalSigns: z.array(ExportedVitalSignsSchema),
  medicalRecords: z.array(ExportedMedicalRecordSchema),
  ratings: z.array(
    z.object({ id: z.uuid(), consultationId: z.uuid(), expertName: nullableText, stars: z.number().int(), comment: nullableText, createdAt: when }),
  ),
  healthShares: z.array(ExportedShareSchema),
  /** Who opened the person's medical data (experts and admins), as /profile/access-log shows it. */
  accessLog: z.array(z.object({ at: when, who: z.string(), profession: nullableText, what: z.string() })),
  contactMessages: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status: z.string(),
      createdAt: when,
      handledAt: when.nullable(),
    }),
  ),
  deletionRequests: z.array(
    z.object({ id: z.uuid(), kind: z.string(), status: z.string(), respondBy: day, deleteBy: day, createdAt: when, completedAt: when.nullable() }),
  ),
  /** Texts and emails Sahay sent to the person's phone or email: which, when and whether delivered (never the links they held). */
  notifications: z.array(z.object({ channel: z.string(), template: z.string(), status: z.string(), createdAt: when, deliveredAt: when.nullable() })),
});
export type DataExport = z.infer<typeof DataExportSchema>;
