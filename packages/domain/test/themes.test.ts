import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/categories';
import { THEME_STORAGE_KEY } from '../src/constants';
import { DEFAULT_THEME, isTheme, parseTheme, ThemeSchema, THEMES, VERTICALS } from '../src/themes';

describe('themes (spec 000 §2 and §3)', () => {
  it('has green, blue, orange and purple, green by default, stored under app-theme', () => {
    expect(THEMES).toEqual(['green', 'blue', 'orange', 'purple']);
    expect(DEFAULT_THEME).toBe('green');
    expect(THEME_STORAGE_KEY).toBe('app-theme');
  });

  it.each(['green', 'blue', 'orange', 'purple'])('parses the stored value %s', (stored) => {
    expect(parseTheme(stored)).toBe(stored);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty value', ''],
    ['an unknown theme', 'red'],
    ['a different case', 'Blue'],
    ['a JSON-quoted value', '"blue"'],
    ['padding', ' blue '],
  ])('falls back to green for %s', (_label, stored) => {
    expect(parseTheme(stored)).toBe('green');
  });
});

describe('isTheme and ThemeSchema agree', () => {
  it.each([...THEMES, 'red', '', 'Green', null, undefined, 42, { theme: 'green' }])('on %j', (value) => {
    const expected = (['green', 'blue', 'orange', 'purple'] as unknown[]).includes(value);
    expect(isTheme(value)).toBe(expected);
    expect(ThemeSchema.safeParse(value).success).toBe(expected);
  });
});

describe('verticals: a category changes route and theme together', () => {
  it('maps each category to its route and theme', () => {
    expect(VERTICALS.map(({ category, route, theme }) => [category, route, theme])).toEqual([
      ['medical', '/doctor', 'green'],
      ['legal', '/lawyer', 'blue'],
      ['finance', '/ca', 'orange'],
      ['tech', '/tech', 'purple'],
    ]);
  });

  it('covers every category once and uses every theme once', () => {
    expect(VERTICALS.map((v) => v.category).sort()).toEqual([...CATEGORIES].sort());
    expect(new Set(VERTICALS.map((v) => v.theme)).size).toBe(THEMES.length);
  });
});
