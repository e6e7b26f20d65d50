import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { build, type Plugin } from 'vite';

/** What the server build of the app (src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage: (path: string, theme: string) => Promise<{ markup: string; title: string; description: string }>;
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; theme: string; ownTheme: boolean }>;
}

/** Where each prerendered page is written, under dist/: '/' is index, '/about' about. */
export const PRERENDERED_DIR = 'prerendered';
export const pageFileOf = (path: string) => `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '--')}.html`;

/** A page as entry-server.tsx renders it: its markup, and the title and description it names. */
export type PageRender = Awaited<ReturnType<ServerEntry['renderPage']>>;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * One page's HTML: index.html as built with the page's markup in #root (marked with the theme it was rendered in, for
 * main.tsx to hydrate rather than render), its own <title> and description, and the page's own theme on <html> for a
 * vertical's home (pwa/theme-init.js, inline keeps it). Its JavaScript is started after the first paint
 * (startAfterFirstPaint), once the CSS is inlined.
 */
export function pageHtml(indexHtml: string, page: PageRender, theme: string, ownTheme: boolean): string {
  let html = indexHtml.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${theme}">${page.markup}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(page.description)}"`);
  if (ownTheme) html = html.replace('<html lang="en" data-theme="green">', `<html lang="en" data-theme="${theme}" data-page-theme="${theme}">`);
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return html;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PAGE_START_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'page-start.js');

/** pwa/page-start.js, minified, for one page: its chunks and entry in place of SAHAY_CHUNKS and SAHAY_ENTRY. */
export async function pageStartScript(chunks: readonly string[], entry: string): Promise<string> {
  const source = (await readFile(PAGE_START_SOURCE, 'utf8'))
    .replaceAll('SAHAY_CHUNKS', () => JSON.stringify(chunks))
    .replaceAll('SAHAY_ENTRY', () => JSON.stringify(entry));
  const { code } = await transform(source, { minify: true, target: 'es2017' });
  if (code.includes('</script') || code.includes('SAHAY_')) throw new Error('pwa/page-start.js did not inline cleanly');
  return code.trim();
}

/**
 * A prerendered page's JavaScript starts after its first paint: the page is already readable, and on a slow link the
 * entry and its chunks (about 100 KB) would otherwise share the bandwidth with the page itself and hold its first paint
 * back. The entry's <script> leaves <head>; pwa/page-start.js, inline at the end of <body>, adds the entry and the
 * page's chunks (as modulepreload, so the chain stays two deep) once the browser reports the first contentful paint,
 * and keeps a tap made before the app has taken the page over, for main.tsx to do again once it has.
 */
export async function startAfterFirstPaint(html: string, preloads: readonly string[]): Promise<string> {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script to start after the first paint');
  const script = await pageStartScript(
    preloads.map((file) => `/${file}`),
    entry,
  );
  return html.replace(ENTRY_SCRIPT, '').replace('</body>', () => `<script>${script}</script></body>`);
}

/**
 * Inlines the CSS the page's HTML uses (beasties, the maintained fork of critters) and moves the stylesheet link to
 * the end of <body>, where it no longer holds back the first paint: the Content-Security-Policy allows no inline
 * onload or script, which the other ways of loading it later need. The themes' colours and dark mode are always kept,
 * since a visitor's saved theme is applied before the first paint (pwa/theme-init.js, inline).
 */
async function criticalCss(outDir: string) {
  const { default: Beasties } = await import('beasties');
  return new Beasties({ path: outDir, publicPath: '/', preload: 'body', allowRules: [/data-theme/, /\.dark/], logLevel: 'warn', noscriptFallback: false });
}

/**
 * The whole stylesheet, which beasties moved to the end of <body>, loads without holding back the first paint: as a
 * print stylesheet, which main.tsx switches to all media when the app starts (the page's own CSS is inline; the rest
 * is for what the app opens later). Without JavaScript, a <noscript> copy applies it.
 */
export function deferRestOfCss(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+)"><\/body>/,
    '<link rel="stylesheet" crossorigin href="$1" media="print" data-rest-of-css><noscript><link rel="stylesheet" crossorigin href="$1"></noscript></body>',
  );
}

/**
 * Issue 17 part 3, paint before JavaScript: after the browser build, builds the app for Node (src/entry-server.tsx),
 * renders each public page to HTML and writes it to dist/prerendered/, with the list of paths and files in
 * dist/.vite/prerendered.json for the server (apps/server/src/lib/web-app.ts). Runs after the route preloads are
 * listed and before the build is precompressed, so each page has its .br and .gz too.
 */
export function prerenderPages(): Plugin {
  let root = '.';
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'sahay-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const ssrOutDir = join(root, 'node_modules/.sahay-prerender');
        await build({
          configFile,
          root,
          logLevel: 'warn',
          build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, manifest: false },
        });
        const entry = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry;
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        const preloads = JSON.parse(await readFile(join(outDir, '.vite/route-preloads.json'), 'utf8')) as Record<string, string[]>;
        await rm(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
        await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
        const critical = await criticalCss(outDir);
        const written: Record<string, string> = {};
        for (const { path, theme, ownTheme } of entry.PRERENDERED_PAGES) {
          const page = await entry.renderPage(path, theme);
          const html = await startAfterFirstPaint(deferRestOfCss(await critical.process(pageHtml(indexHtml, page, theme, ownTheme))), preloads[path] ?? []);
          await writeFile(join(outDir, pageFileOf(path)), html);
          written[path] = pageFileOf(path);
        }
        await writeFile(join(outDir, '.vite/prerendered.json'), `${JSON.stringify(written, null, 1)}\n`);
        this.info?.(`prerendered ${Object.keys(written).length} pages`);
      },
    },
  };
}
