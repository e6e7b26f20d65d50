import { defineArea } from '@/i18n/i18n';
import patientSafetyEn from 'virtual:messages/en/patient-safety';

/** The patient-safety page (issue 20): English travels with the page's code, Hindi loads when the reader chose it. */
export const PATIENT_SAFETY_AREA = defineArea('patient-safety', patientSafetyEn);
