import { createRoute, z } from '@hono/zod-openapi';
import { AdminBridgedCallListSchema, ApiErrorSchema, BridgedCallSchema, CallPlacedSchema, CallRequestSchema, REQUEST_TOKEN_HEADER } from '@sahay/domain';
import type { Context } from 'hono';
import { serviceDeps, type AppDeps, type AppEnv } from '../../lib/context';
import { adminErrors, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByUser } from '../../lib/rate-limit';
import { readSession, requireSession } from '../../lib/session';
import { selectCallBridge } from '../../providers/call-bridge/select-call-bridge';
import { listCallsForAdmin, placeTestCall } from './admin-phone-calls.service';
import { receiveExotelStatus } from './exotel-callback';
import type { PhoneCallDeps } from './place-call';
import { callForMember, placeConsultationCall, type CallAccess } from './phone-calls.service';

const consultationParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
const callParam = z.object({ callId: z.uuid('Not a call id').openapi({ param: { name: 'callId', in: 'path' } }) });
const failures = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in and no request token'),
  404: jsonResponse(ApiErrorSchema, 'No such consultation or call, or not yours'),
  409: jsonResponse(ApiErrorSchema, 'The call cannot be placed now (closed, no expert, a number missing, a call in progress)'),
  502: jsonResponse(ApiErrorSchema, 'The phone provider refused the call'),
  503: jsonResponse(ApiErrorSchema, 'The phone provider did not answer'),
} as const;

const placeRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/phone-calls',
  tags: ['Phone calls'],
  summary: `Call the doctor, then the patient, and join them (spec 001 §7); a member, or the request's token in ${REQUEST_TOKEN_HEADER}`,
  request: { params: consultationParam },
  responses: { 201: jsonResponse(CallPlacedSchema, 'Placed; the doctor was sent a WhatsApp notice first'), ...failures, ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/phone-calls/{callId}',
  tags: ['Phone calls'],
  summary: "A consultation's phone call and the states it went through (its members)",
  request: { params: callParam },
  responses: { 200: jsonResponse(BridgedCallSchema, 'The call'), ...failures, ...errorResponses },
});

const testRoute = createRoute({
  method: 'post',
  path: '/phone-calls/test',
  tags: ['Phone calls', 'Admin'],
  summary: "The test form of /test-exotel (spec 001 §7 'api-consult'): a real call between two numbers, admins only",
  request: { body: jsonBody(CallRequestSchema) },
  responses: { 201: jsonResponse(CallPlacedSchema, 'Consultation Initiated'), ...adminErrors, 502: failures[502], 503: failures[503], ...errorResponses },
});

const adminListRoute = createRoute({
  method: 'get',
  path: '/admin/phone-calls',
  tags: ['Phone calls', 'Admin'],
  summary: 'The latest bridged calls with their states, newest first (admins only; numbers masked)',
  responses: { 200: jsonResponse(AdminBridgedCallListSchema, 'The calls'), ...adminErrors, ...errorResponses },
});

async function accessOf(c: Context<AppEnv>): Promise<CallAccess> {
  const session = await readSession(c);
  return { user: session?.user ?? null, token: c.req.header(REQUEST_TOKEN_HEADER) };
}

/** Exotel posts JSON (we ask for it) or, by default, form fields; both are read. */
async function callbackFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) return c.req.parseBody().catch(() => ({}));
  const body: unknown = await c.req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function phoneCallRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const bridge = selectCallBridge(deps.env);
  const callDeps = (): PhoneCallDeps => ({ ...serviceDeps(deps), bridge, callbackSecret: deps.env.EXOTEL_CALLBACK_SECRET });
  const now = () => deps.clock?.now() ?? new Date();
  const router = createRouter();
  // Every call rings two phones and sends a WhatsApp message: the consultation requests' allowance bounds them.
  const limit = limitByUser(deps, 'phone-calls', deps.rateLimits.consultationRequests);
  router.use('/consultations/:id/phone-calls', limit);
  router.use('/phone-calls/test', limit);

  router.post('/phone-calls/:callId/exotel-status', async (c) => {
    const parsed = callParam.safeParse(c.req.param());
    if (!parsed.success) return c.json({ error: { code: 'NOT_FOUND', message: 'This call does not exist' } }, 404);
    const fields = await callbackFields(c);
    const result = await receiveExotelStatus(db, deps.env.EXOTEL_CALLBACK_SECRET, {
      callId: parsed.data.callId,
      token: c.req.query('token'),
      fields,
      now: now(),
    });
    return c.json(result, 200);
  });

  return router
    .openapi(placeRoute, async (c) => c.json(await placeConsultationCall(callDeps(), c.req.valid('param').id, await accessOf(c)), 201))
    .openapi(getRoute, async (c) => c.json(await callForMember(db, now(), c.req.valid('param').callId, await accessOf(c)), 200))
    .openapi(testRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await placeTestCall(callDeps(), user, c.req.valid('json')), 201);
    })
    .openapi(adminListRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ calls: await listCallsForAdmin(db, now(), user) }, 200);
    });
}
