import { describe, expect, it } from 'vitest';
import {
  TRIAGE_STEPS,
  applyTriageAnswer,
  emptyTriageData,
  isNoneAnswer,
  parseAge,
  parsePainLevel,
  splitList,
  type TriageStep,
} from '../src/triage-conversation';

describe('age parsing (spec 001 §4.3: above 0 and below 150)', () => {
  it.each([
    ['34', 34],
    [' 70 ', 70],
    ['0.5', 0.5],
    ['149', 149],
    ['0', undefined],
    ['-3', undefined],
    ['150', undefined],
    ['200', undefined],
    ['thirty', undefined],
    ['', undefined],
  ])('"%s" gives %s', (answer, age) => {
    expect(parseAge(answer)).toBe(age);
  });
});

describe('pain level parsing (spec 001 §4.3: 0 to 10)', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['10', 10],
    ['11', undefined],
    ['-1', undefined],
    ['a lot', undefined],
  ])('"%s" gives %s', (answer, level) => {
    expect(parsePainLevel(answer)).toBe(level);
  });
});

describe("'none' and 'no' (spec 001 §4.3)", () => {
  it.each([
    ['none', true],
    ['No', true],
    [' NONE ', true],
    ['nothing', false],
    ['no fever', false],
  ])('"%s" is none: %s', (answer, none) => {
    expect(isNoneAnswer(answer)).toBe(none);
  });
});

describe('lists split on commas and trimmed', () => {
  it.each([
    ['diabetes, hypertension', ['diabetes', 'hypertension']],
    [' asthma ,, ', ['asthma']],
    ['heart disease', ['heart disease']],
  ])('"%s"', (answer, list) => {
    expect(splitList(answer)).toEqual(list);
  });
});

describe('the conversation (spec 001 §4.3)', () => {
  it('walks the steps in order and fills the patient data', () => {
    const answers: Record<TriageStep, string> = {
      age: '70',
      gender: 'Male',
      primary_symptom: 'Chest pain',
      duration: 'Sudden',
      pain_level: '8',
      additional_symptoms: 'sweating',
      medical_history: 'diabetes, hypertension',
      medications: 'none',
      analysis: '',
    };
    let step: TriageStep = 'age';
    let data = emptyTriageData();
    const visited: TriageStep[] = [];
    while (step !== 'analysis') {
      visited.push(step);
      const turn = applyTriageAnswer(step, data, answers[step]);
      expect(turn.accepted).toBe(true);
      data = turn.data;
      step = turn.next;
    }
    expect(visited).toEqual(TRIAGE_STEPS.slice(0, -1));
    expect(data).toEqual({
      age: 70,
      gender: 'Male',
      primarySymptom: 'Chest pain',
      symptoms: ['Chest pain', 'sweating'],
      symptomDuration: 'Sudden',
      painLevel: 8,
      medicalHistory: ['diabetes', 'hypertension'],
      currentMedications: [],
      allergies: [],
    });
  });

  it('asks the age again until it is a number between 0 and 150', () => {
    const turn = applyTriageAnswer('age', emptyTriageData(), '150');
    expect(turn).toMatchObject({ next: 'age', accepted: false });
    expect(turn.data.age).toBeUndefined();
  });

  it('advances past an unusable pain level without storing it', () => {
    const turn = applyTriageAnswer('pain_level', emptyTriageData(), '12');
    expect(turn.next).toBe('additional_symptoms');
    expect(turn.data.painLevel).toBeUndefined();
  });

  it.each(['additional_symptoms', 'medical_history', 'medications'] as const)("'no' skips %s", (step) => {
    const before = emptyTriageData();
    const turn = applyTriageAnswer(step, before, 'no');
    expect(turn.data).toEqual(before);
    expect(turn.accepted).toBe(true);
  });

  it('does not mutate the data it is given', () => {
    const before = emptyTriageData();
    applyTriageAnswer('medical_history', before, 'asthma');
    expect(before.medicalHistory).toEqual([]);
  });
});
