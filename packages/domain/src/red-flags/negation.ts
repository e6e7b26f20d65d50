/**
 * Clause-scoped negation: "no chest pain", "I don't have chest pain", "chest pain nahi hai", "सीने में दर्द नहीं है"
 * and "denies breathlessness" do not fire. A negation word counts only in the phrase's own clause (so "no, I can't
 * breathe" still fires) and within NEGATION_WINDOW words of it, and not when it belongs to a phrase of its own:
 * "not going away", "kam nahi ho raha", "not able to sleep".
 */
import { NEGATION, NEGATION_AFTER } from './compile';

export const NEGATION_WINDOW = 3;

/** Words that, next to a negation, make it about something else than the symptom. */
const NOT_ABOUT_THE_SYMPTOM: ReadonlySet<string> = new Set([
  'going',
  'stopping',
  'stop',
  'stopped',
  'reducing',
  'better',
  'improving',
  'relief',
  'change',
  'help',
  'use',
  'idea',
  'able',
  'only',
  'sure',
  'responding',
  'ruk',
  'ruka',
  'ruki',
  'rukta',
  'rukti',
  'ja',
  'jata',
  'jati',
  'kam',
  'band',
  'thik',
  'aram',
  'farak',
  'fark',
  'rukna',
  'रुक',
  'कम',
  'बंद',
  'ठीक',
  'आराम',
  'जा',
  'फर्क',
]);

export interface MatchedWords {
  /** Word ids (folded word and groups) per token. */
  ids: readonly (readonly string[])[];
  words: readonly string[];
  clauses: readonly number[];
}

function isNegation(text: MatchedWords, at: number, first: number, last: number): boolean {
  const ids = text.ids[at];
  if (!ids) return false;
  // English negates what follows ("no chest pain"), Hindi what comes before ("chest pain nahi hai"); inside a
  // phrase either does ("pain not in the chest").
  const before = ids.includes(NEGATION);
  const after = ids.includes(NEGATION_AFTER);
  if (at < first ? !before : at > last ? !after : !before && !after) return false;
  const previous = text.words[at - 1];
  const next = text.words[at + 1];
  if (next !== undefined && text.clauses[at + 1] === text.clauses[at] && NOT_ABOUT_THE_SYMPTOM.has(next)) return false;
  if (previous !== undefined && text.clauses[at - 1] === text.clauses[at] && NOT_ABOUT_THE_SYMPTOM.has(previous)) return false;
  return true;
}

/** Whether a negation in the clause of the matched words (positions, in order) cancels them. */
export function negated(text: MatchedWords, positions: readonly number[]): boolean {
  const first = positions[0] ?? 0;
  const last = positions.at(-1) ?? first;
  const clause = text.clauses[first];
  const from = Math.max(0, first - NEGATION_WINDOW);
  const to = Math.min(text.words.length - 1, last + NEGATION_WINDOW);
  for (let at = from; at <= to; at++) {
    if (text.clauses[at] !== clause || positions.includes(at)) continue;
    if (isNegation(text, at, first, last)) return true;
  }
  return false;
}
