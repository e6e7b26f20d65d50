import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const credentials = { email: 'nobody@example.test', password: 'calm-river-42' };

describe('writes from another website', () => {
  it('are refused with 403 before any route runs', async () => {
    const client = new HttpClient(testApp, { origin: 'https://evil.example' });
    const response = await client.post('/api/auth/sign-in', credentials);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request came from another website and was refused' },
    });
  });

  it('pass from our own origin and from clients that send no Origin', async () => {
    const ours = await new HttpClient(testApp).post('/api/auth/sign-in', credentials);
    expect(ours.status).toBe(401);
    const noOrigin = await new HttpClient(testApp, { origin: '' }).post('/api/auth/sign-in', credentials);
    expect(noOrigin.status).toBe(401);
  });

  it('do not affect reads', async () => {
    const response = await new HttpClient(testApp, { origin: 'https://evil.example' }).get('/api/health');
    expect(response.status).toBe(200);
  });
});
