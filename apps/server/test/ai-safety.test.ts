import { TRIAGE_EMERGENCY_KEYWORDS, type AssistantStreamEvent } from '@sahay/domain';
import { describe, expect, it } from 'vitest';
import { guardAnswer, guardedText } from '../src/providers/ai/guarded-answer';
import { composeOfflineAnswer } from '../src/providers/ai/offline-provider';
import { crossesTelemedicineLine } from '../src/providers/ai/safety';

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

const EMERGENCY_LINE = '**This may be an emergency. Call 112 now (108 for an ambulance)';

const RED_FLAG_MESSAGES = [
  ...TRIAGE_EMERGENCY_KEYWORDS.filter((k) => k !== 'heart palpitations').map((k) => `Since this morning I have ${k}.`),
  'I think I am having a heart attack',
  "my father can't breathe properly",
  'I want to kill myself',
  'chest pain',
];

describe('emergency answers come first and stay on topic', () => {
  it.each(RED_FLAG_MESSAGES.map((m) => [m]))('"%s" is answered with the emergency line first, without asking the provider', async (message) => {
    let asked = false;
    const text = await guardedText({
      domain: 'medical',
      userText: message,
      source: () => {
        asked = true;
        return from(['Here is an article about toothache.']);
      },
    });
    expect(asked).toBe(false);
    expect(text).toMatch(/^\*\*(This may be an emergency\. Call 112|You are not alone)/);
    expect(text).not.toMatch(/toothache/i);
  });

  it('streams the emergency line as the very first event, then first aid for that emergency only, then the offer', async () => {
    const all = await events(
      guardAnswer({
        domain: 'medical',
        userText: 'a pain in the chest going down the arm',
        source: () => from(['x']),
        closing: () => Promise.resolve('Once you are safe…'),
      }),
    );
    const first = all[0];
    expect(first?.type === 'delta' && first.text.startsWith(EMERGENCY_LINE)).toBe(true);
    const text = all.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toMatch(/While help is on the way/);
    expect(text).toMatch(/Do not drive yourself/);
    expect(text).not.toMatch(/snake|burn|choking/i);
    expect(text.endsWith('Once you are safe…')).toBe(true);
    expect(all.at(-1)).toEqual({ type: 'done' });
  });

  it('leads with Tele-MANAS 14416 and 112, kindly, for self-harm, in any domain', async () => {
    const text = await guardedText({ domain: 'legal', userText: 'I want to end my life', source: () => from(['I am sorry to hear that.']) });
    expect(text.startsWith('**You are not alone')).toBe(true);
    expect(text.indexOf('14416')).toBeLessThan(160);
    expect(text).toContain('112');
  });

  it('adds the line in Hindi when the person wrote in Devanagari', async () => {
    const text = await guardedText({ domain: 'medical', userText: 'मैं आत्महत्या करना चाहता हूँ', source: () => from([]) });
    expect(text).toContain('14416');
    expect(text).toMatch(/टेली-मानस/);
  });

  it('turns an answer whose model raises an emergency into the emergency answer, before that sentence is sent', async () => {
    const all = await events(
      guardAnswer({
        domain: 'medical',
        userText: 'my father feels odd',
        source: () => from(['Thanks for asking. ', 'This sounds like a heart attack. ', 'Rest.']),
      }),
    );
    const replace = all.find((e) => e.type === 'replace');
    expect(replace?.type === 'replace' && replace.text.startsWith(EMERGENCY_LINE)).toBe(true);
    const deltas = all.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : ''));
    expect(deltas.join('')).not.toMatch(/sounds like a heart attack/);
  });

  it('does not raise an alarm for advice on when to get help', async () => {
    const text = await guardedText({
      domain: 'medical',
      userText: 'how can I lower my cholesterol',
      source: () => from(['Eat more fibre and walk daily. ', 'If you ever get chest pain, call 112.']),
    });
    expect(text.startsWith('Eat more fibre')).toBe(true);
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
  it.each([
    ['Drink plenty of water and rest.'],
    ['If you have diabetes, check your feet daily.'],
    ['Drink 2 to 3 litres of water a day.'],
    ['See a doctor within 24 hours.'],
  ])('"%s" does not', (text) => {
    expect(crossesTelemedicineLine(text)).toBeNull();
  });

  it('replaces a model answer that names a medicine and a dose, and never sends the crossing sentence', async () => {
    const all = await events(
      guardAnswer({
        domain: 'medical',
        userText: 'what should I take for fever?',
        source: () => from(['Rest and drink fluids. ', 'You can take para', 'cetamol 650 mg every ', '6 hours. Also azithromycin.']),
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
    const text = await guardedText({
      domain: 'finance',
      userText: 'itr',
      source: () => from(['File by 31 July.']),
      closing: () => Promise.resolve('Talk to a CA.'),
    });
    expect(text).toMatch(/^File by 31 July\.\n\n_General information, not tax or investment advice.*_\n\nTalk to a CA\.$/s);
    const empty = await guardedText({ domain: 'finance', userText: 'itr', source: () => from([]), closing: () => Promise.resolve('Talk to a CA.') });
    expect(empty).toBe('');
  });
});
