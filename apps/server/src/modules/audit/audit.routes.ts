import { createRoute } from '@hono/zod-openapi';
import { AccessLogPageSchema, AccessLogQuerySchema, ApiErrorSchema, AuditLogPageSchema, AuditLogQuerySchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { listAuditLog, listMyAccessLog } from './audit.service';

const myLogRoute = createRoute({
  method: 'get',
  path: '/account/access-log',
  tags: ['Accounts'],
  summary: 'Who opened my medical data: reads by experts and admins, newest first (the signed-in person’s own rows)',
  request: { query: AccessLogQuerySchema },
  responses: {
    200: jsonResponse(AccessLogPageSchema, 'A page of the log'),
    401: { description: 'Not signed in', content: { 'application/json': { schema: ApiErrorSchema } } },
    ...errorResponses,
  },
});

const adminLogRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  tags: ['Admin'],
  summary: 'Reads of medical data by experts and admins, newest first, by patient or actor (admins only)',
  request: { query: AuditLogQuerySchema },
  responses: { 200: jsonResponse(AuditLogPageSchema, 'A page of the log'), ...adminErrors, ...errorResponses },
});

export function auditRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(myLogRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listMyAccessLog(db, user, c.req.valid('query')), 200);
    })
    .openapi(adminLogRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listAuditLog(db, user, c.req.valid('query')), 200);
    });
}
