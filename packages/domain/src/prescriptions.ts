import { z } from 'zod';
import { text as safeText } from './text';
import { queryString } from './query-string';
import { numberInput } from './number-input';

/** Telemedicine Practice Guidelines 2020 (Board of Governors in supersession of the MCI): every e-prescription carries this line. */
export const TELECONSULTATION_LINE = 'This prescription is generated on a teleconsultation';

export const MEDICINES_MAX = 20;
export const PATIENT_GENDERS = ['male', 'female', 'other'] as const;
export const PatientGenderSchema = z.enum(PATIENT_GENDERS, 'Please choose the patient’s gender');

const text = (max: number, message: string) => safeText().trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => safeText().trim().max(max, `At most ${max} characters`).optional();

/** One drug line: TPG 2020 requires name, strength, dose, frequency and duration. */
export const MedicineSchema = z.object({
  name: text(120, 'Enter the medicine name'),
  strength: text(40, 'Enter the strength, e.g. 500 mg'),
  dose: text(40, 'Enter the dose, e.g. 1 tablet'),
  frequency: text(60, 'Enter how often, e.g. twice a day'),
  duration: text(40, 'Enter for how long, e.g. 5 days'),
  instructions: optionalText(200),
});
export type Medicine = z.infer<typeof MedicineSchema>;

/**
 * What the doctor fills in. The doctor confirms the patient's age before issuing (TPG 2020 §3.7: age must be
 * known, and stated on the prescription); `ageConfirmed` must be true.
 */
export const PrescriptionInputSchema = z.object({
  consultationId: z.uuid('Not a consultation'),
  patientAge: numberInput('Enter the patient’s age', (age) => age.int('Whole years only').min(0, 'Enter the patient’s age').max(120, 'Please check the age')),
  patientGender: PatientGenderSchema,
  ageConfirmed: z.literal(true, 'Confirm that you have verified the patient’s age'),
  diagnosis: text(500, 'Enter the provisional diagnosis'),
  medicines: z.array(MedicineSchema).min(1, 'Add at least one medicine').max(MEDICINES_MAX, `At most ${MEDICINES_MAX} medicines`),
  advice: optionalText(1000),
  followUp: optionalText(200),
});
export type PrescriptionInput = z.infer<typeof PrescriptionInputSchema>;

/** A prescription as its patient, its doctor and admins see it; names and registration are kept as issued. */
export const PrescriptionSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid().nullable(),
  date: z.string(),
  issuedAt: z.string(),
  doctor: z.object({ name: z.string(), qualification: z.string(), registrationNumber: z.string(), council: z.string(), specialization: z.string() }),
  patient: z.object({ name: z.string(), age: z.number().nullable(), gender: PatientGenderSchema.nullable(), phone: z.string().nullable() }),
  diagnosis: z.string(),
  medicines: z.array(MedicineSchema.partial({ strength: true, dose: true, frequency: true, duration: true })),
  advice: z.string().nullable(),
  followUp: z.string().nullable(),
  problem: z.string().nullable(),
  teleconsultationLine: z.string(),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;

/** Spec 001 §9: a prescription or document id is shown as its first 8 characters and an ellipsis. */
export function shortId(id: string): string {
  return `${id.slice(0, 8)}...`;
}

/** Spec 001 §2.9 query parameters of /prescription-thank-you. */
export function prescriptionThankYouPath(p: { patientName: string; patientPhone: string; problem: string; prescriptionId: string }): string {
  return `/prescription-thank-you?${queryString(p)}`;
}
