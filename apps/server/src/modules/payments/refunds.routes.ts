import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminRefundRequestListSchema,
  AdminRefundRequestSchema,
  ApiErrorSchema,
  RefundDeclineSchema,
  RefundRequestInputSchema,
  RefundRequestQuerySchema,
  RefundRequestViewSchema,
} from '@sahay/domain';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import type { PaymentDeps } from './payments.service';
import { approveRefund, declineRefund, listRefundRequests } from './refund-decisions.service';
import { requestRefund } from './refund-requests.service';

const tags = ['Payments'];
const adminTags = ['Payments', 'Admin'];
const appointmentParam = z.object({ id: z.uuid('Not an appointment id').openapi({ param: { name: 'id', in: 'path' } }) });
const requestParam = z.object({ id: z.uuid('Not a refund request id').openapi({ param: { name: 'id', in: 'path' } }) });
const refused = { 409: jsonResponse(ApiErrorSchema, 'Refused by the refund rules, or already decided') } as const;

const requestRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/refund-request',
  tags,
  summary: 'Ask for my paid appointment’s money back: within 7 days of it, not once completed, once per payment (its patient only)',
  request: { params: appointmentParam, body: jsonBody(RefundRequestInputSchema) },
  responses: {
    201: jsonResponse(RefundRequestViewSchema, 'Requested; an admin decides'),
    401: jsonResponse(ApiErrorSchema, 'Not signed in'),
    404: jsonResponse(ApiErrorSchema, 'No such appointment of yours'),
    ...refused,
    ...errorResponses,
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/admin/refund-requests',
  tags: adminTags,
  summary: 'Refund requests: pending ones oldest first, or decided ones newest first (admins only)',
  request: { query: RefundRequestQuerySchema },
  responses: { 200: jsonResponse(AdminRefundRequestListSchema, 'The requests'), ...adminErrors, ...errorResponses },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/admin/refund-requests/{id}/approve',
  tags: adminTags,
  summary: 'Pay the money back through the payment provider; the payment and consultation are refunded; approving twice changes nothing',
  request: { params: requestParam },
  responses: {
    200: jsonResponse(AdminRefundRequestSchema, 'Approved and refunded'),
    502: jsonResponse(ApiErrorSchema, 'The payment provider did not refund; nothing changed'),
    ...refused,
    ...adminErrors,
    ...errorResponses,
  },
});
const declineRoute = createRoute({
  method: 'post',
  path: '/admin/refund-requests/{id}/decline',
  tags: adminTags,
  summary: 'Decline a pending request with the reason the patient is told (admins only)',
  request: { params: requestParam, body: jsonBody(RefundDeclineSchema) },
  responses: { 200: jsonResponse(AdminRefundRequestSchema, 'Declined'), ...refused, ...adminErrors, ...errorResponses },
});

export function refundRoutes(deps: AppDeps) {
  const paymentDeps = (logger: AppDeps['logger']): PaymentDeps => ({ ...serviceDeps(deps), payments: deps.payments, logger });
  return createRouter()
    .openapi(requestRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await requestRefund(serviceDeps(deps), user, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ requests: await listRefundRequests(deps.database.db, user, c.req.valid('query').view) }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await approveRefund(paymentDeps(c.get('logger')), user, c.req.valid('param').id), 200);
    })
    .openapi(declineRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await declineRefund(paymentDeps(c.get('logger')), user, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
