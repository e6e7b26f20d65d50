import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
