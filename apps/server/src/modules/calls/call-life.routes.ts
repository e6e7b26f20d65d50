import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, CallSchema, ScheduledMeetingSchema, ScheduleMeetingInputSchema, StartCallInputSchema } from '@sahay/domain';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { answerCall, startCall } from './call-ringing.service';
import { scheduleMeeting } from './meetings.service';

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
const callParam = z.object({ callId: z.uuid('Not a call id').openapi({ param: { name: 'callId', in: 'path' } }) });

const startCallRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/calls',
  tags: ['Calls'],
  summary: "Ring the consultation's other member (its patient or its expert, once the expert accepted it)",
  request: { params: idParam, body: jsonBody(StartCallInputSchema) },
  responses: {
    201: jsonResponse(CallSchema, 'Ringing; the other member has the call on their screen'),
    401: error('Not signed in'),
    403: error('Not a member of this consultation'),
    404: error('No such consultation'),
    409: error('Not accepted yet, closed, or a call already ringing'),
    ...errorResponses,
  },
});

function answerRoute(answer: 'accept' | 'decline' | 'cancel', summary: string) {
  return createRoute({
    method: 'post',
    path: `/calls/{callId}/${answer}`,
    tags: ['Calls'],
    summary,
    request: { params: callParam },
    responses: {
      200: jsonResponse(CallSchema, 'The call now'),
      401: error('Not signed in'),
      403: error(answer === 'cancel' ? 'Only the caller cancels' : 'Only the person called answers'),
      404: error('No such call, or not one of its members'),
      409: error('No longer ringing'),
      ...errorResponses,
    },
  });
}

const scheduleRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/meetings',
  tags: ['Calls'],
  summary: 'Schedule Meeting: a meeting link for now or a future time (400 for a past one), posted in the conversation (its members, while open)',
  request: { params: idParam, body: jsonBody(ScheduleMeetingInputSchema) },
  responses: {
    201: jsonResponse(ScheduledMeetingSchema, 'The link, and the message that carries it'),
    401: error('Not signed in'),
    403: error('Not a member of this consultation'),
    404: error('No such consultation'),
    409: error('The consultation is completed or cancelled'),
    ...errorResponses,
  },
});

export function callLifeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  const answer = (kind: 'accept' | 'decline' | 'cancel') => async (callId: string, userId: string) => answerCall(db, { id: userId }, callId, kind, now());
  const accept = answer('accept');
  const decline = answer('decline');
  const cancel = answer('cancel');
  return createRouter()
    .openapi(startCallRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await startCall(db, user, c.req.valid('param').id, c.req.valid('json').mode, now()), 201);
    })
    .openapi(answerRoute('accept', 'Accept a ringing call: both pages open its meeting'), async (c) => {
      const { user } = await requireSession(c);
      return c.json(await accept(c.req.valid('param').callId, user.id), 200);
    })
    .openapi(answerRoute('decline', 'Decline a ringing call: it is written into the conversation'), async (c) => {
      const { user } = await requireSession(c);
      return c.json(await decline(c.req.valid('param').callId, user.id), 200);
    })
    .openapi(answerRoute('cancel', 'Stop ringing: the other member sees a missed call'), async (c) => {
      const { user } = await requireSession(c);
      return c.json(await cancel(c.req.valid('param').callId, user.id), 200);
    })
    .openapi(scheduleRoute, async (c) => {
      const { user } = await requireSession(c);
      const input = c.req.valid('json');
      return c.json(await scheduleMeeting(serviceDeps(deps), user, c.req.valid('param').id, { mode: input.mode, startsAt: input.startsAt }), 201);
    });
}
