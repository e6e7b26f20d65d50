import type { AssistantDomain, ChatTurn } from '@sahay/domain';
import MiniSearch from 'minisearch';
import { KNOWLEDGE } from './knowledge/index';
import type { KnowledgeEntry } from './knowledge/types';

const STOP_WORDS = new Set(
  ('a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my ' +
    'of on or our should so some than that the their them then there these they this to was we what when where ' +
    'which who why will with would you your am im ive get got please tell about any need want know help').split(' '),
);

/** A light English stemmer: enough for "fevers"/"fever", "filing"/"file", "registered"/"register". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' ? `${base}y` : base;
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

// Below this a match rests on one weak word of the answer text: better to say honestly that nothing matched.
const MIN_SCORE = 4;
// The conversation so far counts, less than the message itself: "and for a child?" after a fever question.
const HISTORY_WEIGHT = 0.35;

/**
 * The best entries for the message, helped by the person's earlier messages in the conversation.
 * Empty when nothing matches well enough.
 */
export function retrieve(domain: AssistantDomain, message: string, history: readonly ChatTurn[] = [], limit = 2): Retrieved[] {
  const { index, byId } = indexFor(domain);
  const scores = new Map<string, number>();
  for (const result of index.search(message)) scores.set(result.id as string, result.score);
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-2)
    .map((turn) => turn.content)
    .join(' ');
  if (earlier) {
    for (const result of index.search(earlier)) {
      scores.set(result.id as string, (scores.get(result.id as string) ?? 0) + result.score * HISTORY_WEIGHT);
    }
  }
  return [...scores]
    .filter(([, score]) => score >= MIN_SCORE)
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
