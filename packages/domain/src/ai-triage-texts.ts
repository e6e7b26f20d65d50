// What the triage says around the AI provider's text, without the triage API's zod schemas (ai-triage.ts re-exports
// these), so the triage page does not load zod with them (issue 17 part 2).

/** Spec 001 §8: what the triage bot says when a call fails. */
export const TRIAGE_FAILURE_TEXTS = {
  analysis: "I apologize, but I'm having trouble completing the analysis. Please try again or contact emergency services if this is urgent.",
  followUp: "Can you tell me more about how you're feeling?",
} as const;

export const TRIAGE_DISCLAIMER =
  'This assessment gives general information only. It is not a diagnosis or a prescription and does not replace a doctor. In an emergency, call 112 or go to the nearest emergency department.';
