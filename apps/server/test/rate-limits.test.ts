import { randomUUID } from 'node:crypto';
import { emptyTriageData } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPatient } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { TRUST_PROXY: 'X-Forwarded-For' },
    rateLimits: { signIn: { windowMs: 60_000, limit: 3 } },
  });
});
afterAll(() => testApp.close());

const attempt = (ip: string) =>
  new HttpClient(testApp, { 'x-forwarded-for': `203.0.113.99, ${ip}` }).post('/api/auth/sign-in', {
    email: 'someone@example.in',
    password: 'guess-123',
  });

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After once an address has used its attempts', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.7')).status).toBe(401);
    const limited = await attempt('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });

  it('keys the limit by the address the trusted proxy reports (its rightmost entry)', async () => {
    expect((await attempt('198.51.100.8')).status).toBe(401);
  });
});

describe('the AI rate limit (docs/decisions/032)', () => {
  let ai: TestApp;
  beforeAll(async () => {
    ai = await createTestApp({
      env: { TRUST_PROXY: 'X-Forwarded-For' },
      rateLimits: {
        ai: { windowMs: 60_000, limit: 3 },
        aiPerAddress: { windowMs: 60_000, limit: 30 },
        aiConversation: { windowMs: 60_000, limit: 12 },
      },
    });
  });
  afterAll(() => ai.close());

  // Every test has its own address: the counters live as long as the app.
  const browser = (ip: string, headers: Record<string, string> = {}) => new HttpClient(ai, { 'x-forwarded-for': ip, ...headers });
  const ask = (client: HttpClient) => client.post('/api/ai/assistant', { message: 'How do I file an FIR?', domain: 'legal', conversationHistory: [] });
  const statuses = async (client: HttpClient, calls: number) => {
    const seen: number[] = [];
    for (let i = 0; i < calls; i++) seen.push((await ask(client)).status);
    return seen;
  };

  it('gives two visitors behind one address, each with their own cookie, the full allowance each', async () => {
    const first = browser('198.51.100.20');
    const second = browser('198.51.100.20');
    expect(await statuses(first, 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(second, 4)).toEqual([200, 200, 200, 429]);
  });

  it('answers a message with red flags after the allowance is used up: the emergency line never waits', async () => {
    const person = browser('198.51.100.29');
    expect(await statuses(person, 4)).toEqual([200, 200, 200, 429]);
    const emergency = await person.post<{ response: string }>('/api/ai/assistant', {
      message: 'my father has chest pain and is sweating',
      domain: 'medical',
      conversationHistory: [],
    });
    expect(emergency.status).toBe(200);
    expect(emergency.body.response).toMatch(/^\*\*This may be an emergency\. Call 112/);
    // It did not use up anything: the next ordinary message is still refused, not let through.
    expect((await ask(person)).status).toBe(429);
  });

  it('counts a visitor without cookies per address, with the spec text and Retry-After', async () => {
    const calls = [];
    for (let i = 0; i < 4; i++) calls.push(await ask(browser('198.51.100.21')));
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 429]);
    const limited = calls[3];
    expect(limited?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(limited?.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' } });
  });

  it('stops a script that takes a new cookie for every few calls at the address ceiling, not signed-in people', async () => {
    let served = 0;
    for (let rotation = 0; rotation < 15; rotation++) {
      const script = browser('198.51.100.22');
      for (const status of await statuses(script, 3)) if (status === 200) served++;
    }
    expect(served).toBeLessThanOrEqual(30);
    expect(await statuses(browser('198.51.100.22'), 1)).toEqual([429]);

    const { input } = await signedInPatient(ai);
    const person = browser('198.51.100.22');
    expect((await person.post('/api/auth/sign-in', { email: input.email, password: input.password })).status).toBe(200);
    expect(await statuses(person, 1)).toEqual([200]);
  });

  it('keys a signed-in person by account: signing in from another address shares the allowance', async () => {
    const { input } = await signedInPatient(ai);
    const signIn = async (ip: string) => {
      const client = browser(ip);
      expect((await client.post('/api/auth/sign-in', { email: input.email, password: input.password })).status).toBe(200);
      return client;
    };
    expect(await statuses(await signIn('198.51.100.23'), 2)).toEqual([200, 200]);
    expect(await statuses(await signIn('198.51.100.24'), 2)).toEqual([200, 429]);
  });

  it('counts a triage conversation once, bounds it by its own cap, and counts invented ids as new conversations', async () => {
    const conversationId = randomUUID();
    const visitor = browser('198.51.100.25');
    const step = (id = conversationId) =>
      visitor.post('/api/ai/triage/follow-up', { step: 'gender', data: emptyTriageData(), lastAnswer: '30', conversationId: id });
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) seen.push((await step()).status);
    seen.push((await visitor.post('/api/ai/triage/analysis', { data: { ...emptyTriageData(), age: 30 }, conversationId })).status);
    expect(seen).toEqual(Array(9).fill(200));

    // The conversation used one of three: two more single messages, and the next person is unaffected.
    expect(await statuses(visitor, 3)).toEqual([200, 200, 429]);
    expect(await statuses(browser('198.51.100.25'), 3)).toEqual([200, 200, 200]);

    // Its own cap (12 here) still bounds it; new ids are new conversations against the spent allowance.
    expect([(await step()).status, (await step()).status, (await step()).status, (await step()).status]).toEqual([200, 200, 200, 429]);
    expect((await step(randomUUID())).status).toBe(429);
  });

  it('counts the consult modal questions of one conversation once', async () => {
    const visitor = browser('198.51.100.26');
    const conversationId = randomUUID();
    const seen: number[] = [];
    for (let questionNumber = 1; questionNumber <= 5; questionNumber++) {
      seen.push(
        (await visitor.post('/api/ai/medical-triage-questions', { questionNumber, symptoms: 'fever', department: 'Pediatrics', conversationId })).status,
      );
    }
    expect(seen).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(visitor, 3)).toEqual([200, 200, 429]);
  });

  it('sets an httpOnly, SameSite=Lax anonymous id for a year on the first AI call, and never again', async () => {
    const visitor = browser('198.51.100.27');
    const first = await ask(visitor);
    const [cookie] = first.headers.getSetCookie().filter((value) => value.startsWith('sahay.visitor='));
    expect(cookie).toMatch(/^sahay\.visitor=[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await ask(visitor)).headers.getSetCookie()).toEqual([]);
  });

  it('ignores a forged or malformed cookie (counted per address) and replaces it', async () => {
    const forged = `sahay.visitor=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const malformed = 'sahay.visitor=me';
    const calls = [];
    for (const cookie of [forged, malformed, forged, malformed]) calls.push(await ask(browser('198.51.100.28', { cookie })));
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 429]);
    const replaced = calls[3]?.headers.getSetCookie().find((value) => value.startsWith('sahay.visitor='));
    expect(replaced).toMatch(/^sahay\.visitor=[\w-]{22}\.[\w-]{43};/);

    // The replacement is this browser's own allowance.
    const client = browser('198.51.100.28', { cookie: forged });
    expect(await statuses(client, 3)).toEqual([429, 200, 200]);
  });
});

describe('the anonymous id in production', () => {
  it('is __Host- prefixed and Secure, like the session cookies', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'production-secret-production-secret!!' } });
    try {
      const response = await new HttpClient(production).post('/api/ai/assistant', { message: 'Hello', domain: 'legal' });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__Host-sahay.visitor='));
      expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await production.close();
    }
  });
});
