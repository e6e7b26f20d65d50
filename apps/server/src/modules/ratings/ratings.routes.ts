import { createRoute, z } from '@hono/zod-openapi';
import { RatingInputSchema, RatingReceiptSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { denied } from '../consultation-lifecycle/lifecycle.routes';
import { myRating, rateConsultation } from './ratings.service';

const rateRoute = createRoute({
  method: 'post',
  path: '/ratings',
  tags: ['Ratings'],
  summary: 'Rate the expert of my consultation, 1 to 5 stars, once',
  request: { body: jsonBody(RatingInputSchema) },
  responses: { 201: jsonResponse(RatingReceiptSchema, 'Stored; the expert’s rating is updated'), ...denied, ...errorResponses },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/consultations/{id}/my-rating',
  tags: ['Ratings'],
  summary: 'My rating of my consultation, or null',
  request: { params: z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: { 200: jsonResponse(z.object({ stars: z.number().nullable() }), 'The rating'), ...denied, ...errorResponses },
});

export function ratingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(rateRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await rateConsultation(db, user, c.req.valid('json')), 201);
    })
    .openapi(mineRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await myRating(db, user, c.req.valid('param').id), 200);
    });
}
