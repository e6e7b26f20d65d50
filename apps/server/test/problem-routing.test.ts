import type { ProblemRoutingResult } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations } from '../src/db/schema/consultations';
import { experts } from '../src/db/schema/experts';
import type { AiProvider, ProblemRoutingInput } from '../src/providers/ai/ai-provider';
import { createOfflineProvider } from '../src/providers/ai/offline-provider';
import { signedInPatient } from './support/factories';
import { startFakeOpenAi } from './support/fake-openai';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

const EXPERTS = [
  { name: 'CA Rohan Gupta', phone: '+919812345681', category: 'finance', specialization: 'GST and Income Tax', isOnline: true, isVerified: true, rating: 4.9 },
  { name: 'Adv. Corporate One', phone: '+919812345682', category: 'legal', specialization: 'Corporate Law', isOnline: true, isVerified: true, rating: 4.6 },
  {
    name: 'Adv. Consumer One',
    phone: '+919812345683',
    category: 'legal',
    specialization: 'Consumer Protection',
    isOnline: false,
    isVerified: true,
    rating: 4.5,
  },
  { name: 'Dr. Heart', phone: '+919812345684', category: 'medical', specialization: 'Cardiologist', isOnline: true, isVerified: true, rating: 4.8 },
  { name: 'Dr. Hidden', phone: '+919812345685', category: 'medical', specialization: 'Cardiologist', isOnline: true, isVerified: false, rating: 5 },
] as const;

async function seedExperts(app: TestApp) {
  await app.database.db.insert(experts).values(EXPERTS.map((expert) => ({ ...expert })));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedExperts(testApp);
});
afterAll(() => testApp.close());

const describeProblem = (description: unknown, client = new HttpClient(testApp)) => client.post<ProblemRoutingResult>('/api/problem-routing', { description });

describe('POST /api/problem-routing', () => {
  it('routes a visitor’s GST notice to a CA and a lawyer, with approved experts of each, and stores nothing', async () => {
    const before = await testApp.database.db.$count(consultations);
    const response = await describeProblem('I got a GST notice for a mismatch in my returns');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ emergency: { emergency: false }, helplines: [], needsDetail: false, orderedBy: 'catalogue' });
    const [ca, lawyer] = response.body.suggestions;
    expect(ca).toMatchObject({ category: 'finance', department: 'Tax Planning & GST', expertsFallback: false });
    expect(ca?.triggers).toContain('gst notice');
    expect(ca?.why).toMatch(/CA/);
    expect(ca?.experts.map((expert) => expert.name)).toEqual(['CA Rohan Gupta']);
    expect(lawyer).toMatchObject({ category: 'legal', department: 'Corporate Law' });
    expect(lawyer?.experts.map((expert) => expert.name)).toEqual(['Adv. Corporate One']);
    expect(await testApp.database.db.$count(consultations)).toBe(before);
  });

  it('answers a signed-in patient the same way', async () => {
    const { client } = await signedInPatient(testApp);
    const response = await describeProblem('doctor ke khilaf action lena hai, unhone galat sui laga di', client);
    expect(response.status).toBe(200);
    expect(response.body.suggestions.map((s) => s.category)).toEqual(['legal', 'medical']);
    expect(response.body.suggestions[0]?.experts.map((expert) => expert.name)).toEqual(['Adv. Consumer One']);
  });

  it('puts the emergency and the helplines first, and never offers an unapproved expert', async () => {
    const chest = await describeProblem('chhati mein dard aur pasina aa raha hai');
    expect(chest.body.emergency).toEqual({ emergency: true, selfHarm: false, categories: ['heart_attack'] });
    expect(chest.body.suggestions[0]).toMatchObject({ category: 'medical', department: 'Cardiology' });
    expect(chest.body.suggestions[0]?.experts.map((expert) => expert.name)).toEqual(['Dr. Heart']);
    const fraud = await describeProblem('bank se call aaya, OTP bata diya aur account se paise kat gaye');
    expect(fraud.body.helplines.map((helpline) => helpline.number)).toEqual(['1930']);
    expect(fraud.body.suggestions.map((s) => s.category)).toEqual(['tech', 'legal']);
    // No IT expert is approved here: the field's experts are none, and the answer says so rather than failing.
    expect(fraud.body.suggestions[0]).toMatchObject({ experts: [], expertsFallback: true });
    const women = await describeProblem('पति मारपीट करता है');
    expect(women.body.helplines.map((helpline) => helpline.number)).toEqual(['181']);
  });

  it('asks for more detail when nothing matches', async () => {
    const response = await describeProblem('please help me');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ suggestions: [], needsDetail: true });
  });

  it.each([
    ['missing', undefined],
    ['too short', 'hi'],
    ['too long', 'x'.repeat(2001)],
    ['not text', 42],
    ['a control character', 'GST\u0000 notice'],
  ])('refuses a description that is %s with 400 and the field error', async (_, description) => {
    const response = await describeProblem(description);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((response.body as unknown as { error: { fieldErrors: object } }).error.fieldErrors).toHaveProperty('description');
  });

  it('refuses malformed JSON with 400 and a huge body with 413', async () => {
    const client = new HttpClient(testApp);
    expect((await client.request('POST', '/api/problem-routing', undefined, { raw: '{"description":' })).status).toBe(400);
    expect((await client.request('POST', '/api/problem-routing', undefined, { raw: JSON.stringify({ description: 'a'.repeat(1_100_000) }) })).status).toBe(413);
  });
});

