import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { journalCount } from '../src/db/migrate';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKind } from './support/test-database';

let testApp: TestApp;
let client: HttpClient;

beforeAll(async () => {
  testApp = await createTestApp();
  client = new HttpClient(testApp);
});
afterAll(() => testApp.close());

describe('GET /api/health and /api/ready', () => {
  it('answers liveness without asking the database', async () => {
    const driver = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(driver, 'query');
    try {
      const response = await new HttpClient(testApp).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('names the database kind and says migrations are current', async () => {
    const response = await client.get('/api/ready');
    expect(response.status).toBe(200);
    const expected = journalCount();
    expect(expected).toBeGreaterThan(0);
    expect(response.body).toEqual({
      status: 'ok',
      database: { kind: testDatabaseKind(), migrations: { applied: expected, expected, current: true } },
    });
  });
});

describe('the JSON error shape', () => {
  it('answers an unknown API path with 404', async () => {
    const response = await client.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/no-such-thing' } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await client.request('POST', '/api/auth/sign-in', undefined, { raw: '{"email": "a@b.in",' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(response.body.error.message).toMatch(/json/i);
  });

  it('answers wrong types with 400 and the message under each field', async () => {
    const response = await client.post('/api/auth/sign-in', { email: 42, password: ['x'] });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.error.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('answers missing fields with 400', async () => {
    const response = await client.post('/api/auth/sign-up', { email: 'asha@example.in' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fieldErrors).sort()).toEqual(['fullName', 'password', 'phone']);
  });

  it('answers a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(1024 * 1024) });
    const response = await client.request('POST', '/api/auth/sign-in', undefined, { raw: big });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large (1 MB at most)' } });
  });

  it('answers a body that is not JSON at all with 415 in the same shape, not 500', async () => {
    const response = await client.request('POST', '/api/auth/sign-up', undefined, {
      raw: 'email=a@b.in',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('BAD_REQUEST');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the account routes', async () => {
    const response = await client.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/sign-out', '/api/auth/session']),
    );
  });

  it('serves the docs page and its assets from this server', async () => {
    const page = await client.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const asset = await testApp.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });
});

describe('the web app', () => {
  it('serves index.html for app paths, a hashed asset for a year, and a missing hashed asset as a 404, never the page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sahay-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sahay</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = createApp(testApp.deps, { webDistDir: dist });

    const page = await app.request('/patient-dashboard');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Sahay</title>');
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/app-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
