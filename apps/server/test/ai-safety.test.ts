import { TRIAGE_EMERGENCY_KEYWORDS, type AssistantStreamEvent } from '@sahay/domain';
import { describe, expect, it } from 'vitest';
import { guardAnswer, guardedText } from '../src/providers/ai/guarded-answer';
import { composeOfflineAnswer, createOfflineProvider } from '../src/providers/ai/offline-provider';
import { crossesTelemedicineLine, detectEmergency } from '../src/providers/ai/safety';

async function* from(pieces: string[]) {
  for (const piece of pieces) {
    await Promise.resolve();
    yield piece;
  }
}

async function events(iterable: AsyncIterable<AssistantStreamEvent>) {
  const all: AssistantStreamEvent[] = [];
  for await (const event of iterable) all.push(event);
  return all;
}

const EXTRA_RED_FLAGS = [
  'I think I am having a heart attack',
  "my father can't breathe properly",
  'she fainted and is unconscious',
  'he is having a seizure',
  'face drooping and slurred speech',
  'I am coughing up blood',
  'my child swallowed poison',
  'I want to kill myself',
];

describe('emergency red flags', () => {
  it.each(TRIAGE_EMERGENCY_KEYWORDS.map((k) => [k]))('the spec keyword "%s" is a red flag', (keyword) => {
    expect(detectEmergency(`Since this morning I have ${keyword}.`).emergency).toBe(true);
  });
  it.each(EXTRA_RED_FLAGS.map((t) => [t]))('"%s" is a red flag', (text) => {
    expect(detectEmergency(text).emergency).toBe(true);
  });
  it.each([['a mild headache after work'], ['how do I file an FIR'], ['my laptop is slow']])('"%s" is not', (text) => {
    expect(detectEmergency(text).emergency).toBe(false);
  });

  it.each([...TRIAGE_EMERGENCY_KEYWORDS, ...EXTRA_RED_FLAGS].map((k) => [k]))(
    'an answer to "%s" starts with 112, the emergency department and the triage link, from the offline provider',
    async (keyword) => {
      const provider = createOfflineProvider();
      const text = await guardedText({ domain: 'medical', userText: keyword, source: provider.streamChat({ domain: 'medical', message: keyword, history: [] }) });
      expect(text.indexOf('112')).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('112')).toBeLessThan(40);
      expect(text).toMatch(/nearest emergency department/);
      expect(text).toContain('(/medical-triage)');
    },
  );

  it('puts the emergency advice first even in another domain, and adds Tele-MANAS for self-harm', async () => {
    const text = await guardedText({ domain: 'legal', userText: 'I want to end my life', source: from(['I am sorry to hear that.']) });
    expect(text.startsWith('**This may be an emergency. Call 112')).toBe(true);
    expect(text).toContain('14416');
  });
});

describe('the Telemedicine Practice Guidelines line', () => {
  it.each([
    ['Take amoxicillin for five days.', 'medicine'],
    ['Azithromycin usually clears it.', 'medicine'],
    ['You can take 500 mg every six hours.', 'dose'],
    ['Give 5 ml of syrup at night.', 'dose'],
    ['Take two tablets twice a day.', 'dose'],
    ['You have a viral infection.', 'diagnosis'],
    ['You probably have migraine.', 'diagnosis'],
    ['This is definitely dengue.', 'diagnosis'],
  ])('"%s" crosses it (%s)', (text, how) => {
    expect(crossesTelemedicineLine(text)).toBe(how);
  });
  it.each([['Drink plenty of water and rest.'], ['If you have diabetes, check your feet daily.'], ['Drink 2 to 3 litres of water a day.'], ['See a doctor within 24 hours.']])(
    '"%s" does not',
    (text) => {
      expect(crossesTelemedicineLine(text)).toBeNull();
    },
  );

  it('replaces a model answer that names a medicine and a dose, and never sends the crossing sentence', async () => {
    const all = await events(
      guardAnswer({
        domain: 'medical',
        userText: 'what should I take for fever?',
        source: from(['Rest and drink fluids. ', 'You can take para', 'cetamol 650 mg every ', '6 hours. Also azithromycin.']),
      }),
    );
    const deltas = all.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''));
    expect(deltas.join('')).not.toMatch(/650|azithromycin/i);
    const replace = all.find((e) => e.type === 'replace');
    expect(replace).toBeDefined();
    expect(replace?.type === 'replace' && replace.text).toMatch(/registered doctor/);
    expect(all.at(-1)).toEqual({ type: 'done' });
  });

  it.each([
    ['What is the dose of paracetamol for a 10 year old?'],
    ['How many mg of ibuprofen can I take?'],
    ['Which antibiotic should I take for a sore throat?'],
    ['Can I take 2 tablets of dolo 650 together?'],
    ['Please prescribe something for my BP'],
  ])('the offline assistant answers "%s" without a medicine or a dose, routing to a doctor', (question) => {
    const answer = composeOfflineAnswer({ domain: 'medical', message: question, history: [] });
    expect(crossesTelemedicineLine(answer)).toBeNull();
    expect(answer).toMatch(/doctor/);
    expect(answer).toMatch(/can’t suggest a specific medicine or a dose/);
  });

  it('adds the disclaimer and the closing offer, but nothing to an empty answer', async () => {
    const text = await guardedText({ domain: 'finance', userText: 'itr', source: from(['File by 31 July.']), closing: () => Promise.resolve('Talk to a CA.') });
    expect(text).toMatch(/^File by 31 July\.\n\n_General information, not tax or investment advice.*_\n\nTalk to a CA\.$/s);
    const empty = await guardedText({ domain: 'finance', userText: 'itr', source: from([]), closing: () => Promise.resolve('Talk to a CA.') });
    expect(empty).toBe('');
  });
});
