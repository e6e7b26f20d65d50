/**
 * Issue 13: the one red-flag detector. Pure and deterministic: a reviewed lexicon (lexicon-words.ts,
 * lexicon-rules.ts) in English, romanised Hindi and Devanagari, matched phrase by phrase within a clause after
 * normalising the text (normalise.ts), with typo tolerance (fuzzy.ts) and clause-scoped negation (negation.ts).
 */
import { compileLexicon, type Lexicon } from './compile';
import type { RedFlagCategory } from './categories';
import { CONTEXT_SIGNS, RULES, SIGNS } from './lexicon-rules';
import { NOT_TYPOS, WORD_GROUPS } from './lexicon-words';
import { findCategories, findTargets } from './match';

export { RED_FLAG_CATEGORIES, type RedFlagCategory } from './categories';

export interface RedFlags {
  emergency: boolean;
  /** Suicide or self-harm: the answer leads with Tele-MANAS 14416 as well as 112. */
  selfHarm: boolean;
  /** Every category that fired, in RED_FLAG_CATEGORIES order, without repeats. */
  categories: RedFlagCategory[];
}

let lexicon: Lexicon | null = null;
const redFlagLexicon = () =>
  (lexicon ??= compileLexicon({ groups: WORD_GROUPS, signs: SIGNS, contextSigns: CONTEXT_SIGNS, rules: RULES, notTypos: NOT_TYPOS }));

/** The red flags in a message (a person's or an AI's). Never throws; linear in the length of the text. */
export function detectRedFlags(text: string): RedFlags {
  let categories: RedFlagCategory[];
  try {
    categories = findCategories(redFlagLexicon(), text);
  } catch {
    // Not expected: the matcher only indexes arrays it built. Missing an emergency is worse than a false alarm,
    // but an exception here would drop the whole answer, so report nothing rather than throw.
    categories = [];
  }
  return { emergency: categories.length > 0, selfHarm: categories.includes('self_harm'), categories };
}

/** The words that set off each red flag, as written (normalised): what the problem router shows as the reason. */
export function redFlagWords(text: string): Map<RedFlagCategory, string[]> {
  try {
    return findTargets(redFlagLexicon(), text) as Map<RedFlagCategory, string[]>;
  } catch {
    return new Map();
  }
}
