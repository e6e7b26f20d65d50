import { createRoute } from '@hono/zod-openapi';
import { OutboxListSchema, OutboxQuerySchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { listOutbox, OUTBOX_LIST_MAX } from './notifications.service';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/outbox',
  tags: ['Notifications', 'Admin'],
  summary: `Outgoing SMS, WhatsApp and email messages with their delivery attempts, newest first (admins only; at most ${OUTBOX_LIST_MAX})`,
  request: { query: OutboxQuerySchema },
  responses: {
    200: jsonResponse(OutboxListSchema, 'The messages'),
    ...adminErrors,
    ...errorResponses,
  },
});

export function notificationsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter().openapi(listRoute, async (c) => {
    const { user } = await requireSession(c);
    return c.json({ messages: await listOutbox(db, user, c.req.valid('query'), { base: deps.env.PUBLIC_URL }) }, 200);
  });
}
