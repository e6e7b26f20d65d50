import { describe, expect, it } from 'vitest';
import { professionLine, readProfessionLine } from '../src/access-log';
import { CATEGORIES } from '../src/categories';

// Issue 20: the access log stores an expert's profession as English text; it is read back into data so each reader's
// app says it in their language.
describe('the access log profession line', () => {
  it('reads back what it writes, for every category', () => {
    for (const category of CATEGORIES) {
      expect(readProfessionLine(professionLine(category, 'Family Law'))).toEqual({ category, specialization: 'Family Law' });
    }
    expect(professionLine('legal', 'Family Law')).toBe('Lawyer · Family Law');
    expect(readProfessionLine('IT Professional · Web · Mobile')).toEqual({ category: 'tech', specialization: 'Web · Mobile' });
  });

  it('is null for no line or a line it did not write', () => {
    expect(readProfessionLine(null)).toBeNull();
    expect(readProfessionLine('Lawyer')).toBeNull();
    expect(readProfessionLine('Astrologer · Stars')).toBeNull();
  });
});
