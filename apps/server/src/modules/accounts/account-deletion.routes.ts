import { createRoute } from '@hono/zod-openapi';
import { AccountDeletionInputSchema, AccountDeletionResultSchema, ApiErrorSchema, DeletionRequestInputSchema, DeletionRequestReceiptSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { deleteOwnAccount, requestAccountDeletion } from './account-deletion.service';
import { signOut } from './accounts.service';

const requestRoute = createRoute({
  method: 'post',
  path: '/account-deletion-requests',
  tags: ['Accounts'],
  summary: 'Ask for an account and its data to be deleted (verified and answered within 2 business days)',
  request: { body: jsonBody(DeletionRequestInputSchema) },
  responses: { 201: jsonResponse(DeletionRequestReceiptSchema, 'Stored; a confirmation is queued'), ...errorResponses },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  tags: ['Accounts'],
  summary: "Delete the signed-in person's account and data now, confirmed with their password; signs them out",
  request: { body: jsonBody(AccountDeletionInputSchema) },
  responses: {
    200: jsonResponse(AccountDeletionResultSchema, 'Deleted; the session cookie is cleared'),
    401: jsonResponse(ApiErrorSchema, 'Not signed in'),
    403: jsonResponse(ApiErrorSchema, 'Expert and admin accounts are closed by support'),
    ...errorResponses,
  },
});

export function accountDeletionRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/account-deletion-requests', limitByClient('deletion-request', deps.rateLimits.accountDeletion, deps.env.TRUST_PROXY));
  router.use('/account/delete', limitByClient('account-delete', deps.rateLimits.accountDeletion, deps.env.TRUST_PROXY));
  // better-auth's secret also keys the email pseudonym of deletion records (account-deletion.service.ts).
  const key = async () => (await deps.auth.$context).secret;

  return router
    .openapi(requestRoute, async (c) => {
      return c.json(await requestAccountDeletion(deps.database.db, await key(), c.req.valid('json')), 201);
    })
    .openapi(deleteRoute, async (c) => {
      // Docs/session-policy.md: the password confirmation stands in for a fresh sign-in.
      const session = await requireSession(c);
      const outcome = await deleteOwnAccount({
        db: deps.database.db,
        key: await key(),
        dataDir: deps.env.DATA_DIR,
        storage: deps.storage,
        logger: c.get('logger'),
        userId: session.user.id,
        password: c.req.valid('json').password,
      });
      // The session row is gone already; signing out clears the browser's cookies.
      for (const cookie of await signOut(deps.auth, c.req.raw.headers)) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ deleted: true as const, prescriptionsKept: outcome.prescriptionsKept }, 200);
    });
}
