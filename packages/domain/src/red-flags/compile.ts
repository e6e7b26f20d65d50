/**
 * Turns a lexicon's text into lookup tables once, when the module that uses it loads: the red flags'
 * (lexicon-words.ts, lexicon-rules.ts) and the problem router's (problem-routing/). Every word goes through the same
 * folding as the input, so the data can be written in any common spelling.
 */
import { TypoIndex } from './fuzzy';
import { foldWord, normaliseText } from './normalise';

/** A lexicon as reviewed text: word groups, signs (for combinations) and the rules per target, in the notation of lexicon-rules.ts. */
export interface LexiconSource {
  /** Group name -> its words, space-separated. `neg` and `negafter` name the negations; without them nothing is negated. */
  groups: Readonly<Record<string, string>>;
  signs?: Readonly<Record<string, readonly string[]>>;
  /** Signs that name who or what, not a symptom: never negated. */
  contextSigns?: ReadonlySet<string>;
  /** Target (a red-flag category, a routing pattern) -> its phrases and `#sign & #sign` combinations. */
  rules: Readonly<Record<string, readonly string[]>>;
  /** Real words one edit away from a lexicon word that must not be read as it. */
  notTypos?: string;
  /** Read an unknown word of five letters or more as the lexicon word one edit away (fuzzy.ts). Default true. */
  typos?: boolean;
}

const DEFAULT_GAP = 3;
/** A negation before what it denies (English) and one after it (Hindi). */
export const NEGATION = '@neg';
export const NEGATION_AFTER = '@negafter';
export const ASIDE = '@aside';
/** A number of ten or more: "took 15 sleeping pills". */
export const MANY = '@many';

/** A slot: the word ids (folded words and `@group` names) any of which fills it. */
export type Slot = ReadonlySet<string>;

export interface Phrase {
  slots: readonly Slot[];
  /** At most this many words between two filled slots. */
  gap: number;
  /** The word just before (after) the phrase must not fill this slot. */
  notBefore: Slot | null;
  notAfter: Slot | null;
  /** Ignored in a sentence that is about insurance, claims or the law. */
  weak: boolean;
  /** The phrase holds a negation itself ("can't breathe"), so no other negation cancels it. */
  holdsNegation: boolean;
  target: string | null;
  sign: string | null;
}

export interface Combination {
  signs: readonly string[];
  target: string;
  weak: boolean;
}

export interface Lexicon {
  /** Folded word -> the groups it belongs to (`@chest`, ...). */
  groups: ReadonlyMap<string, readonly string[]>;
  /** Word id -> the phrases whose first slot it fills. */
  phrasesByFirstWord: ReadonlyMap<string, readonly Phrase[]>;
  combinations: readonly Combination[];
  typos: TypoIndex;
}

function words(text: string): string[] {
  return normaliseText(text).split(/\s+/).filter(Boolean).map(foldWord);
}

function slot(text: string, vocabulary: Set<string>, groups: LexiconSource['groups']): Set<string> {
  const ids = new Set<string>();
  for (const alternative of text.split('|')) {
    if (alternative.startsWith('@')) {
      if (!(alternative.slice(1) in groups)) throw new Error(alternative);
      ids.add(alternative);
    } else {
      for (const word of words(alternative)) {
        ids.add(word);
        vocabulary.add(word);
      }
    }
  }
  return ids;
}

function phrase(line: string, target: { target: string | null; sign: string | null }, vocabulary: Set<string>, source: LexiconSource): Phrase {
  const { groups } = source;
  let parts = line.trim().split(/\s+/);
  let weak = false;
  let gap = DEFAULT_GAP;
  let notBefore: Slot | null = null;
  let notAfter: Slot | null = null;
  if (parts[0]?.startsWith('?')) {
    weak = true;
    parts[0] = parts[0].slice(1);
  }
  const last = parts.at(-1) ?? '';
  if (/^~\d$/.test(last)) {
    gap = Number(last.slice(1));
    parts = parts.slice(0, -1);
  }
  if (parts[0]?.startsWith('!')) notBefore = slot(parts.shift()!.slice(1), new Set(), groups);
  if (parts.at(-1)?.startsWith('!')) notAfter = slot(parts.pop()!.slice(1), new Set(), groups);
  const slots = parts.map((part) => slot(part, vocabulary, groups));
  if (slots.length === 0) throw new Error(line);
  const negationWords = new Set(words(`${groups.neg ?? ''} ${groups.negafter ?? ''}`));
  const holdsNegation =
    (target.sign !== null && (source.contextSigns?.has(target.sign) ?? false)) ||
    slots.some((ids) => ids.has(NEGATION) || ids.has(NEGATION_AFTER) || [...ids].some((id) => negationWords.has(id)));
  return { slots, gap, notBefore, notAfter, weak, holdsNegation, ...target };
}

export function compileLexicon(source: LexiconSource): Lexicon {
  const groups = new Map<string, string[]>();
  const vocabulary = new Set<string>();
  const signsOf = source.signs ?? {};
  for (const [name, list] of Object.entries(source.groups)) {
    for (const word of words(list)) {
      const memberOf = groups.get(word) ?? [];
      if (!memberOf.includes(`@${name}`)) memberOf.push(`@${name}`);
      groups.set(word, memberOf);
      vocabulary.add(word);
    }
  }
  const phrases: Phrase[] = [];
  const combinations: Combination[] = [];
  for (const [sign, lines] of Object.entries(signsOf)) {
    for (const line of lines) phrases.push(phrase(line, { target: null, sign }, vocabulary, source));
  }
  for (const [target, lines] of Object.entries(source.rules)) {
    for (const line of lines) {
      if (!line.includes('#')) {
        phrases.push(phrase(line, { target, sign: null }, vocabulary, source));
        continue;
      }
      const weak = line.startsWith('?');
      const signs = line
        .replace(/^\?/, '')
        .split('&')
        .map((part) => part.trim().replace(/^#/, ''));
      for (const sign of signs) if (!(sign in signsOf)) throw new Error(sign);
      combinations.push({ signs, target, weak });
    }
  }
  const phrasesByFirstWord = new Map<string, Phrase[]>();
  for (const entry of phrases) {
    for (const id of entry.slots[0] ?? []) {
      const list = phrasesByFirstWord.get(id) ?? [];
      list.push(entry);
      phrasesByFirstWord.set(id, list);
    }
  }
  const known = new Set([...vocabulary, ...words(source.notTypos ?? '')]);
  return { groups, phrasesByFirstWord, combinations, typos: new TypoIndex(source.typos === false ? [] : vocabulary, known) };
}
