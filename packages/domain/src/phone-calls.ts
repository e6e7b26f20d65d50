import { z } from 'zod';
import { normalizeIndianPhone } from './phone';
import { missingMessage, text } from './text';

/*
 * Issue 15 parts 5 and 6: bridged phone calls (spec 001 §7 'api-consult'). The system calls the doctor first, then
 * the patient, and joins the two calls; both see Sahay's virtual number (the ExoPhone), never each other's.
 */

/** Spec 001 §5 and §8: the test form's exact words. */
export const CALL_REQUEST_MESSAGES = {
  namesRequired: 'Patient name and doctor name are required',
  patientPhone: 'Patient phone must be in format +91XXXXXXXXXX',
  doctorPhone: 'Doctor phone must be in format +91XXXXXXXXXX',
  validationTitle: 'Validation Error',
  initiated: 'Consultation Initiated',
  failedTitle: 'Request Failed',
  failedFallback: 'Failed to initiate consultation',
  networkTitle: 'Network Error',
  networkDescription: 'Failed to connect to consultation service',
} as const;

/** Spec 001 §2.17: the form's default test values. */
export const CALL_REQUEST_DEFAULTS = {
  patient_name: 'Test Patient',
  patient_phone: '+919876543210',
  doctor_name: 'Dr. Test Doctor',
  doctor_phone: '+919876543211',
  reason: 'Test consultation call',
} as const;

/** Spec 001 §7: consult_id is 'DEMO-' followed by a timestamp (milliseconds since 1970). */
export const DEMO_CONSULT_ID_PATTERN = /^DEMO-\d{10,16}$/;
export const demoConsultId = (now: Date = new Date()) => `DEMO-${now.getTime()}`;

const INDIAN_E164 = /^\+91\d{10}$/;
const NAME_MAX = 100;
export const CALL_REASON_MAX = 500;

/** Spec 001 §5: normalise first (10 digits get +91, 12 starting with 91 get +, a leading + is kept), then +91 and 10 digits. */
const callPhone = (message: string) =>
  z
    .string({ error: missingMessage(message) })
    .max(32, message)
    .transform((value) => normalizeIndianPhone(value) ?? value.trim())
    .pipe(z.string().regex(INDIAN_E164, message));

const callName = text(CALL_REQUEST_MESSAGES.namesRequired).trim().max(NAME_MAX, `At most ${NAME_MAX} characters`);

/** Spec 001 §3 'Call request', the body of api-consult; used by the test form and by the server. */
export const CallRequestSchema = z
  .object({
    patient_name: callName,
    patient_phone: callPhone(CALL_REQUEST_MESSAGES.patientPhone),
    doctor_name: callName,
    doctor_phone: callPhone(CALL_REQUEST_MESSAGES.doctorPhone),
    reason: text().trim().max(CALL_REASON_MAX, `At most ${CALL_REASON_MAX} characters`).optional(),
    consult_id: z.string().regex(DEMO_CONSULT_ID_PATTERN, "consult_id must be 'DEMO-' followed by a timestamp"),
  })
  .superRefine((value, ctx) => {
    // One message for either name (spec 001 §5), shown under each empty field.
    if (!value.patient_name) ctx.addIssue({ code: 'custom', path: ['patient_name'], message: CALL_REQUEST_MESSAGES.namesRequired });
    if (!value.doctor_name) ctx.addIssue({ code: 'custom', path: ['doctor_name'], message: CALL_REQUEST_MESSAGES.namesRequired });
  });
export type CallRequestInput = z.input<typeof CallRequestSchema>;
export type CallRequest = z.output<typeof CallRequestSchema>;

/** A bridged call's life, in order; completed and failed are final. */
export const BRIDGED_CALL_STATUSES = ['queued', 'doctor_ringing', 'doctor_answered', 'patient_ringing', 'bridged', 'completed', 'failed'] as const;
export type BridgedCallStatus = (typeof BRIDGED_CALL_STATUSES)[number];
export const BridgedCallStatusSchema = z.enum(BRIDGED_CALL_STATUSES);

