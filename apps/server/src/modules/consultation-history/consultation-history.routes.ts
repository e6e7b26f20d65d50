import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema, ConsultationHistoryQuerySchema, ConsultationHistorySchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { consultationHistory } from './consultation-history.service';

const historyRoute = createRoute({
  method: 'get',
  path: '/consultations/history',
  tags: ['Consultations'],
  summary: 'My consultations in one field (or all), newest first, with their documents; and my counts per field',
  request: { query: ConsultationHistoryQuerySchema },
  responses: { 200: jsonResponse(ConsultationHistorySchema, 'My history'), 401: jsonResponse(ApiErrorSchema, 'Not signed in'), ...errorResponses },
});

export function consultationHistoryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter().openapi(historyRoute, async (c) => {
    const { user } = await requireSession(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await consultationHistory(db, user, c.req.valid('query')), 200);
  });
}
