import { describe, expect, it } from 'vitest';
import { FALLBACK_TRIAGE_QUESTIONS, TriageQuestionRequestSchema, fallbackTriageQuestion } from '../src/triage-questions';

describe('the AI assessment fallback questions (spec 001 §7)', () => {
  it('asks the five fixed questions in order', () => {
    expect([1, 2, 3, 4, 5].map(fallbackTriageQuestion)).toEqual([...FALLBACK_TRIAGE_QUESTIONS]);
    expect(FALLBACK_TRIAGE_QUESTIONS[0]).toMatch(/start/);
    expect(FALLBACK_TRIAGE_QUESTIONS[1]).toMatch(/1 to 10/);
    expect(FALLBACK_TRIAGE_QUESTIONS[4]).toMatch(/medication/);
  });

  it('accepts question numbers 1 to 5 and a known department only', () => {
    expect(TriageQuestionRequestSchema.safeParse({ questionNumber: 1, symptoms: 'fever', department: 'Cardiology' }).success).toBe(true);
    expect(TriageQuestionRequestSchema.safeParse({ questionNumber: 6, symptoms: 'fever', department: 'Cardiology' }).success).toBe(false);
    expect(TriageQuestionRequestSchema.safeParse({ questionNumber: 1, symptoms: 'fever', department: 'Astrology' }).success).toBe(false);
  });
});
