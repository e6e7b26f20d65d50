import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category } from '../src/categories';
import { routeProblem } from '../src/problem-routing';
import { PROBLEM_ROUTING_EVAL, type ProblemEvalCase } from './fixtures/problem-routing-eval';

interface Figures {
  cases: number;
  primaryInFirstTwo: number;
  perProfession: Record<Category, { precision: number; recall: number; labelled: number }>;
}

/** Precision and recall per profession (over every suggestion made) and the share with the primary profession among the first two. */
function evaluate(cases: readonly ProblemEvalCase[]): Figures {
  const counts = Object.fromEntries(CATEGORIES.map((category) => [category, { tp: 0, fp: 0, fn: 0 }])) as Record<
    Category,
    { tp: number; fp: number; fn: number }
  >;
  let primaryInFirstTwo = 0;
  for (const { text, expect: wanted } of cases) {
    const got = routeProblem(text).suggestions.map((suggestion) => suggestion.category);
    if (got.slice(0, 2).includes(wanted[0])) primaryInFirstTwo++;
    for (const category of CATEGORIES) {
      const suggested = got.includes(category);
      const needed = wanted.includes(category);
      if (suggested && needed) counts[category].tp++;
      else if (suggested) counts[category].fp++;
      else if (needed) counts[category].fn++;
    }
  }
  const perProfession = Object.fromEntries(
    CATEGORIES.map((category) => {
      const { tp, fp, fn } = counts[category];
      return [category, { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), labelled: tp + fn }];
    }),
  ) as Figures['perProfession'];
  return { cases: cases.length, primaryInFirstTwo: primaryInFirstTwo / cases.length, perProfession };
}

// The domain package is typed without Node or DOM globals; the test runner has a console.
declare const console: { log(message: string): void };

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('problem routing evaluation (issue 21 part 2)', () => {
  it('has at least 150 labelled descriptions in three languages, single- and cross-profession', () => {
    expect(PROBLEM_ROUTING_EVAL.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'hinglish', 'hi'] as const) {
      const ofLanguage = PROBLEM_ROUTING_EVAL.filter((item) => item.language === language);
      expect(ofLanguage.filter((item) => item.expect.length === 1).length, language).toBeGreaterThanOrEqual(20);
      expect(ofLanguage.filter((item) => item.expect.length > 1).length, language).toBeGreaterThanOrEqual(10);
    }
    for (const category of CATEGORIES) expect(PROBLEM_ROUTING_EVAL.some((item) => item.expect[0] === category)).toBe(true);
  });

  it('puts the primary profession among the first two suggestions for at least 95%, and prints the figures', () => {
    const all = evaluate(PROBLEM_ROUTING_EVAL);
    const lines = [`Problem routing over ${all.cases} descriptions: primary profession in the first two ${percent(all.primaryInFirstTwo)}`];
    for (const language of ['en', 'hinglish', 'hi'] as const) {
      const figures = evaluate(PROBLEM_ROUTING_EVAL.filter((item) => item.language === language));
      lines.push(`  ${language}: ${figures.cases} descriptions, ${percent(figures.primaryInFirstTwo)}`);
    }
    for (const category of CATEGORIES) {
      const { precision, recall, labelled } = all.perProfession[category];
      lines.push(`  ${category}: precision ${percent(precision)}, recall ${percent(recall)} (${labelled} labelled)`);
    }
    console.log(lines.join('\n'));
    expect(all.primaryInFirstTwo).toBeGreaterThanOrEqual(0.95);
    for (const category of CATEGORIES) {
      expect(all.perProfession[category].precision, category).toBeGreaterThanOrEqual(0.9);
      expect(all.perProfession[category].recall, category).toBeGreaterThanOrEqual(0.9);
    }
  });
});
