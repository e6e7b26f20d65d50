import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { inlineScriptsOf } from '../src/lib/inline-scripts';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17 part 3 (docs/decisions/107): the pages the build prerendered are sent as written, precompressed, never cached.
let testApp: TestApp;
let app: ReturnType<typeof createApp>;
// The theme script the build inlines (apps/web/pwa/inline-theme-script-plugin.ts), and one that loads a file.
const THEME_SCRIPT = "if (localStorage.getItem('app-theme') === 'blue') document.documentElement.dataset.theme = 'blue';";
const HEAD = `<head><title>Sahay</title><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
const page = (text: string) => `<!doctype html>${HEAD}<div id="root" data-prerendered="green">${`<p>${text}</p>`.repeat(40)}</div>`;
const home = page('Connect with Experts');
const doctor = page('Connect with Doctors');

beforeAll(async () => {
  testApp = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'sahay-dist-'));
  mkdirSync(join(dist, 'prerendered'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${HEAD}<div id="root"></div>${'<!-- the shell -->'.repeat(80)}`);
  for (const [name, html] of [
    ['index', home],
    ['doctor', doctor],
  ] as const) {
    writeFileSync(join(dist, 'prerendered', `${name}.html`), html);
    writeFileSync(join(dist, 'prerendered', `${name}.html.br`), brotliCompressSync(html));
    writeFileSync(join(dist, 'prerendered', `${name}.html.gz`), gzipSync(html));
  }
  writeFileSync(join(dist, '.vite', 'prerendered.json'), JSON.stringify({ '/': 'prerendered/index.html', '/doctor': 'prerendered/doctor.html' }));
  app = createApp(testApp.deps, { webDistDir: dist });
});
afterAll(() => testApp.close());

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('prerendered pages', () => {
  it('sends the build’s Brotli copy of a page, with its text, never cached and varying by Accept-Encoding', async () => {
    for (const [path, html] of [
      ['/', home],
      ['/doctor', doctor],
      ['/Doctor/', doctor],
    ] as const) {
      const response = await get(path, 'gzip, deflate, br');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = await bytes(response);
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(brotliDecompressSync(body).toString()).toBe(html);
    }
  });

  it('sends gzip to a browser that takes only gzip, and the page itself to one that takes neither', async () => {
    const gz = await get('/doctor', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toContain('Connect with Doctors');
    const plain = await get('/doctor');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(await plain.text()).toBe(doctor);
  });

  it('leaves an address with a query, and a page that was not prerendered, to the browser (the empty shell)', async () => {
    for (const path of ['/doctor?from=share', '/patient-dashboard']) {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const text = await response.text();
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toContain('Connect with');
    }
  });

  it('does not serve the prerendered files at their own addresses', async () => {
    const direct = await get('/prerendered/doctor.html');
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain('Connect with Doctors');
  });
});

describe('the inline theme script', () => {
  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
  const scriptSrc = (response: Response) => /script-src ([^;]*)/.exec(csp(response))?.[1]?.split(' ') ?? [];
  const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it('is allowed by its SHA-256 on every page, prerendered or not, and no other inline script is', async () => {
    for (const path of ['/', '/doctor', '/patient-dashboard', '/api/health']) {
      expect(scriptSrc(await get(path)), path).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    }
  });

  it('is found exactly as written: scripts with a src are not inline', () => {
    expect(inlineScriptsOf(HEAD)).toEqual([THEME_SCRIPT]);
    expect(inlineScriptsOf('<script >a()</script><SCRIPT src="/x.js"></SCRIPT><script type="module" src=/y.js></script>')).toEqual(['a()']);
  });

  it('is not allowed when the server serves no web app', async () => {
    expect(scriptSrc(await testApp.app.request('/api/health'))).toEqual(["'self'"]);
  });
});
