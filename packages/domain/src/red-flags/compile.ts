/**
 * Turns the lexicon's text (lexicon-words.ts, lexicon-rules.ts) into lookup tables once, when the module loads.
 * Every word goes through the same folding as the input, so the data can be written in any common spelling.
 */
import type { RedFlagCategory } from './categories';
import { TypoIndex } from './fuzzy';
import { NOT_TYPOS, WORD_GROUPS } from './lexicon-words';
import { CONTEXT_SIGNS, RULES, SIGNS } from './lexicon-rules';
import { foldWord, normaliseText } from './normalise';

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
  category: RedFlagCategory | null;
  sign: string | null;
}

export interface Combination {
  signs: readonly string[];
  category: RedFlagCategory;
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

function slot(text: string, vocabulary: Set<string>): Set<string> {
  const ids = new Set<string>();
  for (const alternative of text.split('|')) {
    if (alternative.startsWith('@')) {
      if (!(alternative.slice(1) in WORD_GROUPS)) throw new Error(alternative);
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

function phrase(line: string, target: { category: RedFlagCategory | null; sign: string | null }, vocabulary: Set<string>): Phrase {
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
  if (parts[0]?.startsWith('!')) notBefore = slot(parts.shift()!.slice(1), new Set());
  if (parts.at(-1)?.startsWith('!')) notAfter = slot(parts.pop()!.slice(1), new Set());
  const slots = parts.map((part) => slot(part, vocabulary));
  if (slots.length === 0) throw new Error(line);
  const negationWords = new Set(words(`${WORD_GROUPS.neg ?? ''} ${WORD_GROUPS.negafter ?? ''}`));
  const holdsNegation =
    (target.sign !== null && CONTEXT_SIGNS.has(target.sign)) ||
    slots.some((ids) => ids.has(NEGATION) || ids.has(NEGATION_AFTER) || [...ids].some((id) => negationWords.has(id)));
  return { slots, gap, notBefore, notAfter, weak, holdsNegation, ...target };
}

export function compileLexicon(): Lexicon {
  const groups = new Map<string, string[]>();
  const vocabulary = new Set<string>();
  for (const [name, list] of Object.entries(WORD_GROUPS)) {
    for (const word of words(list)) {
      const memberOf = groups.get(word) ?? [];
      if (!memberOf.includes(`@${name}`)) memberOf.push(`@${name}`);
      groups.set(word, memberOf);
      vocabulary.add(word);
    }
  }
  const phrases: Phrase[] = [];
  const combinations: Combination[] = [];
  for (const [sign, lines] of Object.entries(SIGNS)) {
    for (const line of lines) phrases.push(phrase(line, { category: null, sign }, vocabulary));
  }
  for (const [category, lines] of Object.entries(RULES) as Array<[RedFlagCategory, readonly string[]]>) {
    for (const line of lines) {
      if (!line.includes('#')) {
        phrases.push(phrase(line, { category, sign: null }, vocabulary));
        continue;
      }
      const weak = line.startsWith('?');
      const signs = line
        .replace(/^\?/, '')
        .split('&')
        .map((part) => part.trim().replace(/^#/, ''));
      for (const sign of signs) if (!(sign in SIGNS)) throw new Error(sign);
      combinations.push({ signs, category, weak });
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
  const known = new Set([...vocabulary, ...words(NOT_TYPOS)]);
  return { groups, phrasesByFirstWord, combinations, typos: new TypoIndex(vocabulary, known) };
}
