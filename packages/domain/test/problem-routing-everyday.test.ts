import { describe, expect, it } from 'vitest';
import { isMatchGroup } from '../src/matching';
import { routeProblem, type ProblemRouting } from '../src/problem-routing';
import { EVERYDAY_DEPARTMENTS, everydayScores, looseFold } from '../src/problem-routing/everyday';

const professions = (routing: ProblemRouting) => routing.suggestions.map((suggestion) => suggestion.category);

describe('the everyday-words layer (decision 095)', () => {
  it('sends every department of its vocabulary to a match group of its profession, with a one-sentence why', () => {
    for (const entry of EVERYDAY_DEPARTMENTS) {
      expect(isMatchGroup(entry.category, entry.department), entry.department).toBe(true);
      expect(entry.why, entry.department).toMatch(/^[A-Z].{15,160}[.]$/);
      expect(`${entry.strong ?? ''}${entry.words ?? ''}`.trim().length, entry.department).toBeGreaterThan(0);
    }
  });

  it('folds the Hinglish spellings people swap, in the vocabulary and the input alike', () => {
    expect(looseFold('zameen')).toBe(looseFold('jamin'));
    expect(looseFold('Wapas')).toBe(looseFold('vapas'));
    expect(looseFold('phone')).toBe(looseFold('fone'));
    expect(looseFold('पैरों')).toBe(looseFold('पैरों'));
  });

  it('suggests a profession, a department and why from everyday words when no pattern names the problem', () => {
    const cases: [string, string][] = [
      ['my landlord wont return the deposit', 'legal'],
      ['laptop bahut slow ho gaya', 'tech'],
      ['पेट में जलन', 'medical'],
      ['got a notice from income tax', 'finance'],
      ['company ne salary nahi di', 'legal'],
      ['mere muh mein chhale ho gaye', 'medical'],
      ['फोन चालू नहीं हो रहा', 'tech'],
      ['पैसा कहाँ लगाऊँ', 'finance'],
    ];
    for (const [text, profession] of cases) {
      const [first] = routeProblem(text).suggestions;
      expect(first?.category, text).toBe(profession);
      expect(first?.why, text).toMatch(/^[A-Z].+[.]$/);
      expect(first?.triggers.length, text).toBeGreaterThan(0);
    }
  });

  it('reads plurals and -ing forms, and a long word one letter off, but not a real word one letter off', () => {
    expect(everydayScores('landlrod kept everything')[0]).toMatchObject({ category: 'legal', triggers: ['landlrod'] });
    expect(everydayScores('severe headahce since morning')[0]?.category).toBe('medical');
    expect(everydayScores('my landlords')[0]?.category).toBe('legal');
    // Changing is not charging, eating is not beating.
    expect(everydayScores('changing the curtains')).toEqual([]);
    expect(everydayScores('we were eating dinner')).toEqual([]);
  });

  it('leaves out words that are also everyday Hinglish or English for something else', () => {
    const categories = (text: string) => everydayScores(text).map((score) => score.category);
    expect(categories('paise chale gaye')).not.toContain('medical'); // not chhale, mouth ulcers
    expect(categories('din bhar phone pe rehta hai')).not.toContain('legal'); // not PhonePe
    expect(categories('my dad and my grandmother दादी')).toEqual([]); // not daad, ringworm
    expect(categories('how much tax will I pay')).toEqual(['finance']); // not a will
    // A field's weak word does not add it beside a pattern: a notice period is not a period.
    expect(professions(routeProblem('the company fired me without paying my notice period'))).toEqual(['legal']);
  });

  it('counts each word once per profession and lists the words as written', () => {
    const [first] = everydayScores('Pet pet pet mein JALAN');
    expect(first).toMatchObject({ category: 'medical', triggers: ['pet', 'jalan'] });
    expect(first?.score).toBe(3);
  });

  it('gives no suggestion without problem words, and none from context alone', () => {
    for (const text of [
      'hello',
      'test',
      'testing 123',
      'I need some help please',
      'kuch samajh nahi aa raha',
      'मदद चाहिए',
      'ok thanks',
      'my husband and I',
      'asdfghjkl',
    ]) {
      expect(routeProblem(text), text).toMatchObject({ suggestions: [], needsDetail: true, helplines: [] });
    }
  });

  it('keeps emergencies first: the red flags and the helplines are unchanged by everyday words', () => {
    const heart = routeProblem('seene mein bahut dard aur pasina, landlord ka jhagda bhi chal raha hai');
    expect(heart.emergency.emergency).toBe(true);
    expect(heart.suggestions[0]).toMatchObject({ category: 'medical', department: 'Cardiology' });
    const fraud = routeProblem('UPI fraud ho gaya abhi, paise kat rahe hain');
    expect(fraud.helplines[0]?.number).toBe('1930');
    expect(professions(fraud).slice(0, 2).sort()).toEqual(['legal', 'tech']);
    expect(routeProblem('pati roz maarpeet karta hai').helplines.map((helpline) => helpline.number)).toContain('181');
  });

  it('orders the professions the patterns found by their everyday words, and adds one only on several words of its field', () => {
    // A tax notice: the catalogue says CA then lawyer; the words keep that order.
    expect(professions(routeProblem('GST ka notice aaya hai'))).toEqual(['finance', 'legal']);
    // One passing word of another field does not add it.
    expect(professions(routeProblem('I have had a fever for three days, my husband is worried'))).toEqual(['medical']);
  });

  it('is deterministic and never throws on odd input', () => {
    for (const odd of ['', ' ', '\u0000', '🙂'.repeat(500), 'a'.repeat(60_000), '\ud800 broken']) expect(() => everydayScores(odd)).not.toThrow();
    expect(everydayScores('laptop slow, pet mein jalan')).toEqual(everydayScores('laptop slow, pet mein jalan'));
  });
});
