import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminExpertListSchema,
  AdminExpertQuerySchema,
  AdminExpertSchema,
  ExpertReviewSchema,
  ExpertSuspensionSchema,
  ReferralChainListSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { denied } from '../consultation-lifecycle/lifecycle.routes';
import { listExperts, reviewExpert, setSuspension } from './admin-experts.service';
import { listReferralChains } from './referral-chains.service';

const idParam = z.object({ id: z.uuid('Not an expert id').openapi({ param: { name: 'id', in: 'path' } }) });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/experts',
  tags: ['Admin'],
  summary: 'Experts with search and filters; status=pending lists registrations awaiting review (admins only)',
  request: { query: AdminExpertQuerySchema },
  responses: { 200: jsonResponse(AdminExpertListSchema, 'The experts'), ...denied, ...errorResponses },
});

const reviewRoute = createRoute({
  method: 'post',
  path: '/admin/experts/{id}/review',
  tags: ['Admin'],
  summary: 'Approve or reject a registration; the expert is told by email and WhatsApp (admins only)',
  request: { params: idParam, body: jsonBody(ExpertReviewSchema) },
  responses: { 200: jsonResponse(AdminExpertSchema, 'Reviewed'), ...denied, ...errorResponses },
});

const suspensionRoute = createRoute({
  method: 'post',
  path: '/admin/experts/{id}/suspension',
  tags: ['Admin'],
  summary: 'Suspend an approved expert or reinstate a suspended one (admins only)',
  request: { params: idParam, body: jsonBody(ExpertSuspensionSchema) },
  responses: { 200: jsonResponse(AdminExpertSchema, 'Updated'), ...denied, ...errorResponses },
});

const referralsRoute = createRoute({
  method: 'get',
  path: '/admin/referral-chains',
  tags: ['Admin'],
  summary: 'Referrals between experts, newest first (admins only)',
  responses: { 200: jsonResponse(ReferralChainListSchema, 'The referrals'), ...denied, ...errorResponses },
});

export function adminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ experts: await listExperts(db, user, c.req.valid('query')) }, 200);
    })
    .openapi(reviewRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await reviewExpert(db, user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(suspensionRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await setSuspension(db, user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(referralsRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ referrals: await listReferralChains(db, user) }, 200);
    });
}
