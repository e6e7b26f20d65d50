import { describe, expect, it } from 'vitest';
import { FALLBACK_TRIAGE_QUESTIONS, FALLBACK_TRIAGE_QUESTIONS_HINDI, TriageQuestionRequestSchema, fallbackTriageQuestion } from '../src/triage-questions';

describe('the AI assessment fallback questions (spec 001 §7)', () => {
  it('asks the five fixed questions in order', () => {
    expect([1, 2, 3, 4, 5].map((n) => fallbackTriageQuestion(n, 'en'))).toEqual([...FALLBACK_TRIAGE_QUESTIONS]);
    // Issue 20 part 2: in Hindi for a reader who chose Hindi, the same five, each in Devanagari with its numbers.
    expect([1, 2, 3, 4, 5].map((n) => fallbackTriageQuestion(n, 'hi'))).toEqual([...FALLBACK_TRIAGE_QUESTIONS_HINDI]);
    expect(FALLBACK_TRIAGE_QUESTIONS_HINDI[1]).toMatch(/1 से 10/);
    for (const question of FALLBACK_TRIAGE_QUESTIONS_HINDI) expect(question).toMatch(/[\u0900-\u097F].*\?$/);
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
