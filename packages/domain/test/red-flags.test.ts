import { describe, expect, it } from 'vitest';
import { RED_FLAG_CATEGORIES, detectRedFlags } from '../src/red-flags';
import { foldWord, normaliseText, tokenise } from '../src/red-flags/normalise';
import { withinOneEdit } from '../src/red-flags/fuzzy';
import { RED_FLAG_EVAL, evaluateRedFlags } from './fixtures/red-flag-eval';

const emergencies = RED_FLAG_EVAL.filter((evalCase) => evalCase.kind === 'emergency');
const notEmergencies = RED_FLAG_EVAL.filter((evalCase) => evalCase.kind !== 'emergency');

describe('red-flag evaluation set', () => {
  it('has every category in all three languages, 90+ ordinary questions and 20+ dose requests', () => {
    expect(RED_FLAG_EVAL.length).toBeGreaterThanOrEqual(220);
    for (const category of RED_FLAG_CATEGORIES) {
      for (const language of ['en', 'hinglish', 'hi'] as const) {
        expect(
          emergencies.some((evalCase) => evalCase.expect === category && evalCase.language === language),
          `${category} ${language}`,
        ).toBe(true);
      }
    }
    expect(RED_FLAG_EVAL.filter((evalCase) => evalCase.kind === 'ordinary').length).toBeGreaterThanOrEqual(90);
    expect(RED_FLAG_EVAL.filter((evalCase) => evalCase.kind === 'dose_request').length).toBeGreaterThanOrEqual(20);
  });

  it.each(emergencies.map((evalCase) => [evalCase.text, evalCase.expect] as const))('fires on "%s" (%s)', (text, category) => {
    const flags = detectRedFlags(text);
    expect(flags.emergency).toBe(true);
    expect(flags.categories).toContain(category);
    expect(flags.selfHarm).toBe(flags.categories.includes('self_harm'));
  });

  it('keeps false alarms on ordinary questions at 3% or less and never flags a dose request', () => {
    const evaluation = evaluateRedFlags(RED_FLAG_EVAL);
    expect(evaluation.ordinary.rate).toBeLessThanOrEqual(0.03);
    expect(evaluation.doseRequests.falseAlarms).toBe(0);
    for (const language of ['en', 'hinglish', 'hi'] as const) {
      expect(evaluation.byLanguage[language].ordinary.rate, language).toBeLessThanOrEqual(0.03);
      expect(evaluation.byLanguage[language].emergencies.rate, language).toBe(1);
    }
    for (const category of RED_FLAG_CATEGORIES) expect(evaluation.byCategory[category].rate, category).toBe(1);
    expect(evaluation.emergencies.caught).toBe(emergencies.length);
  });

  it('counts figures per category and language from any detect function', () => {
    const evaluation = evaluateRedFlags(RED_FLAG_EVAL, () => ({ emergency: false, selfHarm: false, categories: [] }));
    expect(evaluation.emergencies.caught).toBe(0);
    expect(evaluation.ordinary.falseAlarms).toBe(0);
    expect(evaluation.misses).toHaveLength(emergencies.length);
    expect(evaluation.byCategory.child.cases).toBe(emergencies.filter((evalCase) => evalCase.expect === 'child').length);
    expect(notEmergencies.length).toBe(evaluation.ordinary.cases + evaluation.doseRequests.cases);
  });
});

