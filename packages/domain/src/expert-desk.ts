import { CallRecordSchema } from './call-life';
import { z } from 'zod';
import { text } from './text';
import { CategorySchema } from './categories';
import { ConsultationStatusSchema } from './consultation-lifecycle';
import { ExpertFilesSchema } from './expert-files';
import { ExpertStatusSchema } from './expert-registration';

/** The signed-in expert's own profile, as the desk shows it. */
export const DeskProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: CategorySchema,
  specialization: z.string(),
  status: ExpertStatusSchema,
  statusReason: z.string().nullable(),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  rating: z.number(),
  ratingCount: z.number(),
  consultationFee: z.number().nullable(),
  /** Issue 7: the photo on their cards and the registration document, which the expert can replace here. */
  ...ExpertFilesSchema.shape,
});
export type DeskProfile = z.infer<typeof DeskProfileSchema>;

export const DeskStatsSchema = z.object({
  waiting: z.number(),
  active: z.number(),
  completed: z.number(),
  completedToday: z.number(),
  earnings: z.number(),
  earningsThisMonth: z.number(),
});
export type DeskStats = z.infer<typeof DeskStatsSchema>;

/**
 * Issue 16: how much of a request the expert sees. 'offer' until they accept it: what is needed to decide (field,
 * age, gender, a summary); 'full' once they have accepted it: the patient's name and phone, the whole problem,
 * the symptoms and the AI transcript.
 */
export const DESK_DETAILS = ['offer', 'full'] as const;
export type DeskDetail = (typeof DESK_DETAILS)[number];

export const DeskConsultationSchema = z.object({
  id: z.uuid(),
  status: ConsultationStatusSchema,
  category: CategorySchema,
  consultationType: z.string(),
  assignedToMe: z.boolean(),
  detail: z.enum(DESK_DETAILS),
  /** Null until this expert has accepted; the phone only while the consultation is active. */
  patient: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The problem shortened, with e-mail addresses and long numbers hidden (offerSummary). */
  summary: z.string().nullable(),
  /** The whole problem as written; null until accepted. */
  problem: z.string().nullable(),
  patientAge: z.number().nullable(),
  patientGender: z.string().nullable(),
  department: z.string().nullable(),
  additionalSymptoms: z.array(z.string()),
  aiTranscript: z.array(z.object({ question: z.string(), answer: z.string() })),
  fee: z.number().nullable(),
  createdAt: z.string(),
  documentId: z.uuid().nullable(),
  /** Issue 15 part 4: the consultation's calls, oldest first (empty until this expert has accepted it). */
  calls: z.array(CallRecordSchema),
});
export type DeskConsultation = z.infer<typeof DeskConsultationSchema>;

export const DeskOverviewSchema = z.object({
  profile: DeskProfileSchema,
  stats: DeskStatsSchema,
  incoming: z.array(DeskConsultationSchema),
  active: z.array(DeskConsultationSchema),
  recent: z.array(DeskConsultationSchema),
});
export type DeskOverview = z.infer<typeof DeskOverviewSchema>;

/**
 * Issue 16: the live alert an expert's desk gets when a patient starts (or comes back to) a chat with them. It
 * carries what an offer shows, never the patient's name or words.
 */
export const DeskAlertSchema = z.object({
  consultationId: z.uuid(),
  category: CategorySchema,
  department: z.string().nullable(),
  patientAge: z.number().nullable(),
  patientGender: z.string().nullable(),
  at: z.iso.datetime(),
});
export type DeskAlert = z.infer<typeof DeskAlertSchema>;

export const OnlineSwitchSchema = z.object({ online: z.boolean() });
export type OnlineSwitch = z.infer<typeof OnlineSwitchSchema>;

/** A referral says why, in at least this many characters. */
export const REFER_REASON_MIN = 5;

export const ReferInputSchema = z.object({
  toExpertId: z.uuid('Choose the expert to refer to'),
  reason: text().trim().min(REFER_REASON_MIN, `Say why you refer (at least ${REFER_REASON_MIN} characters)`).max(500, 'At most 500 characters'),
});
export type ReferInput = z.infer<typeof ReferInputSchema>;

export const ReferralTargetSchema = z.object({ id: z.uuid(), name: z.string(), specialization: z.string(), isOnline: z.boolean(), rating: z.number() });
export const ReferralTargetListSchema = z.object({ experts: z.array(ReferralTargetSchema) });
export type ReferralTarget = z.infer<typeof ReferralTargetSchema>;

/** Where the chat issue's conversation page lives (one component for patient and expert). */
export function expertChatPath(consultationId: string): string {
  return `/expert-chat/${encodeURIComponent(consultationId)}`;
}
