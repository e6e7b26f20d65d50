import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../lib/context';
import { createRouter, jsonResponse } from '../../lib/openapi';
import { appliedCount, journalCount } from '../../db/migrate';

const LiveSchema = z.object({ status: z.literal('ok') });

const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.object({ applied: z.number(), expected: z.number(), current: z.boolean() }),
  }),
});

// Issue 17 part 6: liveness is asked often (load balancers, the e2e runner, benchmarks) and must not cost a query;
// readiness, which asks the database, has its own path.
const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness: the process answers HTTP. Asks nothing of the database (readiness: GET /api/ready)',
  responses: { 200: jsonResponse(LiveSchema, 'Alive') },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['System'],
  summary: 'Readiness: the database answers and its migrations are those of this build',
  responses: {
    200: jsonResponse(ReadySchema, 'Ready'),
    503: jsonResponse(ReadySchema, 'The database is behind this build'),
  },
});

export function systemRoutes(deps: AppDeps) {
  const expected = journalCount();
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const applied = await appliedCount(deps.database);
      const current = applied === expected;
      const body = {
        status: current ? ('ok' as const) : ('degraded' as const),
        database: { kind: deps.database.kind, migrations: { applied, expected, current } },
      };
      return current ? c.json(body, 200) : c.json(body, 503);
    });
}
