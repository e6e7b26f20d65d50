import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

const lines: Array<Record<string, unknown>> = [];
let testApp: TestApp;

beforeAll(async () => {
  const logger = pino({ level: 'debug', base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  testApp = await createTestApp({ logger });
});
afterAll(() => testApp.close());

describe('better-auth messages', () => {
  it('go to our structured log, tagged, instead of the console', async () => {
    const consoleWarn = vi.spyOn(console, 'warn');
    const consoleError = vi.spyOn(console, 'error');
    const consoleLog = vi.spyOn(console, 'log');
    try {
      const response = await new HttpClient(testApp).post('/api/auth/sign-in', { email: 'nobody@example.in', password: 'whatever1' });
      expect(response.status).toBe(401);
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, component: 'better-auth', msg: 'User not found' }));
      expect(consoleWarn).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleLog).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
