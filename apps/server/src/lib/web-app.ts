import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/**
 * Serves the built single-page app from the same process and port as the API, compressed (issue 17 part 1).
 * Hashed assets are cached for a year and a missing one is a 404; every other path that is not a file gets
 * index.html, never cached, and the client router takes over.
 */
export function serveWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build's own records (Vite's manifest, the bundle analyser's treemap and figures) stay on the machine.
  app.all('/.vite/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
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
