import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema, DashboardListQuerySchema, DashboardListSchema, DashboardQuerySchema, DashboardSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { requireSession } from '../../lib/session';
import { getDashboard, getDashboardList } from './dashboard.service';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['Dashboard'],
  summary: 'My dashboard for one field: health (stat cards, Health Score, appointments, records, prescriptions) or the field’s consultations and documents',
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonResponse(DashboardSchema, 'The dashboard'),
    401: jsonResponse(ApiErrorSchema, 'Not signed in'),
    403: jsonResponse(ApiErrorSchema, 'Signed in, but not as a patient'),
    404: jsonResponse(ApiErrorSchema, 'No such family member of mine'),
    ...errorResponses,
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/dashboard/list',
  tags: ['Dashboard'],
  summary: '"View all" of a dashboard list: my appointments, or my consultations or documents of one field',
  request: { query: DashboardListQuerySchema },
  responses: {
    200: jsonResponse(DashboardListSchema, 'The list'),
    401: jsonResponse(ApiErrorSchema, 'Not signed in'),
    403: jsonResponse(ApiErrorSchema, 'Signed in, but not as a patient'),
    ...errorResponses,
  },
});

export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  return createRouter()
    .openapi(dashboardRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      const { field, member } = c.req.valid('query');
      return c.json(await getDashboard(db, user, field, now(), member), 200);
    })
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getDashboardList(db, user, c.req.valid('query'), now()), 200);
    });
}
