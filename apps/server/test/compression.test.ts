import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { chooseCoding } from '../src/lib/compression';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17 part 1: every text asset and JSON answer above 1 KB travels compressed, by content negotiation.
let testApp: TestApp;
let app: ReturnType<typeof createApp>;
// A Hindi area's compiled messages as the web build writes them (apps/web/i18n/message-catalogue-plugin.ts).
const messages = JSON.stringify(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`area.message${i}`, [`संदेश ${i}: `, ['name']]])));
const MESSAGES_PATH = 'assets/messages/Ab12Cd34Ef/hi/common.json';
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

beforeAll(async () => {
  testApp = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'sahay-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><head><title>Sahay</title></head>${'<p>Consult a verified expert.</p>'.repeat(60)}`);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, 'assets/messages/Ab12Cd34Ef/hi'), { recursive: true });
  writeFileSync(join(dist, MESSAGES_PATH), messages);
  writeFileSync(join(dist, `${MESSAGES_PATH}.br`), brotliCompressSync(messages));
  writeFileSync(join(dist, `${MESSAGES_PATH}.gz`), gzipSync(messages));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'bundle-treemap.html'), '<!doctype html><title>treemap</title>');
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/': ['assets/home-route-abc123.js'], '/doctor': ['assets/react-abc123.js', 'assets/doctor-route-abc123.js'] }),
  );
  app = createApp(testApp.deps, { webDistDir: dist });
});
afterAll(() => testApp.close());

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the build’s precompressed assets', () => {
  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it('sends a message file (JSON) precompressed as JSON, cached for a year like the chunks', async () => {
    const br = await get(`/${MESSAGES_PATH}`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString())).toEqual(JSON.parse(messages));

    const gz = await get(`/${MESSAGES_PATH}`, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(messages);

    const missing = await get('/assets/messages/Old999/hi/common.json', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('sends a small file as it is, and a missing hashed asset as a 404', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('console.log(1)');
    const missing = await get('/assets/app-old999.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('keeps the build’s records (manifest, bundle treemap) to itself', async () => {
    const treemap = await get('/.vite/bundle-treemap.html');
    expect(treemap.status).toBe(404);
    expect(await treemap.text()).not.toContain('treemap');
  });

  it('names the chunks a listed page needs as modulepreload links, and leaves other pages as built', async () => {
    const doctor = await (await get('/doctor/')).text();
    expect(doctor).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-abc123.js"><link rel="modulepreload" crossorigin href="/assets/doctor-route-abc123.js"></head>',
    );
    // '/' too, which the static files would otherwise answer with index.html as built, without the header.
    const home = await get('/');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-abc123.js"></head>');
    const about = await (await get('/about')).text();
    expect(about).not.toContain('modulepreload');
    expect(about).toContain('Consult a verified expert.');
  });

  it('compresses the page itself, which is never cached', async () => {
    const page = await get('/patient-dashboard', 'br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain('<title>Sahay</title>');
  });
});

describe('JSON answers', () => {
  it('compresses one above 1 KB and says so in Content-Length, Content-Encoding and Vary', async () => {
    const plain = await get('/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const br = await get('/api/openapi.json', 'br;q=1.0, gzip;q=0.5');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(text);
  });

  it('leaves one under 1 KB, a refused coding and a HEAD request alone', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const refused = await get('/api/openapi.json', 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    const head = await app.request('/api/openapi.json', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

describe('chooseCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
  ])('%s → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});
