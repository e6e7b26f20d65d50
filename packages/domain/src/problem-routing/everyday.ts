/**
 * Decision 095: the everyday-words layer. The catalogue's patterns (patterns-*.ts) name problems; people often name
 * only what the problem is about ("landlord", "pet mein jalan", "laptop slow", "इनकम टैक्स"). This layer weighs
 * each word of the description against a reviewed vocabulary per department (everyday-*.ts) and scores the
 * professions. The router takes a suggestion from it when no pattern matched, and uses it to rank the professions
 * when patterns did. Deterministic and explainable: each score lists the words it came from, as written.
 */
import { CATEGORIES, type Category } from '../categories';
import { isMatchGroup } from '../matching';
import { TypoIndex } from '../red-flags/fuzzy';
import { foldWord, normaliseText, tokenise } from '../red-flags/normalise';
import { EVERYDAY_HEALTH } from './everyday-health';
import { EVERYDAY_LAW } from './everyday-law';
import { EVERYDAY_MONEY } from './everyday-money';
import type { EverydayDepartment } from './everyday-types';

export const EVERYDAY_DEPARTMENTS: readonly EverydayDepartment[] = [...EVERYDAY_HEALTH, ...EVERYDAY_LAW, ...EVERYDAY_MONEY];

export const EVERYDAY_WEIGHTS = { strong: 2, words: 1, cues: 0.5 } as const;

/** Only words this long are read as a known word one edit away ("stomache", "landlrod"); see isTypo. */
const TYPO_MIN_LENGTH = 7;
/** Real words one edit away from a vocabulary word that must not be read as it. */
const NOT_TYPOS =
  'changing charting heating cheating seating eating treating meeting talking stalking walking waiting working writing living having making ' +
  'taking giving coming getting looking paying playing staying feeling seeing missing moving asking calling telling trying saving rating ' +
  'dating leading reading sending lending spending pending ending ranking banking backing hanging hunting shooting shopping stopping ' +
  'loading landing booking cooking locking rocking parking marking barking properly';

const LATIN = /^[a-z0-9]+$/;
/** A Devanagari word's last vowel sign (or vowel sign and anusvara): कंधे and कंधा, आंखों and आंख meet. */
const DEVANAGARI_ENDING = /[\u093E-\u094C]\u0902?$/;
const ENGLISH_ENDINGS = ['s', 'es', 'ing', 'ed', 'ly', 'y'] as const;

/**
 * One spelling per word, beyond foldWord's (ee/i, oo/u, doubled letters, Devanagari nukta and vowel length): the
 * Hinglish letters people swap, z/j, w/v, ph/f, q/k, ck/k. Applied to the vocabulary and the input alike.
 */
export function looseFold(word: string): string {
  const folded = foldWord(word.toLowerCase());
  if (!LATIN.test(folded)) return folded;
  return folded
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/([a-z])\1+/g, '$1');
}

interface Entry {
  index: number;
  weight: number;
}

interface Vocabulary {
  entries: ReadonlyMap<string, readonly Entry[]>;
  typos: TypoIndex;
}

let vocabulary: Vocabulary | null = null;

