import { TRIAGE_EMERGENCY_KEYWORDS, type TriageAnalysis } from '@sahay/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { experts } from '../src/db/schema/experts';
import { loadEnv } from '../src/lib/env';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { HttpClient } from './support/http-client';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let fake: FakeOpenAi;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  testApp = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' } });
  await testApp.database.db.insert(experts).values({
    name: 'Dr. Arjun Mehta',
    phone: '+919812345671',
    category: 'medical',
    specialization: 'Cardiologist',
    isOnline: true,
    isVerified: true,
    rating: 4.8,
  });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function streamAsk(body: unknown) {
  const response = await testApp.app.request('/api/ai/assistant', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', origin: TEST_PUBLIC_URL },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = response.ok
    ? text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; text?: string })
    : [];
  return { status: response.status, events, text, headers: response.headers };
}

const finalText = (events: Array<{ type: string; text?: string }>) =>
  events.reduce((text, e) => (e.type === 'replace' ? (e.text ?? '') : e.type === 'delta' ? text + (e.text ?? '') : text), '');

describe('the OpenAI-compatible adapter', () => {
  it('streams the model’s tokens with the domain prompt, the key, the model and a bounded history', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['Drink ', 'plenty of ', 'fluids and rest. ', 'See a doctor if it lasts.'] };
    const history = Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
    const { status, events } = await streamAsk({ message: 'I have a mild fever', domain: 'medical', conversationHistory: history });
    expect(status).toBe(200);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    const text = finalText(events);
    expect(text).toMatch(/^Drink plenty of fluids and rest\. See a doctor if it lasts\./);
    expect(text).toMatch(/General health information/);
    expect(text).toContain('Dr. Arjun Mehta');

    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request?.body.messages[0].role).toBe('system');
    expect(request?.body.messages[0].content).toMatch(/Telemedicine Practice Guidelines 2020/);
    expect(request?.body.messages).toHaveLength(1 + 20 + 1);
    expect(request?.body.messages[request?.body.messages.length - 1]).toEqual({ role: 'user', content: 'I have a mild fever' });
  });

  it('answers JSON { response } without the stream header', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['Use a password manager.'] };
    const response = await new HttpClient(testApp).post('/api/ai/assistant', { message: 'passwords?', domain: 'technology' });
    expect(response.status).toBe(200);
    expect(response.body.response).toMatch(/^Use a password manager\./);
  });

  it('replaces a model answer that names a prescription medicine or a dose, before the sentence is sent', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['Rest well. ', 'Take amoxicillin ', '500 mg three times a day.'] };
    const { events } = await streamAsk({ message: 'what antibiotic for a sore throat', domain: 'medical' });
    const sent = events
      .filter((e) => e.type === 'delta')
      .map((e) => e.text)
      .join('');
    expect(sent).not.toMatch(/amoxicillin|500 mg/);
    expect(finalText(events)).toMatch(/only a registered doctor who has assessed you may diagnose and prescribe/);
  });

  // Palpitations alone score as an emergency keyword (spec 001 §9) but are not a red flag without chest pain,
  // fainting or breathlessness (issue 13's list).
  it.each(TRIAGE_EMERGENCY_KEYWORDS.filter((k) => k !== 'heart palpitations').map((k) => [k]))(
    'puts the emergency advice first for "%s", whatever the model says',
    async (keyword) => {
      fake.behaviour = { kind: 'stream', pieces: ['It could be many things.'] };
      const { events } = await streamAsk({ message: `I have ${keyword}`, domain: 'medical' });
      expect(finalText(events).startsWith('**This may be an emergency. Call 112 now (108 for an ambulance) or go to the nearest emergency department.')).toBe(
        true,
      );
      expect(finalText(events)).not.toMatch(/It could be many things/);
    },
  );

  it.each([
    [429, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'],
    [402, 402, 'PAYMENT_REQUIRED', 'AI credits have been used up. Please add credits to continue.'],
    [500, 503, 'UNAVAILABLE', 'The AI assistant is not available right now. Please try again.'],
  ])('maps the provider’s %i to %i %s', async (providerStatus, status, code, message) => {
    fake.behaviour = { kind: 'status', status: providerStatus };
    const { status: answered, text } = await streamAsk({ message: 'hello', domain: 'legal' });
    expect(answered).toBe(status);
    expect(JSON.parse(text)).toEqual({ error: { code, message } });
  });

  it('gives up on a provider that hangs after the timeout', async () => {
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    const { status } = await streamAsk({ message: 'hello', domain: 'finance' });
    expect(status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('writes the triage analysis text but never the score, and falls back when it fails', async () => {
    fake.behaviour = { kind: 'json', content: 'Please go to the emergency department now. Your score is 10.' };
    const data = {
      age: 70,
      primarySymptom: 'chest pain',
      symptoms: ['chest pain'],
      symptomDuration: 'sudden',
      medicalHistory: [],
      currentMedications: [],
      allergies: [],
    };
    const response = await new HttpClient(testApp).post<TriageAnalysis>('/api/ai/triage/analysis', { data });
    // Chest pain is a red flag: the emergency line and first aid come before the model's text.
    expect(response.body.analysis).toMatch(/^\*\*This may be an emergency\. Call 112 now/);
    expect(response.body.analysis.endsWith('\n\nPlease go to the emergency department now. Your score is 10.')).toBe(true);
    expect(response.body.risk.overall).toBe(75);
    expect(fake.requests[0]?.body.messages[1].content).toMatch(/risk score of 75\/100, category emergency/);

    fake.behaviour = { kind: 'status', status: 429 };
    const fallback = await new HttpClient(testApp).post<TriageAnalysis>('/api/ai/triage/analysis', { data });
    expect(fallback.status).toBe(200);
    expect(fallback.body.analysis).toMatch(/75\/100/);
  });

  it('asks the medical modal’s question from the model', async () => {
    fake.behaviour = { kind: 'json', content: 'Does the pain spread to your left arm or jaw?' };
    const response = await new HttpClient(testApp).post('/api/ai/medical-triage-questions', {
      questionNumber: 2,
      symptoms: 'chest pain',
      department: 'Cardiology',
    });
    expect(response.body).toEqual({ question: 'Does the pain spread to your left arm or jaw?' });
  });
});

describe('AI configuration', () => {
  it('needs all three of AI_BASE_URL, AI_API_KEY and AI_MODEL, or none', () => {
    expect(() => loadEnv({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(/must be set together/);
    expect(() => loadEnv({ AI_BASE_URL: 'ftp://x', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(loadEnv({ AI_BASE_URL: 'https://api.example.com/v1', AI_API_KEY: 'k', AI_MODEL: 'm' }).AI_TIMEOUT_MS).toBe(30_000);
  });
});
