import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { loadPrerenderedPages, sendPrerenderedPage } from './prerendered-pages';

/**
 * Serves the built single-page app from the same process and port as the API, compressed (issue 17 part 1).
 * Hashed assets are cached for a year and a missing one is a 404; a public page the build prerendered is sent as
 * rendered (issue 17 part 3), the browser hydrates it; every other path that is not a file gets index.html, never
 * cached, and the client router takes over.
 */
export function serveWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pages = pagesWithPreloads(indexHtml, distDir);
  const prerendered = loadPrerenderedPages(distDir);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build's own records (Vite's manifest, the bundle analyser's treemap and figures) stay on the machine.
  // The prerendered pages are served at their own paths only (below), with their headers.
  app.all('/.vite/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
  app.all('/prerendered/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
  // A page of the route table, '/' included (which the static files below would answer with index.html as built):
  // its prerendered HTML, or index.html with its preloads. With a query the page may render differently from its
  // prerendered form (a form's prefill, an open dialog), so the browser renders it.
  app.get('*', async (c, next) => {
    const path = c.req.path.replace(/(.)\/$/, '$1').toLowerCase();
    const page = new URL(c.req.url).search ? undefined : prerendered.get(path);
    if (page) return sendPrerenderedPage(c, page);
    const html = pages.get(path);
    if (!html) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  // The build wrote .br and .gz beside each text file (apps/web/pwa/precompress-plugin.ts): sent as the browser
  // accepts, with Content-Encoding and Vary.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  // A hashed asset that is not there (an old page asking for last release's chunk) is a 404 the page can recover
  // from by reloading; the app's HTML in its place would be cached as that asset for a year (issue 16 part 5).
  app.get('/assets/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

/**
 * index.html for each path of the route table, naming the JavaScript its page needs before it renders as modulepreload
 * links, so the browser fetches them alongside the entry rather than one import after another (issue 17 part 3). The
 * build lists them per path in .vite/route-preloads.json (apps/web/pwa/route-preload-plugin.ts); without it, or for a
 * path it does not list, the page is index.html as built.
 */
export function pagesWithPreloads(indexHtml: string, distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const listPath = join(distDir, '.vite/route-preloads.json');
  if (!existsSync(listPath)) return pages;
  const list = JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, string[]>;
  for (const [path, files] of Object.entries(list)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    pages.set(path.toLowerCase(), indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}
