import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, CallRoomSchema, IceServersSchema, ROOM_ID_PATTERN } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { mayCall, openRoom, roomOfConsultation } from './calls.service';
import { iceServersFor } from './ice-servers';

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
// The domain's pattern, on the zod the OpenAPI generator extends.
const roomParam = z.object({
  roomId: z
    .string()
    .regex(ROOM_ID_PATTERN, 'Not a meeting link')
    .openapi({ param: { name: 'roomId', in: 'path' } }),
});

const iceServersRoute = createRoute({
  method: 'get',
  path: '/calls/ice-servers',
  tags: ['Calls'],
  summary: 'STUN and TURN servers for a call, with TURN credentials valid for an hour (people with an open consultation)',
  responses: {
    200: jsonResponse(IceServersSchema, 'The servers; an empty list when none are configured (direct connections only)'),
    401: error('Not signed in'),
    403: error('No open consultation to call in'),
    ...errorResponses,
  },
});

const roomOfConsultationRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/room',
  tags: ['Calls'],
  summary: 'The meeting room of this consultation, made on first ask (its patient and its expert, while it is open)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(CallRoomSchema, 'The room'),
    401: error('Not signed in'),
    403: error('Not a member of this consultation'),
    404: error('No such consultation'),
    409: error('The consultation is completed or cancelled'),
    ...errorResponses,
  },
});

const roomRoute = createRoute({
  method: 'get',
  path: '/rooms/{roomId}',
  tags: ['Calls'],
  summary: "A meeting link's room and consultation (its two members; 404 alike for unknown rooms and for anyone else)",
  request: { params: roomParam },
  responses: { 200: jsonResponse(CallRoomSchema, 'The room'), 401: error('Not signed in'), 404: error('Invalid Meeting Link'), ...errorResponses },
});

export function callRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const turn = { urls: deps.env.TURN_URLS, secret: deps.env.TURN_SECRET };
  return createRouter()
    .openapi(iceServersRoute, async (c) => {
      const { user } = await requireSession(c);
      if (!(await mayCall(db, user.id))) throw new AppError('FORBIDDEN', 'You have no open consultation to call in');
      c.header('Cache-Control', 'private, no-store');
      const servers = iceServersFor(turn, user.id, deps.clock?.now() ?? new Date());
      return c.json(deps.env.CALLS_TEST_RELAY_FLAG ? { ...servers, testRelayFlag: true } : servers, 200);
    })
    .openapi(roomOfConsultationRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await roomOfConsultation(db, user, c.req.valid('param').id), 200);
    })
    .openapi(roomRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await openRoom(db, user, c.req.valid('param').roomId), 200);
    });
}
