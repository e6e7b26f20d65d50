import { describe, expect, it } from 'vitest';
import type { MatchedExpert, MedicalIntake } from '@sahay/domain/consultation-requests';
import { consultFlow, EMPTY_INTAKE, INITIAL_CONSULT, stepNumber, type ConsultEvent, type ConsultState } from '@/features/consult/consult-flow';

const intake = {
  name: 'Ravi Kumar',
  age: 34,
  gender: 'Male',
  phone: '+919876543210',
  department: 'Cardiology',
  symptoms: 'Chest tightness',
} as unknown as MedicalIntake;
const doctor = { id: 'd1', name: 'Dr. Arjun Mehta' } as MatchedExpert;
const handle = { id: 'c1', accessToken: 'token' };
const run = (...events: ConsultEvent[]) => events.reduce<ConsultState>(consultFlow, INITIAL_CONSULT);

describe('the medical modal flow (spec 001 §4.1)', () => {
  it('goes through the five steps in order', () => {
    const entered = run({ type: 'details-entered', intake, raw: EMPTY_INTAKE });
    expect([entered.step, stepNumber(entered.step)]).toEqual(['review', 2]);
    const submitted = consultFlow(entered, { type: 'request-submitted', handle });
    expect([submitted.step, submitted.handle]).toEqual(['assessment', handle]);
    const assessed = consultFlow(submitted, { type: 'assessment-finished' });
    expect(assessed.step).toBe('doctors');
    const chosen = consultFlow(assessed, { type: 'doctor-chosen', doctor });
    expect([chosen.step, stepNumber(chosen.step), chosen.doctor]).toEqual(['confirmation', 5, doctor]);
  });

  it('keeps what was typed for Back, and toggles extra symptoms only on the review step', () => {
    const raw = { ...EMPTY_INTAKE, name: 'Ravi' };
    const review = run({ type: 'details-entered', intake, raw }, { type: 'symptom-toggled', symptom: 'Fever' }, { type: 'symptom-toggled', symptom: 'Cough' });
    expect(review.extra).toEqual(['Fever', 'Cough']);
    expect(consultFlow(review, { type: 'symptom-toggled', symptom: 'Fever' }).extra).toEqual(['Cough']);
    const back = consultFlow(review, { type: 'back-to-details' });
    expect([back.step, back.raw.name]).toEqual(['details', 'Ravi']);
    expect(consultFlow(back, { type: 'symptom-toggled', symptom: 'Headache' })).toBe(back);
  });

  it('ignores events that do not fit the step: a late answer after Back, a second choice', () => {
    const back = run({ type: 'details-entered', intake, raw: EMPTY_INTAKE }, { type: 'back-to-details' });
    expect(consultFlow(back, { type: 'request-submitted', handle })).toBe(back);
    expect(consultFlow(INITIAL_CONSULT, { type: 'doctor-chosen', doctor })).toBe(INITIAL_CONSULT);
    expect(consultFlow(INITIAL_CONSULT, { type: 'assessment-finished' })).toBe(INITIAL_CONSULT);
  });
});
