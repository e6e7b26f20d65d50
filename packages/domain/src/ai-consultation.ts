import { z } from 'zod';
import { text } from './text';
import { ChatTurnSchema } from './ai-assistant';
import { FamilyMemberIdSchema } from './family-members';
import { keepPhoneDigits } from './phone';

/** Spec 001 §3 pre-consultation form: the eight specialties and the four urgencies (default normal). */
export const PRE_CONSULTATION_SPECIALTIES = [
  'urology',
  'cardiology',
  'dermatology',
  'neurology',
  'ophthalmology',
  'pediatrics',
  'orthopedics',
  'general',
] as const;
export const PreConsultationSpecialtySchema = z.enum(PRE_CONSULTATION_SPECIALTIES);
export type PreConsultationSpecialty = z.infer<typeof PreConsultationSpecialtySchema>;

export const PRE_CONSULTATION_SPECIALTY_LABELS: Record<PreConsultationSpecialty, string> = {
  urology: 'Urology',
  cardiology: 'Cardiology',
  dermatology: 'Dermatology',
  neurology: 'Neurology',
  ophthalmology: 'Ophthalmology',
  pediatrics: 'Pediatrics',
  orthopedics: 'Orthopedics',
  general: 'General Medicine',
};

/** What an expert's specialisation must contain to be of that specialty (case-insensitive). */
export const PRE_CONSULTATION_SPECIALTY_TERMS: Record<PreConsultationSpecialty, readonly string[]> = {
  urology: ['urolog'],
  cardiology: ['cardio', 'heart'],
  dermatology: ['dermatolog', 'skin'],
  neurology: ['neurolog'],
  ophthalmology: ['ophthalm', 'eye'],
  pediatrics: ['pediatric', 'paediatric', 'child'],
  orthopedics: ['orthop', 'bone', 'joint'],
  general: ['general', 'family medicine', 'gp'],
};

export const URGENCY_LEVELS = ['emergency', 'urgent', 'normal', 'routine'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  emergency: 'Emergency',
  urgent: 'Urgent (within 24 hours)',
  normal: 'Normal',
  routine: 'Routine',
};

const required = (max: number) => text().trim().min(1, 'Please fill in all required fields').max(max);

export const PreConsultationFormSchema = z.object({
  name: required(100),
  mobile: z
    .string()
    .transform(keepPhoneDigits)
    .pipe(text().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number')),
  specialty: PreConsultationSpecialtySchema,
  symptoms: required(2000),
  urgency: z.enum(URGENCY_LEVELS).default('normal'),
  /** Issue 21 part 3: "Who is this for?": one of the signed-in patient's family members, or omitted for themselves. */
  familyMemberId: FamilyMemberIdSchema,
});
export type PreConsultationForm = z.input<typeof PreConsultationFormSchema>;
export type PreConsultationFormValues = z.output<typeof PreConsultationFormSchema>;

/** Spec 001 §7 'medical-ai-chat': {message, specialty, patientName, symptoms} → {response, specialty}. */
export const MedicalAiChatRequestSchema = z.object({
  message: text().trim().min(1, 'Please type a message').max(2000),
  specialty: PreConsultationSpecialtySchema,
  patientName: text().trim().max(100).default(''),
  symptoms: text().trim().max(2000).default(''),
  conversationHistory: z.array(ChatTurnSchema).max(100).default([]),
});
export type MedicalAiChatRequest = z.input<typeof MedicalAiChatRequestSchema>;
export const MedicalAiChatResponseSchema = z.object({ response: z.string(), specialty: PreConsultationSpecialtySchema });
export type MedicalAiChatResponse = z.infer<typeof MedicalAiChatResponseSchema>;

/** 'Talk to Expert': creates the consultation with an online expert of the specialty, the transcript attached. */
export const ExpertHandoffRequestSchema = z.object({
  form: PreConsultationFormSchema,
  transcript: z.array(ChatTurnSchema).max(100).default([]),
});
export type ExpertHandoffRequest = z.input<typeof ExpertHandoffRequestSchema>;
export const ExpertHandoffSchema = z.object({
  consultationId: z.string(),
  expert: z.object({ id: z.string(), name: z.string(), specialization: z.string() }),
});
export type ExpertHandoff = z.infer<typeof ExpertHandoffSchema>;

/** Spec 001 §2.7 toasts and §9's 2 s delay before 'Connected to Expert'. */
export const HANDOFF_TOASTS = {
  proceeding: 'Proceeding to Expert',
  connected: 'Connected to Expert',
} as const;
export const CONNECTED_TOAST_DELAY_MS = 2000;
export const NO_EXPERT_ONLINE = 'No expert of this specialty is online right now. Please try again in a few minutes or browse all experts.';
