import { createRoute, z } from '@hono/zod-openapi';
import {
  ConsultationStatusSchema,
  DeskConsultationSchema,
  DeskOverviewSchema,
  OnlineSwitchSchema,
  ReferInputSchema,
  ReferralTargetListSchema,
} from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { denied } from '../consultation-lifecycle/lifecycle.routes';
import { applyTransition } from '../consultation-lifecycle/lifecycle.service';
import { deskConsultation, deskOverview, referralTargets, setOnline } from './expert-desk.service';

const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
const StatusAnswer = z.object({ id: z.uuid(), status: ConsultationStatusSchema });

const overviewRoute = createRoute({
  method: 'get',
  path: '/expert-desk',
  tags: ['Expert desk'],
  summary: 'The signed-in expert: profile, counts and earnings, incoming, active and recent consultations',
  responses: { 200: jsonResponse(DeskOverviewSchema, 'The desk'), ...denied },
});

const onlineRoute = createRoute({
  method: 'post',
  path: '/expert-desk/online',
  tags: ['Expert desk'],
  summary: 'The Online switch (approved experts)',
  request: { body: jsonBody(OnlineSwitchSchema) },
  responses: { 200: jsonResponse(OnlineSwitchSchema, 'Saved'), ...denied, ...errorResponses },
});

const targetsRoute = createRoute({
  method: 'get',
  path: '/expert-desk/referral-targets',
  tags: ['Expert desk'],
  summary: 'Approved experts of my field to refer to',
  responses: { 200: jsonResponse(ReferralTargetListSchema, 'The experts'), ...denied },
});

const consultationRoute = createRoute({
  method: 'get',
  path: '/expert-desk/consultations/{id}',
  tags: ['Expert desk'],
  summary: 'One consultation: an offer (field, age, gender, summary) until I accept it, then the whole intake and AI transcript',
  request: { params: idParam },
  responses: { 200: jsonResponse(DeskConsultationSchema, 'The consultation'), ...denied, ...errorResponses },
});

function actionRoute(action: 'accept' | 'complete', summary: string) {
  return createRoute({
    method: 'post',
    path: `/expert-desk/consultations/{id}/${action}`,
    tags: ['Expert desk'],
    summary,
    request: { params: idParam },
    responses: { 200: jsonResponse(StatusAnswer, 'Done'), ...denied, ...errorResponses },
  });
}

const referRoute = createRoute({
  method: 'post',
  path: '/expert-desk/consultations/{id}/refer',
  tags: ['Expert desk'],
  summary: 'Refer my consultation to another expert of my field; it waits for them to accept',
  request: { params: idParam, body: jsonBody(ReferInputSchema) },
  responses: { 200: jsonResponse(StatusAnswer, 'Referred'), ...denied, ...errorResponses },
});

export function expertDeskRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(overviewRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await deskOverview(db, user, now()), 200);
    })
    .openapi(onlineRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await setOnline(db, user, c.req.valid('json').online), 200);
    })
    .openapi(targetsRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json({ experts: await referralTargets(db, user) }, 200);
    })
    .openapi(consultationRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await deskConsultation(db, user, c.req.valid('param').id, now()), 200);
    })
    .openapi(actionRoute('accept', 'Accept a consultation: it is assigned to me and becomes active'), async (c) => {
      const { user } = await requireSession(c);
      const row = await applyTransition(db, c.req.valid('param').id, 'accept', user, { now: now() });
      return c.json({ id: row.id, status: row.status }, 200);
    })
    .openapi(actionRoute('complete', 'Complete my active consultation'), async (c) => {
      const { user } = await requireSession(c);
      const row = await applyTransition(db, c.req.valid('param').id, 'complete', user);
      return c.json({ id: row.id, status: row.status }, 200);
    })
    .openapi(referRoute, async (c) => {
      const { user } = await requireSession(c);
      const input = c.req.valid('json');
      const row = await applyTransition(db, c.req.valid('param').id, 'refer', user, { targetExpertId: input.toExpertId, note: input.reason });
      return c.json({ id: row.id, status: row.status }, 200);
    });
}
