import type { AssistantDomain, ChatTurn } from '@sahay/domain';
import MiniSearch from 'minisearch';
import { KNOWLEDGE } from './knowledge/index';
import type { KnowledgeEntry } from './knowledge/types';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my ' +
    'of on or our should so some than that the their them then there these they this to was we what when where ' +
    'which who why will with would you your am im ive get got please tell about any need want know help'
  ).split(' '),
);

/** A light English stemmer: enough for "fevers"/"fever", "filing"/"file", "registered"/"register". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      if (suffix === 'ies') return `${base}y`;
      // "boxes", "watches" lose "es"; "knees", "tablets" only their "s".
      if (suffix === 'es' && !/(s|x|z|ch|sh)$/.test(base)) return word.slice(0, -1);
      return base;
    }
  }
  return word;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/[’']/g, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

function buildIndex(entries: readonly KnowledgeEntry[]): MiniSearch<KnowledgeEntry> {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: ['id'],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
    processTerm,
    searchOptions: { boost: { keywords: 3, title: 2, answer: 0.4 }, prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.15 : false) },
  });
  index.addAll(entries);
  return index;
}

const indexes = new Map<AssistantDomain, { index: MiniSearch<KnowledgeEntry>; byId: Map<string, KnowledgeEntry> }>();

function indexFor(domain: AssistantDomain) {
  let built = indexes.get(domain);
  if (!built) {
    const entries = KNOWLEDGE[domain];
    built = { index: buildIndex(entries), byId: new Map(entries.map((entry) => [entry.id, entry])) };
    indexes.set(domain, built);
  }
  return built;
}

export interface Retrieved {
  entry: KnowledgeEntry;
  score: number;
}

// Below this a match rests on one or two weak words (measured: every right answer in the labelled set scores
// 13 or more, the wrong nearest articles 4 to 9): better to say honestly that nothing matched.
const MIN_SCORE = 10;
// The conversation so far counts, less than the message itself: "and for a child?" after a fever question.
const HISTORY_WEIGHT = 0.35;

// Words that occur in many topics' keywords: a match on these alone says nothing about what the question is
// about ("not stopping" is not constipation, "blood" after a tattoo is not blood pressure).
const GENERIC_TERMS = new Set(
  (
    'pain hurt hurts ache not stop stopp after before during safe eat eating food day daily night morning week feel feeling body problem issue time take ' +
    'high low normal level blood test check doctor help best good bad new old home water drink year month long much many ' +
    'child baby kid son daughter wife husband mother father person people case law tax money rule file form online ' +
    'since two three few days weeks months yesterday today tonight ago last past like look way thing things'
  )
    .split(' ')
    .map((word) => stem(word)),
);

/** The question's words that can say what it is about: not stop words, not generic. */
function topicWordsOf(message: string): string[] {
  const words = message.split(/[^\p{L}\p{N}]+/u).flatMap((token) => processTerm(token) ?? []);
  return [...new Set(words)].filter((word) => !GENERIC_TERMS.has(word));
}

/**
 * Whether an entry is about what was asked: at least a third of the question's topic words must be among the
 * entry's topic words (its title or keywords), not only somewhere in its answer text.
 */
function onTopic(match: Record<string, string[]>, topicWords: readonly string[]): boolean {
  const matched = Object.entries(match).filter(
    ([term, fields]) => !GENERIC_TERMS.has(term) && (fields.includes('keywords') || fields.includes('title')),
  ).length;
  return matched > 0 && matched >= topicWords.length / 3;
}

/**
 * The best entries for the message, helped by the person's earlier messages in the conversation. Empty when
 * nothing matches well enough or nothing is on the question's topic: no answer is better than a wrong one.
 */
export function retrieve(domain: AssistantDomain, message: string, history: readonly ChatTurn[] = [], limit = 2): Retrieved[] {
  const { index, byId } = indexFor(domain);
  const scores = new Map<string, number>();
  const topical = new Set<string>();
  const topicWords = topicWordsOf(message);
  for (const result of index.search(message)) {
    scores.set(result.id as string, result.score);
    if (onTopic(result.match, topicWords)) topical.add(result.id as string);
  }
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-2)
    .map((turn) => turn.content)
    .join(' ');
  if (earlier) {
    for (const result of index.search(earlier)) {
      scores.set(result.id as string, (scores.get(result.id as string) ?? 0) + result.score * HISTORY_WEIGHT);
      // A short follow-up ("what can I do about it?") is on the topic the conversation is about.
      if (onTopic(result.match, topicWordsOf(earlier))) topical.add(result.id as string);
    }
  }
  return [...scores]
    .filter(([id, score]) => score >= MIN_SCORE && topical.has(id))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .flatMap(([id, score]) => {
      const entry = byId.get(id);
      return entry ? [{ entry, score }] : [];
    });
}

/** Builds every index now, so the first question does not pay for it. */
export function warmRetrieval(): void {
  for (const domain of Object.keys(KNOWLEDGE) as AssistantDomain[]) indexFor(domain);
}
