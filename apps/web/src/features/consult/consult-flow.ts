import type { AdditionalSymptomSchema, MatchedExpert, MedicalIntake, MedicalIntakeInput } from '@sahay/domain/consultation-requests';
import type { z } from 'zod';
import type { RequestHandle } from './api/medical-request';

/*
 * Spec 001 §4.1: the medical modal's five steps as one state and the events that move it. Pure, so every
 * transition is tested without rendering; the modal only dispatches and renders.
 */

export type Symptom = z.infer<typeof AdditionalSymptomSchema>;
export const CONSULT_STEPS = ['details', 'review', 'assessment', 'doctors', 'confirmation'] as const;
export type ConsultStep = (typeof CONSULT_STEPS)[number];
/** Each step's title in the catalogue ('consult' area). */
export const STEP_TITLES = {
  details: 'consult.step.details',
  review: 'consult.step.review',
  assessment: 'consult.step.assessment',
  doctors: 'consult.step.doctors',
  confirmation: 'consult.step.confirmation',
} as const satisfies Record<ConsultStep, string>;

export const EMPTY_INTAKE: MedicalIntakeInput = {
  name: '',
  age: '',
  gender: '' as MedicalIntakeInput['gender'],
  phone: '',
  department: '' as MedicalIntakeInput['department'],
  symptoms: '',
};

export interface ConsultState {
  step: ConsultStep;
  /** What the form holds, kept for Back. */
  raw: MedicalIntakeInput;
  intake: MedicalIntake | null;
  extra: Symptom[];
  /** The stored request: its id and the token that makes it the visitor's (decision 022). */
  handle: RequestHandle | null;
  doctor: MatchedExpert | null;
}

export type ConsultEvent =
  | { type: 'details-entered'; intake: MedicalIntake; raw: MedicalIntakeInput }
  | { type: 'symptom-toggled'; symptom: Symptom }
  | { type: 'back-to-details' }
  | { type: 'request-submitted'; handle: RequestHandle }
  | { type: 'assessment-finished' }
  | { type: 'doctor-chosen'; doctor: MatchedExpert };

export const INITIAL_CONSULT: ConsultState = { step: 'details', raw: EMPTY_INTAKE, intake: null, extra: [], handle: null, doctor: null };

/** Events that do not fit the current step leave the state as it is (a late answer after Back, a double tap). */
export function consultFlow(state: ConsultState, event: ConsultEvent): ConsultState {
  switch (event.type) {
    case 'details-entered':
      return state.step === 'details' ? { ...state, step: 'review', intake: event.intake, raw: event.raw } : state;
    case 'symptom-toggled': {
      if (state.step !== 'review') return state;
      const extra = state.extra.includes(event.symptom) ? state.extra.filter((s) => s !== event.symptom) : [...state.extra, event.symptom];
      return { ...state, extra };
    }
    case 'back-to-details':
      return state.step === 'review' ? { ...state, step: 'details' } : state;
    case 'request-submitted':
      return state.step === 'review' ? { ...state, step: 'assessment', handle: event.handle } : state;
    case 'assessment-finished':
      return state.step === 'assessment' ? { ...state, step: 'doctors' } : state;
    case 'doctor-chosen':
      return state.step === 'doctors' ? { ...state, step: 'confirmation', doctor: event.doctor } : state;
  }
}

/** 1-based, for 'Step {n} of 5'. */
export const stepNumber = (step: ConsultStep) => CONSULT_STEPS.indexOf(step) + 1;
