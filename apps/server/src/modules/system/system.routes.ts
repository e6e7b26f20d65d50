import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../lib/context';
import { createRouter, jsonResponse } from '../../lib/openapi';
import { appliedCount, journalCount } from '../../db/migrate';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number(), expected: z.number(), current: z.boolean() }),
  }),
});

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness, the database kind, and whether migrations are current',
  responses: {
    200: jsonResponse(HealthSchema, 'Healthy'),
    503: jsonResponse(HealthSchema, 'The database is behind this build'),
  },
});

export function systemRoutes(deps: AppDeps) {
  const expected = journalCount();
  return createRouter().openapi(healthRoute, async (c) => {
    const applied = await appliedCount(deps.database);
    const current = applied === expected;
    const body = {
      status: current ? ('ok' as const) : ('degraded' as const),
      database: { kind: deps.database.kind, migrations: { applied, expected, current } },
    };
    return current ? c.json(body, 200) : c.json(body, 503);
  });
}
