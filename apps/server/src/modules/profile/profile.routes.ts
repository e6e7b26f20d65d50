import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, AppLanguageUpdateSchema, CurrentUserSchema, ProfileSchema, ProfileUpdateSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { getProfile, setAppLanguage, updateProfile } from './profile.service';

const signedIn = { 401: jsonResponse(ApiErrorSchema, 'Not signed in'), 404: jsonResponse(ApiErrorSchema, 'The account no longer exists') } as const;

const getRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['Profile'],
  summary: 'My profile: name, email, phone, city, state, the languages I speak, date of birth and gender',
  responses: { 200: jsonResponse(ProfileSchema, 'The profile'), ...signedIn, ...errorResponses },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/profile',
  tags: ['Profile'],
  summary: 'Update my name, phone, city, state, languages, and date of birth and gender when sent (the email cannot be changed)',
  request: { body: jsonBody(ProfileUpdateSchema) },
  responses: {
    200: jsonResponse(z.object({ profile: ProfileSchema, user: CurrentUserSchema }), 'Updated; `user` is the session’s new view of me'),
    ...signedIn,
    ...errorResponses,
  },
});

const languageRoute = createRoute({
  method: 'put',
  path: '/profile/language',
  tags: ['Profile'],
  summary: 'Keep the language the app speaks to me (English or Hindi)',
  request: { body: jsonBody(AppLanguageUpdateSchema) },
  responses: { 200: jsonResponse(AppLanguageUpdateSchema, 'Kept'), ...signedIn, ...errorResponses },
});

export function profileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(getRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile(db, user), 200);
    })
    .openapi(updateRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await updateProfile(db, user, c.req.valid('json')), 200);
    })
    .openapi(languageRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await setAppLanguage(db, user, c.req.valid('json').language), 200);
    });
}
