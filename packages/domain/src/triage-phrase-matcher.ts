/**
 * Issue 13: finds which canonical keywords a free-text answer mentions, in English, Hinglish and Hindi. Whole
 * words and phrases only, case-insensitive, after NFKC; negated mentions ("no fever", "bukhar nahi hai") do not
 * count. Deterministic and data-driven: the phrases live in triage-vocabulary.ts.
 */

import { normaliseText as cleanText } from './red-flags/normalise';

/** A lexicon maps each canonical keyword to its phrases; a null key's phrases are read and ignored. */
export type Lexicon<K extends string> = Readonly<Record<K, readonly string[]>>;

// Hinglish has no fixed spelling: each variant is read as the one spelling the phrases use.
const SPELLING_VARIANTS: Readonly<Record<string, readonly string[]>> = {
  mein: ['me', 'mai', 'main', 'mei', 'men', 'mien'],
  chhati: ['chati', 'chaati', 'chhaati', 'chhathi', 'chatee', 'chhatee'],
  seene: ['seena', 'sina', 'sine', 'seeney', 'seeny'],
  dard: ['dardh', 'darad', 'drd'],
  saans: ['sans', 'saas', 'swas', 'shwas', 'swaas'],
  bukhar: ['bukhaar', 'bukar', 'bukhhar', 'bokhar'],
  sir: ['sar', 'sirr'],
  bahut: ['bohot', 'bahot', 'bhut', 'bohat', 'bhot'],
  tez: ['tej', 'taiz'],
  nahi: ['nahin', 'nahee', 'nhi', 'nai', 'nahii'],
  khansi: ['khaansi', 'khasi', 'khaasi'],
  chakkar: ['chakar', 'chakker'],
  kamzori: ['kamjori', 'kamzoree', 'kamjoree'],
  thakan: ['thakaan', 'thakawat', 'thakaawat', 'thakavat'],
  neend: ['nind'],
  achanak: ['achaanak', 'achank', 'acanak'],
  ghante: ['ghanta', 'ghanton', 'ghanto', 'ghnte'],
  din: ['dino', 'dinon'],
  bimari: ['bimaari', 'beemari', 'beemaari'],
  khoon: ['khun'],
  ulti: ['ultee', 'ulthi'],
  sujan: ['soojan', 'sujaan'],
  "can't": ['cannot', 'cant'],
  "don't": ['dont'],
  "doesn't": ['doesnt'],
  "didn't": ['didnt'],
  "haven't": ['havent'],
  "hasn't": ['hasnt'],
  नहीं: ['नही'],
  में: ['मे'],
  सांस: ['साँस', 'श्वास'],
};
const SPELLINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(SPELLING_VARIANTS).flatMap(([spelling, variants]) => variants.map((variant) => [variant, spelling] as const)),
);

/** A set from a space-separated list, so the lists read as prose. */
const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const FILLERS = words(
  `bahut very really so too quite a an the my is are feels feel feeling of lot bit little some hi bhi sa si mere meri mera mujhe zyada jyada thoda halka hai ho raha rahi rahe बहुत मेरे मेरी मुझे ज्यादा थोडा हल्का है हो रहा रही`,
);

const NUMBER_WORDS = words(`one two three four five six few ek do teen char paanch kuch एक दो तीन चार कुछ`);

// A negation reaches back from a mention (English, Hinglish "bina", Hindi "बिना") or forward from it (Hinglish and
// Hindi put "nahi" after the symptom), but never past a clause word such as "but" or "lekin".
const NEGATION_BEFORE = words(`no not never without denies deny don't doesn't didn't haven't hasn't none bina बिना कोई`);
const NEGATION_AFTER = words(`nahi not no नहीं none`);
const CLAUSE_WORDS = words(`and but however though aur lekin magar par jo which that who when jab और लेकिन मगर जो जब`);
// "Not going away", "kam nahi ho raha", "nahi ruk raha": the symptom persists, the negation is about its going.
const PERSISTENCE_WORDS = words(
  `going go goes stopping stop stops improving getting better reducing ja jaa jata jaata jati jaati ruk ruka ruki rukta rukti kam utar utra theek thik band जा जाता जाती रुक रुकता कम उतर ठीक`,
);
const NEGATION_WINDOW = 3;

/**
 * The red-flag detector's cleaning (NFKC, lower case, no control or invisible characters, no apostrophes, never
 * throws), then Devanagari nukta and chandrabindu folded (ज़ = ज, साँस = सांस). One cleaning for both readers of
 * what people type.
 */
