import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  CreatedHealthShareSchema,
  CreateHealthShareSchema,
  MyHealthSharesSchema,
  OpenHealthShareSchema,
  SHARE_NOT_FOUND_MESSAGE,
  SharedHealthViewSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitFailuresByClient } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { createQrShare, listMyShares, openQrShare, revokeShare } from './health-shares.service';

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const idParam = z.object({ id: z.uuid('Not a share id').openapi({ param: { name: 'id', in: 'path' } }) });

const createShareRoute = createRoute({
  method: 'post',
  path: '/health-shares',
  tags: ['Health QR'],
  summary: 'Make a Health QR link: a random token, the scopes to show and an expiry; the token is answered once',
  request: { body: jsonBody(CreateHealthShareSchema) },
  responses: { 201: jsonResponse(CreatedHealthShareSchema, 'The link'), 401: error('Not signed in'), ...errorResponses },
});

const listSharesRoute = createRoute({
  method: 'get',
  path: '/health-shares',
  tags: ['Health QR'],
  summary: 'My live shares (QR links and charts shared in a consultation), each with every opening',
  responses: { 200: jsonResponse(MyHealthSharesSchema, 'The shares'), 401: error('Not signed in'), ...errorResponses },
});

const revokeShareRoute = createRoute({
  method: 'delete',
  path: '/health-shares/{id}',
  tags: ['Health QR'],
  summary: 'Revoke one of my shares: it stops working at once',
  request: { params: idParam },
  responses: { 204: { description: 'Revoked' }, 401: error('Not signed in'), 404: error('No such share of mine'), ...errorResponses },
});

const openShareRoute = createRoute({
  method: 'post',
  path: '/health-shares/open',
  tags: ['Health QR'],
  summary: 'Open a Health QR link (anyone holding it): only the sections its scopes allow. The token is sent in the body, never in a URL the logs keep',
  request: { body: jsonBody(OpenHealthShareSchema) },
  responses: {
    200: jsonResponse(SharedHealthViewSchema, 'What the link shows'),
    404: error(`Unknown, expired or revoked: always '${SHARE_NOT_FOUND_MESSAGE}'`),
    ...errorResponses,
  },
});

export function healthShareRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  const router = createRouter();
  router.use('/health-shares/open', limitFailuresByClient(deps, 'share-lookups', deps.rateLimits.shareLookups));
  return router
    .openapi(createShareRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await createQrShare(db, user, c.req.valid('json'), deps.env.PUBLIC_URL, now()), 201);
    })
    .openapi(listSharesRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listMyShares(db, user, now()), 200);
    })
    .openapi(revokeShareRoute, async (c) => {
      const { user } = await requireSession(c);
      await revokeShare(db, user, c.req.valid('param').id, now());
      return c.body(null, 204);
    })
    .openapi(openShareRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await openQrShare(db, c.req.valid('json').token, now()), 200);
    });
}