export const BRIDGED_CALL_STATUS_LABELS: Record<BridgedCallStatus, string> = {
  queued: 'Placing the call',
  doctor_ringing: 'Calling the doctor',
  doctor_answered: 'Doctor answered',
  patient_ringing: 'Calling the patient',
  bridged: 'Connected',
  completed: 'Call ended',
  failed: 'Call failed',
};

const RANK: Record<BridgedCallStatus, number> = {
  queued: 0,
  doctor_ringing: 1,
  doctor_answered: 2,
  patient_ringing: 3,
  bridged: 4,
  completed: 5,
  failed: 5,
};

export const isFinalCallStatus = (status: BridgedCallStatus) => status === 'completed' || status === 'failed';

/**
 * Status reports may arrive twice or out of order (a provider retries its callbacks): a call only moves forward,
 * and never leaves completed or failed.
 */
export function advancesCall(current: BridgedCallStatus, next: BridgedCallStatus): boolean {
  return !isFinalCallStatus(current) && RANK[next] > RANK[current];
}

/** Orders a call's history along its life (reports that arrived late still sit where they belong). */
export const callStatusRank = (status: BridgedCallStatus) => RANK[status];

/** Why a phone call cannot be placed, in words for the person who pressed the button. */
export const PHONE_CALL_MESSAGES = {
  noExpert: 'Choose a doctor first, then call.',
  youHaveNoPhone: 'We have no mobile number for you. Add one in Edit profile, then call again.',
  patientHasNoPhone: 'This patient gave no mobile number, so a phone call cannot be placed. Use chat or a video call instead.',
  expertHasNoPhone: 'This expert has no phone number with Sahay yet, so a phone call cannot be placed. Use chat instead.',
  notAccepted: 'Accept the request before calling the patient.',
  inProgress: 'A phone call for this consultation is already in progress.',
  testAdminsOnly: 'Only Sahay admins may place test calls: they ring real phones.',
} as const;

export const BridgedCallEventSchema = z.object({ status: BridgedCallStatusSchema, at: z.iso.datetime() });

/** What the two members of a consultation see of its phone call: no phone numbers but Sahay's own. */
export const BridgedCallSchema = z.object({
  id: z.uuid(),
  status: BridgedCallStatusSchema,
  /** The number both phones show (the ExoPhone). */
  callerId: z.string(),
  /** True without Exotel keys: the local bridge plays the states and no phone rings. */
  simulated: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  conversationSeconds: z.number().int().nullable(),
  history: z.array(BridgedCallEventSchema),
});
export type BridgedCall = z.infer<typeof BridgedCallSchema>;

export const CallPlacedSchema = z.object({ message: z.literal(CALL_REQUEST_MESSAGES.initiated), call: BridgedCallSchema });
export type CallPlaced = z.infer<typeof CallPlacedSchema>;

/** The admin console's view: which call, through which provider, and the doctor's notice; numbers masked. */
export const AdminBridgedCallSchema = BridgedCallSchema.extend({
  kind: z.enum(['consultation', 'test']),
  provider: z.string(),
  providerCallId: z.string().nullable(),
  consultationId: z.uuid().nullable(),
  consultId: z.string().nullable(),
  reason: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorNumber: z.string(),
  patientNumber: z.string(),
  placedBy: z.enum(['patient', 'expert', 'admin']),
  notice: z.enum(['pending', 'delivered', 'failed']).nullable(),
});
export type AdminBridgedCall = z.infer<typeof AdminBridgedCallSchema>;
export const AdminBridgedCallListSchema = z.object({ calls: z.array(AdminBridgedCallSchema) });
export type AdminBridgedCallList = z.infer<typeof AdminBridgedCallListSchema>;
