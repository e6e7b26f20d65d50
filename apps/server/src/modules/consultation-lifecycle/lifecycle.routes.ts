import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, CancelConsultationSchema, ConsultationStatusSchema, StatusHistorySchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { applyTransition, statusHistory } from './lifecycle.service';

const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });

export const denied = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Not allowed for this person'),
  404: jsonResponse(ApiErrorSchema, 'No such record'),
  409: jsonResponse(ApiErrorSchema, 'Not allowed in the current state'),
} as const;

const historyRoute = createRoute({
  method: 'get',
  path: '/consultations/{id}/status-history',
  tags: ['Consultations'],
  summary: 'Every status change of a consultation, oldest first (its patient, its expert, admins)',
  request: { params: idParam },
  responses: { 200: jsonResponse(StatusHistorySchema, 'The history'), ...denied, ...errorResponses },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/cancel',
  tags: ['Consultations'],
  summary: 'Cancel a pending or active consultation (its patient, its expert, admins)',
  request: { params: idParam, body: jsonBody(CancelConsultationSchema) },
  responses: { 200: jsonResponse(z.object({ id: z.uuid(), status: ConsultationStatusSchema }), 'Cancelled'), ...denied, ...errorResponses },
});

const followUpRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/follow-up',
  tags: ['Consultations'],
  summary: 'Open the free follow-up of a completed consultation within 7 days: it is active again with the same expert (its patient)',
  request: { params: idParam },
  responses: { 200: jsonResponse(z.object({ id: z.uuid(), status: ConsultationStatusSchema }), 'Reopened'), ...denied, ...errorResponses },
});

export function lifecycleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(historyRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await statusHistory(db, c.req.valid('param').id, user), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { user } = await requireSession(c);
      const row = await applyTransition(db, c.req.valid('param').id, 'cancel', user, { note: c.req.valid('json').reason });
      return c.json({ id: row.id, status: row.status }, 200);
    })
    .openapi(followUpRoute, async (c) => {
      const { user } = await requireSession(c);
      const row = await applyTransition(db, c.req.valid('param').id, 'follow_up', user);
      return c.json({ id: row.id, status: row.status }, 200);
    });
}
