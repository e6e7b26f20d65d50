import { createRoute } from '@hono/zod-openapi';
import { appLanguageFromHeader, ProblemRoutingRequestSchema, ProblemRoutingResultSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { readSession } from '../../lib/session';
import { aiRateLimit } from '../assistant/ai-rate-limit';
import { spokenLanguagesOf } from '../profile/profile.service';
import { routeDescribedProblem } from './problem-routing.service';

const routeProblemRoute = createRoute({
  method: 'post',
  path: '/problem-routing',
  tags: ['AI'],
  summary:
    'Issue 21 "Describe your problem": red flags and urgent helplines first, then up to four professions with the department, why, the words that led there and matched experts. Open to visitors; nothing is stored',
  request: { body: jsonBody(ProblemRoutingRequestSchema) },
  responses: { 200: jsonResponse(ProblemRoutingResultSchema, 'Where to go with this problem'), ...errorResponses },
});

export function problemRoutingRoutes(deps: AppDeps) {
  const router = createRouter();
  // It may ask the AI provider, so it shares the AI allowance; an emergency is not counted against the person.
  router.use('/problem-routing', aiRateLimit(deps));
  const { db } = deps.database;
  return router.openapi(routeProblemRoute, async (c) => {
    const language = appLanguageFromHeader(c.req.header('accept-language'));
    const preferLanguages = await spokenLanguagesOf(db, (await readSession(c))?.user, language);
    const { description } = c.req.valid('json');
    return c.json(await routeDescribedProblem({ db, ai: deps.ai, logger: c.get('logger') }, { description, preferLanguages, language }, c.req.raw.signal), 200);
  });
}
