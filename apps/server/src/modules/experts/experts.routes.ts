import { createRoute, z } from '@hono/zod-openapi';
import { CategorySchema, ExpertCountsSchema, MatchQuerySchema, MatchResultSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { countExperts, matchExperts } from './experts.service';

const matchRoute = createRoute({
  method: 'get',
  path: '/experts/match',
  tags: ['Experts'],
  summary: 'Approved experts for a department or service area: online first, then rating, at most 10 (spec 001 §7)',
  request: { query: MatchQuerySchema },
  responses: { 200: jsonResponse(MatchResultSchema, 'The matched experts, or every expert of the category as the fallback'), ...errorResponses },
});

const countsRoute = createRoute({
  method: 'get',
  path: '/experts/counts',
  tags: ['Experts'],
  summary: 'How many approved experts (and how many online) each service area of a category has, and the helpline',
  request: { query: z.object({ category: CategorySchema }) },
  responses: { 200: jsonResponse(ExpertCountsSchema, 'The counts'), ...errorResponses },
});

export function expertsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(matchRoute, async (c) => c.json(await matchExperts(db, c.req.valid('query')), 200))
    .openapi(countsRoute, async (c) => c.json(await countExperts(db, c.req.valid('query').category, deps.env.HELPLINE_PHONE), 200));
}
