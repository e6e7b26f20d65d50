import { describe, expect, it } from 'vitest';
import { appLanguageFromHeader } from '../src/app-languages';
import { RED_FLAG_CATEGORIES } from '../src/red-flags/detector';
import { emergencyAdvice, FIRST_AID } from '../src/red-flags/emergency-advice';
import { FIRST_AID_HINDI } from '../src/red-flags/first-aid-hindi';
import { VALIDATION_MESSAGES } from '../src/validation-messages';
import { localiseValidationMessage, VALIDATION_MESSAGES_HI } from '../src/validation-messages-hi';

describe('the app language an Accept-Language header asks for (issue 20)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['en-IN,en;q=0.9', 'en'],
    ['fr, hi;q=0.5', 'hi'],
    ['en;q=0.4, hi;q=0.8', 'hi'],
    ['hi;q=0, en', 'en'],
    ['ta-IN', 'en'],
  ])('%j → %s', (header, language) => {
    expect(appLanguageFromHeader(header)).toBe(language);
  });
});

describe('validation messages by key (issue 20 part 2)', () => {
  it('has Hindi for every key, in Devanagari, and distinct English texts so a text finds its key', () => {
    expect(Object.keys(VALIDATION_MESSAGES_HI).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    for (const hindi of Object.values(VALIDATION_MESSAGES_HI)) expect(hindi).toMatch(/[\u0900-\u097F]/);
    const english = Object.values(VALIDATION_MESSAGES);
    expect(new Set(english).size).toBe(english.length);
  });

  it('says a known English message in Hindi, and leaves English and unknown texts alone', () => {
    expect(localiseValidationMessage('Please enter a valid email address', 'hi')).toBe('कृपया सही ईमेल पता लिखें');
    expect(localiseValidationMessage('Please enter a valid email address', 'en')).toBe('Please enter a valid email address');
    expect(localiseValidationMessage('Something new', 'hi')).toBe('Something new');
  });
});

describe('first aid in Hindi (issue 20 part 2: safety text)', () => {
  it('has, for every emergency, as many Hindi steps as English ones, with every number kept', () => {
    for (const category of RED_FLAG_CATEGORIES) {
      const english = FIRST_AID[category];
      const hindi = FIRST_AID_HINDI[category];
      expect(hindi, category).toHaveLength(english.length);
      english.forEach((step, i) => {
        const numbers = step.match(/\d+/g) ?? [];
        for (const n of numbers) expect(hindi[i], `${category} step ${i + 1}`).toContain(n);
      });
    }
  });

  it('puts 112 first in the Hindi headline, as in the English', () => {
    const advice = emergencyAdvice({ emergency: true, categories: ['heart_attack'], selfHarm: false });
    expect(advice.headlineHindi.indexOf('112')).toBeGreaterThan(-1);
    expect(advice.headlineHindi.indexOf('112')).toBeLessThan(advice.headlineHindi.indexOf('108'));
    expect(advice.stepsHindi).toEqual(FIRST_AID_HINDI.heart_attack);
  });
});
