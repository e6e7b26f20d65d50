import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema, ExpertRegistrationReceiptSchema, ExpertRegistrationSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { registerExpert } from './expert-registration.service';

const registerRoute = createRoute({
  method: 'post',
  path: '/expert-registrations',
  tags: ['Experts'],
  summary: 'Register as an expert: creates the account and a profile pending admin approval, and signs in',
  request: { body: jsonBody(ExpertRegistrationSchema) },
  responses: {
    201: jsonResponse(ExpertRegistrationReceiptSchema, 'Registered; pending review'),
    409: jsonResponse(ApiErrorSchema, 'An account with this email exists'),
    ...errorResponses,
  },
});

export function expertRegistrationRoutes(deps: AppDeps) {
  const router = createRouter();
  // Registration creates an account, so it shares sign-up's allowance per address.
  router.use('/expert-registrations', limitByClient(deps, 'expert-registration', deps.rateLimits.signUp));
  return router.openapi(registerRoute, async (c) => {
    const { cookies, ...receipt } = await registerExpert(deps.database.db, deps.auth, c.req.valid('json'), c.req.raw.headers);
    for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json(receipt, 201);
  });
}
