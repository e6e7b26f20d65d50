import { z } from 'zod';
import { missingMessage, text } from './text';
import { numberInput } from './number-input';
import { CategorySchema, DEPARTMENTS } from './categories';
import { isIndianMobile, normalizeIndianPhone } from './phone';
import { AI_ASSESSMENT_QUESTION_COUNT } from './triage-questions';
import { FamilyMemberIdSchema } from './family-members';

/** Spec 001 §5 medical step 1: any empty field gives this one message. */
export const MEDICAL_REQUIRED_MESSAGE = 'Please fill all required fields';
/** Spec 001 §5 / §8 legal form. */
export const LEGAL_MESSAGES = {
  missing: { title: 'Missing Information', description: 'Please fill in all required fields' },
  failed: { title: 'Error', description: 'Failed to submit request. Please try again.' },
  success: { title: 'Consultation Requested', description: 'A lawyer will contact you shortly' },
} as const;
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';

/**
 * An Indian mobile number in any usual spelling (98765 43210, +91-98765-43210, 919876543210), normalised to
 * +91XXXXXXXXXX (spec 001 §5 normalisation) and checked to be a real mobile (starts with 6 to 9).
 */
export const IndianMobileSchema = (requiredMessage: string) =>
  z
    .string({ error: missingMessage(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      // A trunk prefix (098765 43210) is how many people write a mobile number at home.
      const digits = value.replace(/[\s()-]/g, '');
      const normalised = normalizeIndianPhone(/^0\d{10}$/.test(digits) ? digits.slice(1) : value);
      if (!normalised?.startsWith('+91') || !isIndianMobile(normalised.slice(3))) {
        ctx.addIssue({ code: 'custom', message: INVALID_MOBILE_MESSAGE });
        return z.NEVER;
      }
      return normalised;
    });

/** Spec 001 §2.2 step 2: the additional symptom chips. */
export const ADDITIONAL_SYMPTOMS = ['Fever', 'Cough', 'Headache', 'Body Pain', 'Fatigue', 'Nausea', 'Dizziness', 'Chest Pain'] as const;
export const AdditionalSymptomSchema = z.enum(ADDITIONAL_SYMPTOMS);

export const GENDERS = ['male', 'female', 'other'] as const;
export const GenderSchema = z.enum(GENDERS, { error: MEDICAL_REQUIRED_MESSAGE });
export const CONSULTATION_TYPES = ['chat', 'audio', 'video'] as const;
export const ConsultationTypeSchema = z.enum(CONSULTATION_TYPES);

const requiredText = (message: string, max: number) => text(message).trim().min(1, message).max(max, `At most ${max} characters`);

/** Spec 001 §3 "Medical intake" and §5 step 1. */
export const MedicalIntakeSchema = z.object({
  name: requiredText(MEDICAL_REQUIRED_MESSAGE, 100),
  age: numberInput(MEDICAL_REQUIRED_MESSAGE, (age) =>
    age.int('Please enter the age in whole years').min(1, 'Please enter an age from 1 to 149').max(149, 'Please enter an age from 1 to 149'),
  ),
  gender: GenderSchema,
  phone: IndianMobileSchema(MEDICAL_REQUIRED_MESSAGE),
  department: z.enum(DEPARTMENTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? MEDICAL_REQUIRED_MESSAGE : `Unknown department. Choose one of: ${DEPARTMENTS.join(', ')}`,
  }),
  symptoms: requiredText(MEDICAL_REQUIRED_MESSAGE, 2000),
  additionalSymptoms: z.array(AdditionalSymptomSchema).max(ADDITIONAL_SYMPTOMS.length).default([]),
  /** Issue 14 part 8: 'Who is this for?' — a family member of the signed-in person; omitted is themselves. */
  familyMemberId: FamilyMemberIdSchema,
  consultationType: ConsultationTypeSchema.default('video'),
});
export type MedicalIntakeInput = z.input<typeof MedicalIntakeSchema>;
export type MedicalIntake = z.output<typeof MedicalIntakeSchema>;

/** What the server answers on a new request. The token lets a visitor without an account continue their own request. */
export const ConsultationReceiptSchema = z.object({
  id: z.uuid(),
  accessToken: z.string(),
  status: z.enum(['pending', 'active', 'completed', 'cancelled']),
  flowStep: z.string().nullable(),
});
export type ConsultationReceipt = z.infer<typeof ConsultationReceiptSchema>;

/** Spec 001 §4.1 step 3: the transcript of the AI assessment, stored on the consultation. */
export const AssessmentTranscriptSchema = z.object({
  transcript: z
    .array(z.object({ question: text().trim().min(1).max(500), answer: text().trim().min(1).max(1000) }))
    .min(1)
    .max(AI_ASSESSMENT_QUESTION_COUNT),
});
export type AssessmentTranscript = z.infer<typeof AssessmentTranscriptSchema>;

/** Step 4: the patient picks a doctor; 'Consult Now' also notifies them (spec 001 §4.1). */
export const ChooseExpertSchema = z.object({ expertId: z.uuid('Not an expert id'), notify: z.boolean().default(false) });
export type ChooseExpert = z.infer<typeof ChooseExpertSchema>;