function words(text: string | undefined): string[] {
  return normaliseText(text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map(looseFold);
}

function compile(): Vocabulary {
  if (vocabulary) return vocabulary;
  const entries = new Map<string, Entry[]>();
  EVERYDAY_DEPARTMENTS.forEach((department, index) => {
    if (!isMatchGroup(department.category, department.department)) throw new Error(`${department.department} is not a ${department.category} group`);
    for (const tier of ['strong', 'words', 'cues'] as const) {
      for (const word of words(department[tier])) {
        const list = entries.get(word) ?? [];
        if (!list.some((entry) => entry.index === index)) list.push({ index, weight: EVERYDAY_WEIGHTS[tier] });
        entries.set(word, list);
      }
    }
  });
  const anchors = [...entries.keys()].filter((word) => word.length >= TYPO_MIN_LENGTH - 1 && LATIN.test(word));
  const known = new Set([...entries.keys(), ...words(NOT_TYPOS)]);
  vocabulary = { entries, typos: new TypoIndex(anchors, known) };
  return vocabulary;
}

/**
 * A slip of the keys, not another word: the first two letters agree (selling is not swelling) and the words differ
 * before their last letter (shared is not shares, account is not accounts).
 */
function isTypo(word: string, corrected: string): boolean {
  if (word.slice(0, 2) !== corrected.slice(0, 2)) return false;
  const shorter = Math.min(word.length, corrected.length);
  return word.slice(0, shorter - 1) !== corrected.slice(0, shorter - 1);
}

/** The vocabulary entries a word (loosely folded) stands for: itself, without an ending, or one edit away. */
function lookup(known: Vocabulary, word: string): readonly Entry[] | undefined {
  const direct = known.entries.get(word);
  if (direct) return direct;
  if (LATIN.test(word)) {
    for (const ending of ENGLISH_ENDINGS) {
      if (word.length - ending.length >= 3 && word.endsWith(ending)) {
        const stem = known.entries.get(word.slice(0, -ending.length));
        if (stem) return stem;
      }
    }
    if (word.length >= TYPO_MIN_LENGTH) {
      const corrected = known.typos.correct(word);
      if (corrected && isTypo(word, corrected)) return known.entries.get(corrected);
    }
    return undefined;
  }
  const stem = word.replace(DEVANAGARI_ENDING, '');
  return stem !== word && stem.length >= 2 ? known.entries.get(stem) : undefined;
}

const CACHE_LIMIT = 5_000;
const resolved = new Map<string, { word: string; found: readonly Entry[] } | null>();

/**
 * A word as written -> its folded form and entries, or null; cached (bounded), since the same words come back on
 * every keystroke. `inflected`: also try endings and typos (not for two words written together).
 */
function resolve(known: Vocabulary, raw: string, inflected: boolean): { word: string; found: readonly Entry[] } | null {
  const key = `${inflected ? '+' : '='}${raw}`;
  const cached = resolved.get(key);
  if (cached !== undefined) return cached;
  const word = looseFold(raw);
  const found = inflected ? lookup(known, word) : known.entries.get(word);
  const answer = found ? { word, found } : null;
  if (raw.length <= 40) {
    if (resolved.size >= CACHE_LIMIT) resolved.clear();
    resolved.set(key, answer);
  }
  return answer;
}

export interface EverydayScore {
  category: Category;
  /** The sum over the distinct words found of their weight (each word counts once per profession). */
  score: number;
  department: string;
  why: string;
  /** The words that counted, as written (lower case), in text order. */
  triggers: string[];
}

/** The professions the description's everyday words point at, best first; ties in CATEGORIES order. Pure; never throws. */
export function everydayScores(description: string): EverydayScore[] {
  const known = compile();
  const perCategory = new Map<Category, { words: Map<string, number>; departments: Map<number, number>; triggers: string[] }>();
  const tokens = tokenise(normaliseText(description));
  for (let at = 0; at < tokens.length; at++) {
    // Two words written apart that the vocabulary holds as one: "form 16", "income tax", "संपत्ति कर".
    const next = tokens[at + 1];
    const pair = next && next.clause === tokens[at]!.clause ? resolve(known, tokens[at]!.word + next.word, false) : null;
    const written = pair ? `${tokens[at]!.word} ${next!.word}` : tokens[at]!.word;
    const { word, found } = pair ?? resolve(known, written, true) ?? { word: '', found: null };
    if (pair) at++;
    if (!found) continue;
    for (const { index, weight } of found) {
      const { category } = EVERYDAY_DEPARTMENTS[index]!;
      let tally = perCategory.get(category);
      if (!tally) perCategory.set(category, (tally = { words: new Map(), departments: new Map(), triggers: [] }));
      tally.departments.set(index, (tally.departments.get(index) ?? 0) + weight);
      if ((tally.words.get(word) ?? 0) < weight) tally.words.set(word, weight);
      if (!tally.triggers.includes(written)) tally.triggers.push(written);
    }
  }
  const scores: EverydayScore[] = [];
  for (const category of CATEGORIES) {
    const tally = perCategory.get(category);
    if (!tally) continue;
    let best = -1;
    let bestScore = -1;
    for (const [index, score] of tally.departments) if (score > bestScore || (score === bestScore && index < best)) [best, bestScore] = [index, score];
    const { department, why } = EVERYDAY_DEPARTMENTS[best]!;
    const score = [...tally.words.values()].reduce((sum, weight) => sum + weight, 0);
    scores.push({ category, score, department, why, triggers: tally.triggers });
  }
  return scores.sort((a, b) => b.score - a.score);
}
