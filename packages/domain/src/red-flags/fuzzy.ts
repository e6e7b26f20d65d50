/**
 * Typo tolerance: a word of five letters or more that the lexicon does not know is read as a lexicon word at
 * Damerau-Levenshtein distance 1 ("unconcious" -> unconscious, "breathng" -> breathing), unless it is a real word
 * listed in NOT_TYPOS (cooking is not choking). Bounded: only anchors of about the same length are compared, the
 * comparison stops at the first difference past one, and answers are cached.
 */
const MIN_LENGTH = 5;
const MAX_LENGTH = 24;
const CACHE_LIMIT = 4_000;

/** Whether a and b are at most one edit apart (insert, delete, substitute, or swap two neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class TypoIndex {
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string | null>();

  constructor(
    anchors: Iterable<string>,
    private readonly known: ReadonlySet<string>,
  ) {
    for (const anchor of anchors) {
      if (anchor.length < MIN_LENGTH || !/^[a-z]+$/.test(anchor)) continue;
      const list = this.byLength.get(anchor.length) ?? [];
      list.push(anchor);
      this.byLength.set(anchor.length, list);
    }
  }

  /** The lexicon word a misspelt word stands for, or null. */
  correct(word: string): string | null {
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || this.known.has(word) || !/^[a-z]+$/.test(word)) return null;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    let found: string | null = null;
    for (let length = word.length - 1; length <= word.length + 1 && found === null; length++) {
      for (const anchor of this.byLength.get(length) ?? []) {
        if (withinOneEdit(word, anchor)) {
          found = anchor;
          break;
        }
      }
    }
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(word, found);
    return found;
  }
}
