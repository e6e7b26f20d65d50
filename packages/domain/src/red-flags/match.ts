/** Runs the compiled lexicon over a text: phrases first, then the combinations of signs they found. */
import { RED_FLAG_CATEGORIES, type RedFlagCategory } from './categories';
import { ASIDE, MANY, type Lexicon, type Phrase, type Slot } from './compile';
import { negated, type MatchedWords } from './negation';
import { foldWord, normaliseText, tokenise } from './normalise';

const CACHE_LIMIT = 5_000;
const MAX_CACHED_LENGTH = 40;
/** Word as written -> its ids (folded word first, then groups and the typo's reading). Bounded. */
const wordCache = new WeakMap<Lexicon, Map<string, readonly string[]>>();

function wordIds(lexicon: Lexicon, cache: Map<string, readonly string[]>, raw: string): readonly string[] {
  const cached = cache.get(raw);
  if (cached) return cached;
  const word = foldWord(raw);
  const own = [word, ...(lexicon.groups.get(word) ?? [])];
  if (own.length === 1 && /^\d+$/.test(word) && Number(word) >= 10) own.push(MANY);
  if (own.length === 1) {
    const corrected = lexicon.typos.correct(word);
    if (corrected) own.push(corrected, ...(lexicon.groups.get(corrected) ?? []));
  }
  if (raw.length > MAX_CACHED_LENGTH) return own;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(raw, own);
  return own;
}

function fills(ids: readonly string[] | undefined, slot: Slot): boolean {
  if (!ids) return false;
  for (const id of ids) if (slot.has(id)) return true;
  return false;
}

/** The positions of the words that fill the phrase from `start`, or null. Greedy: the nearest word for each slot. */
function matchAt(text: MatchedWords, phrase: Phrase, start: number): number[] | null {
  if (phrase.notBefore && start > 0 && fills(text.ids[start - 1], phrase.notBefore)) return null;
  const positions = [start];
  const clause = text.clauses[start];
  let previous = start;
  for (let index = 1; index < phrase.slots.length; index++) {
    const slot = phrase.slots[index]!;
    let found = -1;
    const limit = Math.min(text.words.length - 1, previous + 1 + phrase.gap);
    for (let at = previous + 1; at <= limit && text.clauses[at] === clause; at++) {
      if (fills(text.ids[at], slot)) {
        found = at;
        break;
      }
    }
    if (found < 0) return null;
    positions.push(found);
    previous = found;
  }
  if (phrase.notAfter && fills(text.ids[previous + 1], phrase.notAfter)) return null;
  return positions;
}

/** What set a target off: the phrases as the person wrote them (normalised words joined by a space), in text order. */
export type TargetMatches = Map<string, string[]>;

/**
 * Every target of the lexicon that the text sets off, with the words that did: phrases first, then the
 * combinations of signs found in the same or neighbouring sentences. Linear in the text. By default a target stops
 * at its first phrase (all the red flags need); `every` collects each phrase that matched (the router's reasons).
 */
export function findTargets(lexicon: Lexicon, input: unknown, every = false): TargetMatches {
  const found: TargetMatches = new Map();
  const tokens = tokenise(normaliseText(input));
  if (tokens.length === 0) return found;
  let cache = wordCache.get(lexicon);
  if (!cache) wordCache.set(lexicon, (cache = new Map<string, readonly string[]>()));
  const ids: (readonly string[])[] = [];
  const words: string[] = [];
  const asideSentences = new Set<number>();
  for (const token of tokens) {
    const own = wordIds(lexicon, cache, token.word);
    if (own.includes(ASIDE)) asideSentences.add(token.sentence);
    ids.push(own);
    words.push(own[0]!);
  }
  const text: MatchedWords = { ids, words, clauses: tokens.map((token) => token.clause) };
  const written = (positions: readonly number[]) => positions.map((at) => tokens[at]!.word).join(' ');
  /** Sign -> sentence -> the words that showed it there. */
  const signs = new Map<string, Map<number, string>>();
  for (let start = 0; start < tokens.length; start++) {
    const sentence = tokens[start]!.sentence;
    for (const id of ids[start]!) {
      for (const phrase of lexicon.phrasesByFirstWord.get(id) ?? []) {
        if (phrase.target && !every && found.has(phrase.target)) continue;
        if (phrase.weak && asideSentences.has(sentence)) continue;
        const positions = matchAt(text, phrase, start);
        if (!positions || (!phrase.holdsNegation && negated(text, positions))) continue;
        if (phrase.target) {
          const phrases = found.get(phrase.target) ?? [];
          const words = written(positions);
          if (!phrases.includes(words)) phrases.push(words);
          found.set(phrase.target, phrases);
        }
        if (phrase.sign) {
          const sentences = signs.get(phrase.sign) ?? new Map<number, string>();
          if (!sentences.has(sentence)) sentences.set(sentence, written(positions));
          signs.set(phrase.sign, sentences);
        }
      }
    }
  }
  for (const combination of lexicon.combinations) {
    if (found.has(combination.target)) continue;
    const [first, ...others] = combination.signs.map((sign) => signs.get(sign));
    if (!first || others.some((sentences) => !sentences)) continue;
    for (const [sentence, firstWords] of first) {
      if (combination.weak && asideSentences.has(sentence)) continue;
      const near = (sentences: Map<number, string> | undefined) =>
        sentences?.get(sentence) ?? sentences?.get(sentence - 1) ?? sentences?.get(sentence + 1) ?? null;
      const nearWords = others.map(near);
      if (nearWords.every((words) => words !== null)) {
        found.set(combination.target, [...new Set([firstWords, ...nearWords])]);
        break;
      }
    }
  }
  return found;
}

/** The red-flag categories a text sets off, in RED_FLAG_CATEGORIES order. */
export function findCategories(lexicon: Lexicon, input: unknown): RedFlagCategory[] {
  const found = findTargets(lexicon, input);
  return RED_FLAG_CATEGORIES.filter((category) => found.has(category));
}