export const NOTIFICATION_OUTCOMES = ['delivered', 'failed', 'pending'] as const;
export const ChannelOutcomeSchema = z.object({ channel: z.enum(['sms', 'whatsapp']), status: z.enum(NOTIFICATION_OUTCOMES) });
export type ChannelOutcome = z.infer<typeof ChannelOutcomeSchema>;

export const ExpertChosenSchema = z.object({
  consultationId: z.uuid(),
  expert: z.object({ id: z.uuid(), name: z.string() }),
  notifications: z.array(ChannelOutcomeSchema),
});
export type ExpertChosen = z.infer<typeof ExpertChosenSchema>;

/** Spec 001 §8: which toast 'Consult Now' shows, from what happened to each channel. */
export function notificationToast(expertName: string, outcomes: readonly ChannelOutcome[]): { kind: 'success' | 'warning' | 'error'; message: string } {
  const delivered = outcomes.filter((outcome) => outcome.status === 'delivered').length;
  if (outcomes.length > 0 && delivered === outcomes.length) return { kind: 'success', message: `${expertName} notified via SMS and WhatsApp` };
  if (delivered > 0) return { kind: 'warning', message: 'Some notifications failed. Check console for details.' };
  return { kind: 'error', message: 'Failed to send notifications...' };
}

/** Spec 001 §2.3 legal form. */
export const LegalRequestSchema = z.object({
  name: requiredText(LEGAL_MESSAGES.missing.description, 100),
  phone: IndianMobileSchema(LEGAL_MESSAGES.missing.description),
  caseType: text().trim().max(100).optional(),
  legalIssue: requiredText(LEGAL_MESSAGES.missing.description, 4000),
  familyMemberId: FamilyMemberIdSchema,
  /** Issue 15 part 4: 'Video consult' / 'Audio call' on the lawyer home ask for that call; the form alone is a chat. */
  consultationType: ConsultationTypeSchema.default('chat'),
});
export type LegalRequestInput = z.input<typeof LegalRequestSchema>;
export type LegalRequest = z.output<typeof LegalRequestSchema>;

export const LegalReceiptSchema = z.object({ id: z.uuid(), lawyer: z.object({ id: z.uuid(), name: z.string() }).nullable() });
export type LegalReceipt = z.infer<typeof LegalReceiptSchema>;

/** Spec 001 §4.2: the stored description is 'caseType: legalIssue'. */
export function legalProblemDescription(input: Pick<LegalRequest, 'caseType' | 'legalIssue'>): string {
  return input.caseType ? `${input.caseType}: ${input.legalIssue}` : input.legalIssue;
}

export const MatchQuerySchema = z.object({
  category: CategorySchema,
  department: text().trim().min(1, 'Please choose a department').max(100),
  limit: z.coerce.number().int().min(1).max(10).optional(),
});
export type MatchQuery = z.infer<typeof MatchQuerySchema>;

/** A doctor card (spec 001 §2.2). No phone number leaves the server: the card's phone button only says 'Calling…'. */
export const MatchedExpertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: CategorySchema,
  specialization: z.string(),
  rating: z.number(),
  experienceYears: z.number().int(),
  languages: z.array(z.string()),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  profilePhoto: z.string().nullable(),
});
export type MatchedExpert = z.infer<typeof MatchedExpertSchema>;

export const MatchResultSchema = z.object({
  experts: z.array(MatchedExpertSchema),
  fallback: z.boolean(),
  message: z.string().nullable(),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

/**
 * A request from a specialty page or the CA / IT booking forms (spec 001 §2.4, §2.5, made real): who, which
 * specialty or service area, and what it is about. Stored like the legal form's request; the page then shows the
 * experts matched the same way as doctors.
 */
export const ServiceRequestSchema = z.object({
  category: CategorySchema,
  specialty: text().trim().min(1, 'Please choose a service').max(100),
  name: requiredText(LEGAL_MESSAGES.missing.description, 100),
  phone: IndianMobileSchema(LEGAL_MESSAGES.missing.description),
  details: requiredText(LEGAL_MESSAGES.missing.description, 4000),
  consultationType: ConsultationTypeSchema.default('chat'),
  familyMemberId: FamilyMemberIdSchema,
});
export type ServiceRequestInput = z.input<typeof ServiceRequestSchema>;
export type ServiceRequest = z.output<typeof ServiceRequestSchema>;

export const ServiceReceiptSchema = z.object({ id: z.uuid(), accessToken: z.string(), matches: MatchResultSchema });
export type ServiceReceipt = z.infer<typeof ServiceReceiptSchema>;

/** Availability per service area, counted from the approved experts (spec 001 §2.4 showed fixed numbers). */
export const ExpertCountsSchema = z.object({
  category: CategorySchema,
  total: z.number().int(),
  online: z.number().int(),
  groups: z.array(z.object({ group: z.string(), total: z.number().int(), online: z.number().int() })),
  /** Who 'Chat now' puts a person through to: the category's first expert in the matching order, if any. */
  firstChoice: z.object({ id: z.uuid(), name: z.string(), isOnline: z.boolean() }).nullable(),
  helpline: z.string(),
});
export type ExpertCounts = z.infer<typeof ExpertCountsSchema>;

/** The header that carries a visitor's request token (decision 022), read by the server and sent by the web. */
export const REQUEST_TOKEN_HEADER = 'x-consultation-token';
