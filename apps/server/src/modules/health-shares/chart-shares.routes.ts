import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, ChartShareStatusSchema, SharedHealthViewSchema, ShareChartSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { chartShareStatus, openChart, shareChart, stopChartShare } from './chart-shares.service';

const error = (description: string) => jsonResponse(ApiErrorSchema, description);
const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
const denied = { 401: error('Not signed in'), 403: error('Not allowed for this person'), 404: error('No such consultation') } as const;

const statusRoute = createRoute({
  method: 'get',
  path: '/consultations/{id}/chart-share',
  tags: ['Health QR'],
  summary: "Whether the patient's chart is shared with the consultation's expert now (the patient and that expert)",
  request: { params: idParam },
  responses: { 200: jsonResponse(ChartShareStatusSchema, 'The share'), ...denied, ...errorResponses },
});

const shareRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/chart-share',
  tags: ['Health QR'],
  summary: 'Share my chart with the expert of this open consultation (the patient; all five scopes unless fewer are given)',
  request: { params: idParam, body: { content: { 'application/json': { schema: ShareChartSchema } }, required: false } },
  responses: { 200: jsonResponse(ChartShareStatusSchema, 'Shared'), ...denied, 409: error('The consultation is not open'), ...errorResponses },
});

const stopRoute = createRoute({
  method: 'delete',
  path: '/consultations/{id}/chart-share',
  tags: ['Health QR'],
  summary: 'Stop sharing my chart: the expert’s next read is refused',
  request: { params: idParam },
  responses: { 204: { description: 'Not shared any more' }, ...denied, ...errorResponses },
});

const chartRoute = createRoute({
  method: 'get',
  path: '/consultations/{id}/chart',
  tags: ['Health QR'],
  summary: "The patient's shared chart, for the consultation's expert while it is shared and the consultation open; every opening is logged",
  request: { params: idParam },
  responses: { 200: jsonResponse(SharedHealthViewSchema, 'The chart'), ...denied, ...errorResponses },
});

export function chartShareRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(statusRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await chartShareStatus(db, user, c.req.valid('param').id), 200);
    })
    .openapi(shareRoute, async (c) => {
      const { user } = await requireSession(c);
      const input = ShareChartSchema.parse(c.req.valid('json') ?? {});
      return c.json(await shareChart(db, user, c.req.valid('param').id, input.scopes), 200);
    })
    .openapi(stopRoute, async (c) => {
      const { user } = await requireSession(c);
      await stopChartShare(db, user, c.req.valid('param').id, now());
      return c.body(null, 204);
    })
    .openapi(chartRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await openChart(db, user, c.req.valid('param').id, now()), 200);
    });
}