describe('detectRedFlags', () => {
  it.each([
    'no chest pain',
    "I don't have chest pain",
    'chest pain nahi hai',
    'सीने में दर्द नहीं है',
    'denies breathlessness',
    'no fever and no breathing problem',
    'saans lene mein koi dikkat nahi hai',
    'I am not suicidal, just stressed about work',
  ])('does not fire on the negation "%s"', (text) => {
    expect(detectRedFlags(text).emergency).toBe(false);
  });

  it.each([
    ["no, I can't breathe", 'breathing'],
    ['chest pain not going away since an hour', 'heart_attack'],
    ['chest pain, no relief from gas tablet', 'heart_attack'],
    ['dard kam nahi ho raha, chhati mein dard', 'heart_attack'],
    ['no fever, but chest pain since morning', 'heart_attack'],
  ] as const)('still fires on "%s"', (text, category) => {
    expect(detectRedFlags(text).categories).toContain(category);
  });

  it('reads common misspellings as the lexicon word', () => {
    expect(detectRedFlags('chest pian').categories).toContain('heart_attack');
    expect(detectRedFlags('hart attack').categories).toContain('heart_attack');
    expect(detectRedFlags('unconcious').categories).toContain('seizure_unconscious');
    expect(detectRedFlags('my dad is unconsious').categories).toContain('seizure_unconscious');
    expect(detectRedFlags('difficulty breahting').categories).toContain('breathing');
    expect(detectRedFlags('I was cooking dinner').emergency).toBe(false);
    expect(detectRedFlags('the bank strike is on monday').emergency).toBe(false);
    expect(withinOneEdit('unconcious', 'unconscious')).toBe(true);
    expect(withinOneEdit('breahting', 'breathing')).toBe(true);
    expect(withinOneEdit('cooking', 'choking')).toBe(true);
    expect(withinOneEdit('stroke', 'strikes')).toBe(false);
  });

  it('sets selfHarm for suicide and self-harm only', () => {
    for (const text of ['I want to end my life', 'mujhe marna hai', 'मैं आत्महत्या करना चाहता हूँ', 'I have been cutting myself']) {
      expect(detectRedFlags(text)).toMatchObject({ emergency: true, selfHarm: true });
    }
    expect(detectRedFlags('chest pain since morning').selfHarm).toBe(false);
    expect(detectRedFlags('I am dying to see the new movie').selfHarm).toBe(false);
  });

  it('lists categories in RED_FLAG_CATEGORIES order without repeats', () => {
    const flags = detectRedFlags('Chest pain and I cannot breathe. Chest pain again. Also my son was bitten by a snake.');
    expect(flags.categories).toEqual(['heart_attack', 'breathing', 'bites']);
  });

  it.each([
    ['NUL characters', 'chest\u0000 pain\u0000'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', 'pain \uDC00 in chest'],
    ['mixed scripts', 'papa ko सीने में dard hai 胸痛 боль'],
    ['emoji', '😭😭 chest pain 💔 help 🙏'],
    ['control and zero-width characters', 'che\u200Bst\u00AD pa\u200Din\u0007'],
    ['an empty string', ''],
    ['only punctuation', '.,;:!?()-—।'],
  ])('never throws on %s', (_name, text) => {
    expect(() => detectRedFlags(text)).not.toThrow();
  });

  it('matches through zero-width characters, NUL and emoji', () => {
    expect(detectRedFlags('che\u200Bst pa\u200Din').emergency).toBe(true);
    expect(detectRedFlags('chest\u0000 pain').emergency).toBe(true);
    expect(detectRedFlags('😭 chest pain 💔').emergency).toBe(true);
  });

  it('returns on 20,000 characters, ordinary or alarming', () => {
    const ordinary = 'how to file my income tax return this year '.repeat(500).slice(0, 20_000);
    expect(detectRedFlags(ordinary).emergency).toBe(false);
    const alarming = `${'a'.repeat(19_980)} chest pain`;
    expect(detectRedFlags(alarming).emergency).toBe(true);
    expect(detectRedFlags('\uD800\u0000😀 '.repeat(5_000)).emergency).toBe(false);
    expect(detectRedFlags('(((((((((('.repeat(2_000)).emergency).toBe(false);
    expect(detectRedFlags('chhati '.repeat(3_000)).emergency).toBe(false);
    const distinctWords = Array.from({ length: 3_000 }, (_, i) => `word${i.toString(36)}x`).join(' ');
    expect(detectRedFlags(distinctWords).emergency).toBe(false);
    expect(detectRedFlags('b'.repeat(20_000)).emergency).toBe(false);
    expect(detectRedFlags('सीने में दर्द '.repeat(1_500)).categories).toEqual(['heart_attack']);
  });
});

describe('normalise', () => {
  it('folds Hinglish spellings and Devanagari variants to one form', () => {
    const words = (text: string) => tokenise(normaliseText(text)).map((token) => foldWord(token.word));
    expect(new Set(words('chhati chati chaati'))).toEqual(new Set(['chati']));
    expect(new Set(words('saans sans'))).toEqual(new Set(['sans']));
    expect(words('khoon khun')).toEqual(['khun', 'khun']);
    expect(words('साँस सांस')[0]).toBe(words('साँस सांस')[1]);
    expect(words("can't")).toEqual(['cant']);
    expect(normaliseText('ＣＨＥＳＴ २')).toBe('chest 2');
  });

  it('numbers clauses and sentences', () => {
    const tokens = tokenise(normaliseText('no, I cannot breathe. chest pain but no fever'));
    expect(tokens.map((token) => [token.word, token.clause, token.sentence])).toEqual([
      ['no', 0, 0],
      ['i', 1, 0],
      ['cannot', 1, 0],
      ['breathe', 1, 0],
      ['chest', 2, 1],
      ['pain', 2, 1],
      ['no', 3, 1],
      ['fever', 3, 1],
    ]);
  });
});
