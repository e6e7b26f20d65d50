import { ASSISTANT_DOMAINS } from '@sahay/domain';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE } from '../src/providers/ai/knowledge/index';
import { composeOfflineAnswer } from '../src/providers/ai/offline-provider';
import { retrieve } from '../src/providers/ai/retrieval';
import { crossesTelemedicineLine } from '../src/providers/ai/safety';
import { RETRIEVAL_QUESTIONS, UNANSWERABLE_QUESTIONS } from './fixtures/assistant-questions';

describe('the offline knowledge base', () => {
  it.each(ASSISTANT_DOMAINS.map((d) => [d]))('%s has at least 40 entries with unique ids, steps and an expert', (domain) => {
    const entries = KNOWLEDGE[domain];
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.steps.length).toBeGreaterThan(0);
      expect(entry.expert.terms.length).toBeGreaterThan(0);
    }
  });

  it('health entries never name a prescription medicine, a dose or a diagnosis', () => {
    for (const entry of KNOWLEDGE.medical) {
      const text = [entry.answer, ...entry.steps].join('\n');
      expect({ id: entry.id, crossing: crossesTelemedicineLine(text) }).toEqual({ id: entry.id, crossing: null });
    }
  });
});

describe('retrieval quality (at least 90% of a fixed question set per domain)', () => {
  it.each(ASSISTANT_DOMAINS.map((d) => [d]))('%s', (domain) => {
    const questions = RETRIEVAL_QUESTIONS[domain];
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const misses = questions.filter(([question, id]) => retrieve(domain, question)[0]?.entry.id !== id);
    const hitRate = 1 - misses.length / questions.length;
    expect(hitRate, `misses: ${JSON.stringify(misses.map(([q, id]) => [q, id, retrieve(domain, q)[0]?.entry.id]))}`).toBeGreaterThanOrEqual(0.9);
  });

  it('uses the conversation so far for a short follow-up', () => {
    const history = [{ role: 'user' as const, content: 'My landlord is keeping my security deposit' }];
    expect(retrieve('legal', 'what can I do about it?', history)[0]?.entry.id).toBe('security-deposit');
  });

  it('says so honestly when nothing matches', () => {
    expect(retrieve('medical', 'who won the cricket match yesterday')).toEqual([]);
    const answer = composeOfflineAnswer({ domain: 'finance', message: 'qwerty zxcv asdf', history: [] });
    expect(answer).toMatch(/don’t have reliable information/);
  });

  // Issue 13 part 3: no answer is better than a wrong one. Precision counts every article given, for the questions
  // with an entry and those without; a question without an entry must get the honest answer.
  it.each(ASSISTANT_DOMAINS.map((d) => [d]))('%s: precision at least 95%% and at least 90%% of questions without an entry get none', (domain) => {
    const answered = RETRIEVAL_QUESTIONS[domain].map(([question, id]) => ({ question, expected: id }));
    const unanswerable = UNANSWERABLE_QUESTIONS[domain].map((question) => ({ question, expected: null as string | null }));
    const results = [...answered, ...unanswerable].map(({ question, expected }) => ({
      question,
      expected,
      got: retrieve(domain, question)[0]?.entry.id ?? null,
    }));
    const given = results.filter((r) => r.got !== null);
    const wrong = given.filter((r) => r.got !== r.expected);
    expect(unanswerable.length).toBeGreaterThanOrEqual(10);
    expect(1 - wrong.length / given.length, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.95);
    const refused = results.filter((r) => r.expected === null && r.got === null).length;
    expect(refused / unanswerable.length, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.9);
  });

  it('does not answer on a generic word alone', () => {
    expect(retrieve('medical', 'hiccups not stopping')).toEqual([]);
    expect(retrieve('medical', 'can I donate blood after getting a tattoo')).toEqual([]);
    expect(composeOfflineAnswer({ domain: 'medical', message: 'my nails are brittle and break easily', history: [] })).toMatch(
      /don’t have reliable information/,
    );
  });
});