export function normaliseText(text: string): string {
  return cleanText(text)
    .normalize('NFD')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');
}

const normaliseToken = (token: string): string => SPELLINGS.get(token) ?? token;

/** Clauses split on punctuation, each a list of normalised word tokens. */
export function tokenise(text: string): string[][] {
  return normaliseText(text)
    .split(/[,.;!?।|\n()[\]{}"/]+/)
    .map((clause) => (clause.match(/[\p{L}\p{M}\p{N}']+/gu) ?? []).map((t) => normaliseToken(t.replace(/^'+|'+$/g, ''))).filter(Boolean))
    .filter((clause) => clause.length > 0);
}

interface PhraseToken {
  word: string;
  /** "phool*" matches phoolna, phoolti; "#" matches a number. */
  prefix: boolean;
}

interface Phrase<K> {
  key: K | null;
  tokens: PhraseToken[];
}

function compilePhrase<K>(key: K | null, phrase: string): Phrase<K> {
  const tokens = phrase
    .trim()
    .split(/\s+/)
    .map((piece) => {
      const prefix = piece.endsWith('*');
      return {
        word: normaliseToken(normaliseText(prefix ? piece.slice(0, -1) : piece)),
        prefix,
      };
    });
  return { key, tokens };
}

const tokenMatches = (token: string, expected: PhraseToken): boolean => {
  if (expected.word === '#') return /^\d+$/.test(token) || NUMBER_WORDS.has(token);
  return expected.prefix ? token.startsWith(expected.word) : token === expected.word;
};

/** The end (exclusive) of the phrase starting at `start`, skipping up to 3 filler words inside it, or -1. */
function matchAt(tokens: readonly string[], start: number, phrase: readonly PhraseToken[]): number {
  let i = start;
  let skipped = 0;
  for (let j = 0; j < phrase.length;) {
    const token = tokens[i];
    const expected = phrase[j];
    if (token === undefined || expected === undefined) return -1;
    if (tokenMatches(token, expected)) {
      i += 1;
      j += 1;
    } else if (j > 0 && skipped < 3 && FILLERS.has(token)) {
      i += 1;
      skipped += 1;
    } else return -1;
  }
  return i;
}

function isNegated(tokens: readonly string[], start: number, end: number, claimed: readonly boolean[]): boolean {
  for (let i = start - 1; i >= Math.max(0, start - NEGATION_WINDOW); i -= 1) {
    const token = tokens[i] ?? '';
    if (CLAUSE_WORDS.has(token)) break;
    if (!claimed[i] && NEGATION_BEFORE.has(token)) return true;
  }
  for (let i = end; i < Math.min(tokens.length, end + NEGATION_WINDOW); i += 1) {
    const token = tokens[i] ?? '';
    if (CLAUSE_WORDS.has(token) || PERSISTENCE_WORDS.has(token)) break;
    if (!claimed[i] && NEGATION_AFTER.has(token)) return !PERSISTENCE_WORDS.has(tokens[i + 1] ?? '');
  }
  return false;
}

/** The canonical keywords a text mentions and does not negate, each once, in the lexicon's order. */
export type PhraseMatcher<K extends string> = (text: string) => K[];

/**
 * Longer phrases are read first and claim their words, so "achanak kamzori" (sudden weakness) is not also read as
 * "kamzori" (fatigue), and "low BP" (an ignored phrase) is not read as "BP" (hypertension).
 */
export function phraseMatcher<K extends string>(lexicon: Lexicon<K>, ignored: readonly string[] = []): PhraseMatcher<K> {
  const keys = Object.keys(lexicon) as K[];
  const phrases: Phrase<K>[] = [
    ...keys.flatMap((key) => [key as string, ...lexicon[key]].map((phrase) => compilePhrase(key, phrase))),
    ...ignored.map((phrase) => compilePhrase<K>(null, phrase)),
  ].sort((a, b) => b.tokens.length - a.tokens.length);
  return (text) => {
    const found = new Set<K>();
    for (const tokens of tokenise(text)) {
      const claimed = tokens.map(() => false);
      for (const phrase of phrases) {
        for (let start = 0; start < tokens.length; start += 1) {
          if (claimed[start]) continue;
          const end = matchAt(tokens, start, phrase.tokens);
          if (end < 0 || claimed.slice(start, end).some(Boolean)) continue;
          for (let i = start; i < end; i += 1) claimed[i] = true;
          if (phrase.key !== null && !isNegated(tokens, start, end, claimed)) found.add(phrase.key);
        }
      }
    }
    return keys.filter((key) => found.has(key));
  };
}
