import type { LegalDocumentInput } from '@sahay/domain/legal-documents';
import type { Medicine } from '@sahay/domain/prescriptions';

export interface PrescriptionValues {
  consultationId: string;
  patientAge: string;
  patientGender: '' | 'male' | 'female' | 'other';
  ageConfirmed: boolean;
  diagnosis: string;
  medicines: Array<Required<Medicine>>;
  advice: string;
  followUp: string;
}

export type LegalDocumentValues = LegalDocumentInput;

export const EMPTY_MEDICINE: Required<Medicine> = { name: '', strength: '', dose: '', frequency: '', duration: '', instructions: '' };
