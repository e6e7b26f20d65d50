import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPatient, signedInWithRole } from './support/factories';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 16 part 7: a Content-Security-Policy that fits the app, a Permissions-Policy, and the API docs for admins
// only in production.
let testApp: TestApp;
let production: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  production = await createTestApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 'production-secret-production-secret!!' } });
});
afterAll(async () => {
  await testApp.close();
  await production.close();
});

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the Content-Security-Policy', () => {
  it.each([['/api/health'], ['/api/docs'], ['/api/no-such-route']])('is on %s: scripts from our origin only, no framing, our WebSocket', async (path) => {
    const response = await testApp.app.request(path);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3999']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('names the secure WebSocket when the public address is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://sahay.example.in' } });
    try {
      const csp = directives((await secure.app.request('/api/health')).headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://sahay.example.in']);
    } finally {
      await secure.close();
    }
  });
});

describe('the Permissions-Policy', () => {
  it('lets our origin use the camera and microphone and turns off the rest', async () => {
    const policy = (await testApp.app.request('/api/health')).headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=(self)');
    for (const feature of ['geolocation', 'payment', 'usb', 'bluetooth', 'display-capture', 'browsing-topics']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('the API docs', () => {
  it('start from a file, with no inline script', async () => {
    const page = await testApp.app.request('/api/docs');
    const html = await page.text();
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('<script src="/api/docs/init.js"></script>');
    const init = await testApp.app.request('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    expect(await init.text()).toContain('SwaggerUIBundle');
  });

  it('are for admins only in production: anonymous 401, patient and expert 403, admin 200', async () => {
    const anonymous = await new HttpClient(production).get('/api/docs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.objectContaining({ code: 'UNAUTHENTICATED' }) });
    expect((await new HttpClient(production).get('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(401);
    const { client: patient } = await signedInPatient(production);
    expect((await patient.get('/api/docs')).status).toBe(403);
    const { client: expert } = await signedInWithRole(production, 'expert');
    expect((await expert.get('/api/docs')).status).toBe(403);
    const { client: admin } = await signedInWithRole(production, 'admin');
    expect((await admin.get('/api/docs')).status).toBe(200);
    expect((await admin.get('/api/docs/init.js')).status).toBe(200);
  });
});