describe('the AI provider only chooses among the catalogue’s answers', () => {
  function providerAnswering(answer: (input: ProblemRoutingInput) => Promise<unknown>, calls: ProblemRoutingInput[] = []): AiProvider {
    return {
      ...createOfflineProvider(),
      name: 'openai-compatible',
      chooseProblemRoutes: (input) => {
        calls.push(input);
        return answer(input);
      },
    };
  }

  async function withProvider(ai: AiProvider, run: (client: HttpClient) => Promise<void>) {
    const app = await createTestApp({ ai });
    try {
      await seedExperts(app);
      await run(new HttpClient(app));
    } finally {
      await app.close();
    }
  }

  it('follows a proposal that reorders the catalogue’s professions', async () => {
    const calls: ProblemRoutingInput[] = [];
    await withProvider(
      providerAnswering(() => Promise.resolve({ order: ['legal', 'finance'] }), calls),
      async (client) => {
        const response = await describeProblem('I got a GST notice', client);
        expect(response.body.suggestions.map((s) => s.category)).toEqual(['legal', 'finance']);
        expect(response.body.orderedBy).toBe('ai');
        expect(calls[0]?.candidates.map((c) => c.category)).toEqual(['finance', 'legal']);
      },
    );
  });

  it('ignores professions and departments outside the catalogue, and keeps the catalogue’s order when nothing is left', async () => {
    await withProvider(
      providerAnswering(() => Promise.resolve({ order: ['astrologer', 'medical'], department: 'Astrology' })),
      async (client) => {
        const response = await describeProblem('I got a GST notice', client);
        expect(response.status).toBe(200);
        expect(response.body.suggestions.map((s) => [s.category, s.department])).toEqual([
          ['finance', 'Tax Planning & GST'],
          ['legal', 'Corporate Law'],
        ]);
        expect(response.body.orderedBy).toBe('catalogue');
      },
    );
  });

  it('keeps the catalogue’s order when the provider fails, and never asks it about an emergency', async () => {
    const calls: ProblemRoutingInput[] = [];
    await withProvider(
      providerAnswering(() => Promise.reject(new Error('down')), calls),
      async (client) => {
        const failed = await describeProblem('I got a GST notice', client);
        expect(failed.status).toBe(200);
        expect(failed.body.suggestions.map((s) => s.category)).toEqual(['finance', 'legal']);
        expect(calls).toHaveLength(1);
        const emergency = await describeProblem('insurance rejected my claim and now I have chest pain and sweating', client);
        expect(emergency.body.emergency.emergency).toBe(true);
        expect(calls).toHaveLength(1);
      },
    );
  });

  it('reads the OpenAI-compatible model’s JSON, even wrapped in prose', async () => {
    const fake = await startFakeOpenAi();
    const app = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' } });
    try {
      const client = new HttpClient(app);
      fake.behaviour = { kind: 'json', content: 'Here you go: {"order": ["legal", "finance", "astrology"]}' };
      const response = await describeProblem('GST ka notice aaya hai', client);
      expect(response.body.suggestions.map((s) => s.category)).toEqual(['legal', 'finance']);
      expect(JSON.stringify(fake.requests.at(-1))).toContain('GST ka notice aaya hai');
      fake.behaviour = { kind: 'json', content: 'I think you need an astrologer.' };
      expect((await describeProblem('GST ka notice aaya hai', client)).body.suggestions.map((s) => s.category)).toEqual(['finance', 'legal']);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('the AI allowance', () => {
  it('counts described problems like AI messages, but never an emergency', async () => {
    const app = await createTestApp({ rateLimits: { ai: { windowMs: 60_000, limit: 1 } } });
    try {
      const client = new HttpClient(app);
      expect((await describeProblem('I got a GST notice', client)).status).toBe(200);
      expect((await describeProblem('my laptop is slow', client)).status).toBe(429);
      expect((await describeProblem('chest pain and sweating', client)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
