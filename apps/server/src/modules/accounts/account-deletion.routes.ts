import { createRoute, z } from '@hono/zod-openapi';
import {
  AccountDeletionInputSchema,
  appLanguageFromHeader,
  AccountDeletionResultSchema,
  AdminDeletionRequestListSchema,
  ApiErrorSchema,
  DeletionRejectionSchema,
  DeletionRequestInputSchema,
  DeletionRequestReceiptSchema,
  DeletionRequestViewSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByClient } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { deleteOwnAccount, requestAccountDeletion } from './account-deletion.service';
import { signOut } from './accounts.service';
import { assertRecentProof } from './credentials.service';
import { completeDeletionRequest, listDeletionRequests, rejectDeletionRequest } from './deletion-requests.service';

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

const idParam = z.object({ id: z.uuid('Not a deletion request id').openapi({ param: { name: 'id', in: 'path' } }) });

const adminListRoute = createRoute({
  method: 'get',
  path: '/admin/deletion-requests',
  tags: ['Accounts', 'Admin'],
  summary: 'Deletion requests from the /delete-account form: open ones oldest first with the account they name, or closed ones (admins only)',
  request: { query: z.object({ view: DeletionRequestViewSchema.default('pending') }) },
  responses: { 200: jsonResponse(AdminDeletionRequestListSchema, 'The requests'), ...adminErrors, ...errorResponses },
});

const adminCompleteRoute = createRoute({
  method: 'post',
  path: '/admin/deletion-requests/{id}/complete',
  tags: ['Accounts', 'Admin'],
  summary: "Delete the patient account a verified request names (its email and phone must be the account's), as self-service deletion does",
  request: { params: idParam },
  responses: { 200: jsonResponse(AccountDeletionResultSchema, 'Deleted; the request is closed'), ...adminErrors, ...errorResponses },
});

const adminRejectRoute = createRoute({
  method: 'post',
  path: '/admin/deletion-requests/{id}/reject',
  tags: ['Accounts', 'Admin'],
  summary: 'Close a request without deleting; the person is emailed the reason and the request forgets their details',
  request: { params: idParam, body: jsonBody(DeletionRejectionSchema) },
  responses: { 200: jsonResponse(z.object({ rejected: z.literal(true) }), 'Closed'), ...adminErrors, ...errorResponses },
});

export function accountDeletionRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/account-deletion-requests', limitByClient(deps, 'deletion-request', deps.rateLimits.accountDeletion));
  router.use('/account/delete', limitByClient(deps, 'account-delete', deps.rateLimits.accountDeletion));
  // better-auth's secret also keys the email pseudonym of deletion records (account-deletion.service.ts).
  const key = async () => (await deps.auth.$context).secret;

  return router
    .openapi(requestRoute, async (c) => {
      return c.json(
        await requestAccountDeletion(deps.database.db, await key(), c.req.valid('json'), appLanguageFromHeader(c.req.header('accept-language'))),
        201,
      );
    })
    .openapi(deleteRoute, async (c) => {
      // Docs/session-policy.md: the password confirmation stands in for a fresh sign-in; without one, the session
      // must have been proven in the last 15 minutes (a code for an account made with a mobile number).
      const session = await requireSession(c);
      const { password } = c.req.valid('json');
      if (password === undefined) await assertRecentProof(deps.database.db, session.sessionId, deps.clock?.now() ?? new Date());
      const outcome = await deleteOwnAccount({
        db: deps.database.db,
        key: await key(),
        storage: deps.storage,
        logger: c.get('logger'),
        userId: session.user.id,
        password,
        passwordHasher: deps.passwordHasher,
      });
      // The session row is gone already; signing out clears the browser's cookies.
      for (const cookie of await signOut(deps.auth, c.req.raw.headers)) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ deleted: true as const, prescriptionsKept: outcome.prescriptionsKept }, 200);
    })
    .openapi(adminListRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ requests: await listDeletionRequests(deps.database.db, user, c.req.valid('query').view) }, 200);
    })
    .openapi(adminCompleteRoute, async (c) => {
      const { user } = await requireSession(c);
      const outcome = await completeDeletionRequest({
        db: deps.database.db,
        key: await key(),
        storage: deps.storage,
        logger: c.get('logger'),
        actor: user,
        requestId: c.req.valid('param').id,
      });
      return c.json({ deleted: true as const, prescriptionsKept: outcome.prescriptionsKept }, 200);
    })
    .openapi(adminRejectRoute, async (c) => {
      const { user } = await requireSession(c);
      await rejectDeletionRequest(deps.database.db, user, c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ rejected: true as const }, 200);
    });
}
