import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, MemberQuerySchema, VitalReadingInputSchema, VitalReadingListSchema, VitalReadingSchema, VitalsSummarySchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { addReading, deleteReading, listReadings, vitalsSummary } from './vitals.service';

const ownOnly = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Signed in, but not as a patient'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/vitals',
  tags: ['Health tracker'],
  summary: 'My vital-sign readings (or a family member’s: ?member=), newest first',
  request: { query: MemberQuerySchema },
  responses: { 200: jsonResponse(VitalReadingListSchema, 'The readings'), ...ownOnly, ...errorResponses },
});

const addRoute = createRoute({
  method: 'post',
  path: '/vitals',
  tags: ['Health tracker'],
  summary: 'Add a reading: any of blood pressure, heart rate, blood sugar and weight',
  request: { body: jsonBody(VitalReadingInputSchema) },
  responses: { 201: jsonResponse(VitalReadingSchema, 'Stored'), ...ownOnly, ...errorResponses },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/vitals/{id}',
  tags: ['Health tracker'],
  summary: 'Delete one of my readings',
  request: { params: z.object({ id: z.uuid('Not a reading id').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted'),
    404: jsonResponse(ApiErrorSchema, 'No such reading of mine'),
    ...ownOnly,
    ...errorResponses,
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/vitals/summary',
  tags: ['Health tracker'],
  summary: 'My Health Score (from my latest readings against standard adult ranges, with the reasons) and my newest reading; ?member= for a family member',
  request: { query: MemberQuerySchema },
  responses: { 200: jsonResponse(VitalsSummarySchema, 'The summary'), ...ownOnly, ...errorResponses },
});

export function vitalsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ readings: await listReadings(db, user, c.req.valid('query').member) }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await addReading(db, user, c.req.valid('json'), now()), 201);
    })
    .openapi(summaryRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await vitalsSummary(db, user, now(), c.req.valid('query').member), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { user } = await requireSession(c);
      await deleteReading(db, user, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
