import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE } from '@sahay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16 part 5: bad input answers 4xx in the one error shape, never 500.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const CONTACT = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in', subject: 'Refund', message: 'Please call me back' };

describe('control characters and lone surrogates', () => {
  it.each([
    ['a NUL', 'Re\u0000fund'],
    ['a lone surrogate', 'Refund \ud83d'],
    ['an escape', '\u001b[31mRefund'],
  ])('answer 400 with %s named under its field', async (_name, subject) => {
    const response = await new HttpClient(testApp).post('/api/contact-messages', { ...CONTACT, subject });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: CONTROL_CHARACTERS_MESSAGE, fieldErrors: { subject: [CONTROL_CHARACTERS_MESSAGE] } },
    });
  });

  it('accept emoji, Indian scripts and line breaks', async () => {
    const response = await new HttpClient(testApp).post('/api/contact-messages', { ...CONTACT, message: 'धन्यवाद 🙏🏽\r\nPlease\tcall' });
    expect(response.status).toBe(201);
  });

  it('are refused in the AI chat history, where emoji pass', async () => {
    const client = new HttpClient(testApp);
    const ok = await client.post('/api/ai/assistant', {
      message: 'Hello 😀',
      domain: 'medical',
      conversationHistory: [{ role: 'assistant', content: 'Hi 👋' }],
    });
    expect(ok.status).toBe(200);
    const bad = await client.post('/api/ai/assistant', {
      message: 'Hello',
      domain: 'medical',
      conversationHistory: [{ role: 'assistant', content: 'Hi \udc00' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual({ conversationHistory: [CONTROL_CHARACTERS_MESSAGE] });
  });

  it('are refused in query parameters', async () => {
    const admin = await signedInWithRole(testApp, 'admin');
    const response = await admin.client.get('/api/admin/experts?q=a%00b');
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toEqual({ q: [CONTROL_CHARACTERS_MESSAGE] });
  });
});

describe('ids in paths', () => {
  it.each(['1', 'not-a-uuid', '%00', 'x'.repeat(300)])('%s answers 400 or 404, not 500', async (id) => {
    const admin = await signedInWithRole(testApp, 'admin');
    for (const path of [
      `/api/experts/${id}`,
      `/api/prescriptions/${id}`,
      `/api/chat/conversations/${id}/messages`,
      `/api/consultations/${id}/status-history`,
    ]) {
      const response = await admin.client.get(path);
      expect([400, 404]).toContain(response.status);
      expect(response.body.error.code).toMatch(/^(VALIDATION_FAILED|NOT_FOUND)$/);
    }
  });
});

describe('concurrent sign-ups with one email', () => {
  it('create one account and answer the others 409 with the usual message', async () => {
    const input = buildSignUp();
    const responses = await Promise.all(Array.from({ length: 5 }, () => new HttpClient(testApp).post('/api/auth/sign-up', input)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({
        error: { code: 'CONFLICT', message: AUTH_MESSAGES.accountExists.description, fieldErrors: { email: [AUTH_MESSAGES.accountExists.description] } },
      });
    }
  });
});
