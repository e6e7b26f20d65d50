import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/categories';
import { isMatchGroup } from '../src/matching';
import { filterTopics, serviceTopics } from '../src/service-topics';

describe('service topics (spec 001 §2.14)', () => {
  it('has at least 60 distinct topics per category, each leading to a real match group', () => {
    for (const category of CATEGORIES) {
      const topics = serviceTopics(category);
      expect(topics.length, category).toBeGreaterThanOrEqual(60);
      expect(new Set(topics.map((t) => t.name)).size, category).toBe(topics.length);
      for (const topic of topics) expect(isMatchGroup(category, topic.group), `${category}: ${topic.name}`).toBe(true);
    }
  });

  it('filters by case-insensitive substring', () => {
    const medical = serviceTopics('medical');
    expect(filterTopics(medical, 'SKIN').map((t) => t.name)).toEqual(['Skin & Hair', 'Skin Rash & Itching']);
    expect(filterTopics(medical, '  ')).toHaveLength(medical.length);
    expect(filterTopics(medical, 'zzz')).toEqual([]);
    expect(serviceTopics('legal').find((t) => t.name === 'Find Lawyers')?.group).toBe('Family Law');
  });
});
