// Issue 21: "Describe your problem" opens a profession's request form with the description already in it. It
// travels in the navigation state (not the address), so it stays out of the history, links and server logs.

/** Where "Describe your problem" lives (spec 001 §2.1 /ask-medical-problem). */
export const DESCRIBE_PROBLEM_PATH = '/ask-medical-problem';

export interface CarriedDescription {
  description: string;
}

export function carryDescription(description: string): CarriedDescription {
  return { description };
}

/** The description a page was opened with, or ''. */
export function carriedDescription(state: unknown): string {
  if (!state || typeof state !== 'object' || !('description' in state)) return '';
  const { description } = state;
  return typeof description === 'string' ? description : '';
}
