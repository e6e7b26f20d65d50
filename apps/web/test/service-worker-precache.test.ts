import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECACHED_PAGES, precacheEntries } from '../pwa/service-worker-plugin';

// Issue 17 part 3: the service worker keeps the main prerendered pages under their own addresses, so a repeat visit
// paints them from the cache before any script, as the first visit does from the network.

/** A build's output as the worker's precache list sees it: Vite's manifest, the prerendered pages' list, the files. */
function build(prerendered: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'sahay-sw-'));
  mkdirSync(join(outDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, css: ['assets/index-1.css'] },
    'src/features/home/home-route.tsx': { file: 'assets/home-route-1.js', src: 'src/features/home/home-route.tsx', isDynamicEntry: true },
    'src/features/auth/auth-route.tsx': { file: 'assets/auth-route-1.js', src: 'src/features/auth/auth-route.tsx', isDynamicEntry: true },
  };
  writeFileSync(join(outDir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(outDir, '.vite/prerendered.json'), JSON.stringify(prerendered));
  writeFileSync(join(outDir, '.vite/messages.json'), JSON.stringify({ hi: { common: COMMON_HI, home: HOME_HI, family: FAMILY_HI } }));
  return outDir;
}

const COMMON_HI = 'assets/messages/h1/hi/common.json';
const HOME_HI = 'assets/messages/h1/hi/home.json';
const FAMILY_HI = 'assets/messages/h1/hi/family.json';
const allPrerendered = Object.fromEntries([...PRECACHED_PAGES, '/about'].map((path) => [path, `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`]));
const globbed = [
  { url: 'index.html', revision: 'shell-1', size: 1 },
  { url: 'assets/index-1.js', revision: null, size: 1 },
  { url: 'assets/index-1.css', revision: null, size: 1 },
  { url: 'assets/auth-route-1.js', revision: null, size: 1 },
  ...[COMMON_HI, HOME_HI, FAMILY_HI].map((url) => ({ url, revision: null, size: 1 })),
  ...Object.values(allPrerendered).map((file) => ({ url: file, revision: `rev-of-${file}`, size: 1 })),
];

describe('the service worker precache', () => {
  it('keeps the shell and the main prerendered pages at their own addresses, revisioned by their content', () => {
    const entries = precacheEntries(globbed, build(allPrerendered));
    const urls = entries.map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'assets/index-1.js', 'assets/index-1.css', ...PRECACHED_PAGES]));
    expect(entries.find(({ url }) => url === '/doctor')).toMatchObject({ revision: 'rev-of-prerendered/doctor.html' });
    expect(entries.find(({ url }) => url === '/')).toMatchObject({ revision: 'rev-of-prerendered/index.html' });
    // Not the files at their build paths (the server answers those with a 404), nor the pages left to the shell, nor
    // a route chunk '/' does not need.
    expect(urls.filter((url) => url.startsWith('prerendered/'))).toEqual([]);
    expect(urls).not.toContain('/about');
    expect(urls).not.toContain('assets/auth-route-1.js');
  });

  it("keeps the Hindi messages of the shell and the home page, not another page's", () => {
    const urls = precacheEntries(globbed, build(allPrerendered)).map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining([COMMON_HI, HOME_HI]));
    expect(urls).not.toContain(FAMILY_HI);
  });

  it('fails the build when a page it should keep was not prerendered', () => {
    const { '/medical-triage': _missing, ...rest } = allPrerendered;
    expect(() => precacheEntries(globbed, build(rest))).toThrow(/\/medical-triage was not prerendered/);
  });
});
