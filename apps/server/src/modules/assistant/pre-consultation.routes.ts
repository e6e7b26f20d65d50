import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema, ExpertHandoffRequestSchema, ExpertHandoffSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { handOffToExpert } from './pre-consultation.service';

const handoffRoute = createRoute({
  method: 'post',
  path: '/ai/consultation-handoff',
  tags: ['AI'],
  summary: "Spec 001 §2.7 'Talk to Expert': a pending chat consultation with an expert of the specialty, the AI transcript attached",
  request: { body: jsonBody(ExpertHandoffRequestSchema) },
  responses: {
    201: jsonResponse(ExpertHandoffSchema, 'The consultation and its expert'),
    401: jsonResponse(ApiErrorSchema, 'Not signed in'),
    409: jsonResponse(ApiErrorSchema, 'No expert of this specialty'),
    ...errorResponses,
  },
});

export function preConsultationRoutes(deps: AppDeps) {
  const router = createRouter();
  const { db } = deps.database;
  return router.openapi(handoffRoute, async (c) => {
    const { user } = await requireSession(c);
    return c.json(await handOffToExpert(db, user, c.req.valid('json')), 201);
  });
}
