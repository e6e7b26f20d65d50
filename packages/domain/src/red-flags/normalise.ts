/**
 * Text normalisation and tokenising for the red-flag detector. Linear in the input, never throws: NFKC, lower case,
 * no zero-width or control characters, lone surrogates dropped, Devanagari digits as ASCII, and one folded
 * spelling per word so that chhati/chati/chaati, saans/sans and khoon/khun meet the same lexicon entry.
 */

/** Longer input is cut: a message is never this long, and the work stays bounded. */
export const MAX_INPUT_CHARS = 50_000;

export interface Token {
  /** The word as written (normalised, not folded). */
  word: string;
  clause: number;
  sentence: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0/C1 controls (but tab and line breaks), soft hyphen, zero-width characters, bidi marks, word joiners, BOM.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const APOSTROPHE = /['’‘`´]/g;
// A word, a sentence end or a clause break. No nested quantifiers: one pass over the text.
const TOKEN = /([\p{L}\p{M}\p{N}]+)|([.!?\n\u0964\u0965])|[,;:()[\]{}"“”]|\s[-–—]\s/gu;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;
// Nukta and chandrabindu vary with the keyboard: ज़/ज, साँस/सांस. Long and short i and u are often swapped.
const DEVANAGARI_FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/\u093C/g, ''],
  [/\u0901/g, '\u0902'],
  [/\u0940/g, '\u093F'],
  [/\u0942/g, '\u0941'],
  [/\u0908/g, '\u0907'],
  [/\u090A/g, '\u0909'],
];
/** Words that end a clause of their own: "chest pain but no fever", "dard hai lekin bukhar nahi". */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['but', 'however', 'although', 'though', 'lekin', 'magar', 'parantu', 'लेकिन', 'मगर', 'परंतु']);
const LATIN_WORD = /^[a-z]+$/;

/** Cleans a string for matching. Never throws, whatever the input. */
export function normaliseText(input: unknown): string {
  let text = typeof input === 'string' ? input : '';
  if (text.length > MAX_INPUT_CHARS) text = text.slice(0, MAX_INPUT_CHARS);
  text = text.replace(LONE_SURROGATE, ' ');
  try {
    text = text.normalize('NFKC');
  } catch {
    // normalize() does not throw on a well-formed string; keep the text as it is if it ever does.
  }
  text = text.toLowerCase().replace(INVISIBLE, '').replace(APOSTROPHE, '');
  return text.replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * One spelling per word. Latin (English and romanised Hindi): ee -> i, oo -> u, doubled letters once
 * (chhati -> chati, saans -> sans, khoon -> khun, bleeding -> bliding). Devanagari: the folds above.
 */
export function foldWord(word: string): string {
  if (LATIN_WORD.test(word)) {
    if (word.length < 3) return word;
    return word
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/([a-z])\1+/g, '$1');
  }
  let folded = word;
  for (const [pattern, replacement] of DEVANAGARI_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/** The words of a normalised text, each with its clause and sentence number. Fold them with foldWord. */
export function tokenise(normalised: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let sentence = 0;
  let clauseHasWords = false;
  for (const match of normalised.matchAll(TOKEN)) {
    const raw = match[1];
    if (raw === undefined) {
      if (!clauseHasWords) continue;
      clause++;
      clauseHasWords = false;
      if (match[2] !== undefined) sentence++;
      continue;
    }
    if (CLAUSE_WORDS.has(raw)) {
      if (clauseHasWords) clause++;
      clauseHasWords = false;
      continue;
    }
    tokens.push({ word: raw, clause, sentence });
    clauseHasWords = true;
  }
  return tokens;
}
