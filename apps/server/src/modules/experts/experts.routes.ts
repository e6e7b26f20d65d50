import { appLanguageFromHeader } from '@sahay/domain';
import { createRoute, z } from '@hono/zod-openapi';
import {
  CategorySchema,
  type Category,
  ExpertCountsSchema,
  ExpertDirectorySchema,
  ExpertPageSchema,
  ExpertSearchQuerySchema,
  ExpertSearchResultSchema,
  MatchedExpertSchema,
  MatchQuerySchema,
  MatchResultSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { AppError } from '../../lib/errors';
import { shortCache } from '../../lib/short-cache';
import { readSession } from '../../lib/session';
import { spokenLanguagesOf } from '../profile/profile.service';
import { expertPage, searchExperts } from './expert-search.service';
import { countExperts, expertDirectory, findExpertCard, matchExperts } from './experts.service';

const matchRoute = createRoute({
  method: 'get',
  path: '/experts/match',
  tags: ['Experts'],
  summary:
    'Approved experts for a department or service area: online first, then rating, at most 10 (spec 001 §7); among equals, those who speak a language of the signed-in person first',
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

const directoryRoute = createRoute({
  method: 'get',
  path: '/experts/directory',
  tags: ['Experts'],
  summary: 'The experts directory (spec 001 §2.19): per field the approved experts, those online, the average rating and the best three',
  responses: { 200: jsonResponse(ExpertDirectorySchema, 'One card per field, counted from the database'), ...errorResponses },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/experts/search',
  tags: ['Experts'],
  summary: 'Search approved experts of all four fields (spec 001 §7 search-experts) by words, field, language, fee, rating, free today, online now',
  request: { query: ExpertSearchQuerySchema },
  responses: { 200: jsonResponse(ExpertSearchResultSchema, 'The first matches, online first then rating, and how many match'), ...errorResponses },
});

const idParam = z.object({ id: z.uuid('Not an expert id').openapi({ param: { name: 'id', in: 'path' } }) });

const expertRoute = createRoute({
  method: 'get',
  path: '/experts/{id}',
  tags: ['Experts'],
  summary: "One approved expert's card, for choosing them from a link such as /expert-selection?expert={id}",
  request: { params: idParam },
  responses: { 200: jsonResponse(MatchedExpertSchema, 'The card'), ...errorResponses },
});

const pageRoute = createRoute({
  method: 'get',
  path: '/experts/{id}/page',
  tags: ['Experts'],
  summary: "An approved expert's public page: qualifications, registration, fee, reviews from completed consultations, next free slots",
  request: { params: idParam },
  responses: { 200: jsonResponse(ExpertPageSchema, 'The page (no phone number, no email)'), ...errorResponses },
});

export function expertsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Counting reads every approved expert of a field: a landing page's visitors share one count per few seconds.
  const counts = shortCache(deps.env.EXPERT_STATS_CACHE_MS, (category) => countExperts(db, category as Category, deps.env.HELPLINE_PHONE), deps.clock);
  const directory = shortCache(deps.env.EXPERT_STATS_CACHE_MS, () => expertDirectory(db), deps.clock);
  return (
    createRouter()
      .openapi(matchRoute, async (c) => {
        const preferLanguages = await spokenLanguagesOf(db, (await readSession(c))?.user, appLanguageFromHeader(c.req.header('accept-language')));
        return c.json(await matchExperts(db, { ...c.req.valid('query'), preferLanguages }), 200);
      })
      .openapi(countsRoute, async (c) => c.json(await counts(c.req.valid('query').category), 200))
      .openapi(directoryRoute, async (c) => c.json(await directory('all'), 200))
      .openapi(searchRoute, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await searchExperts(db, c.req.valid('query'), deps.clock?.now() ?? new Date()), 200);
      })
      .openapi(pageRoute, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await expertPage(db, c.req.valid('param').id, deps.clock?.now() ?? new Date()), 200);
      })
      // Registered after the fixed paths above, so /experts/match is never read as an id.
      .openapi(expertRoute, async (c) => {
        const card = await findExpertCard(db, c.req.valid('param').id);
        if (!card) throw new AppError('NOT_FOUND', 'This expert is not available. Choose another expert.');
        return c.json(card, 200);
      })
  );
}
