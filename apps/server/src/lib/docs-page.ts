import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './context';
import type { Env } from './env';
import { assertAdmin, requireSession } from './session';

const SPEC_URL = '/api/openapi.json';

// No inline script (the Content-Security-Policy allows scripts from our origin only): the page starts from a file.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sahay API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(SPEC_URL)}, dom_id: "#docs" });\n`;

/**
 * Swagger UI served from our own copy of swagger-ui-dist, so the docs work offline too. In production only admins
 * may open it (issue 16 part 7): the API is no secret, but a browsable console of it is an attacker's convenience.
 */
export function docsRoutes(env: Pick<Env, 'NODE_ENV'>) {
  const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const router = new Hono<AppEnv>();
  if (env.NODE_ENV === 'production') {
    router.use('*', async (c: Context<AppEnv>, next) => {
      assertAdmin((await requireSession(c)).user);
      await next();
    });
  }
  return router
    .get('/', (c) => c.html(PAGE))
    .get('/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .use('/assets/*', serveStatic({ root: swaggerDir, rewriteRequestPath: (path) => path.replace('/api/docs/assets', '') }));
}
