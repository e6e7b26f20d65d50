import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema } from '@sahay/domain';
import { DataExportQuerySchema, DataExportSchema } from '@sahay/domain/data-export';
import { serviceDeps, type AppDeps } from '../../lib/context';
import { createRouter, errorResponses } from '../../lib/openapi';
import { limitByUser } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { exportFile } from './data-export.service';
import { assertRecentProof } from '../accounts/credentials.service';

const FhirBundleSchema = z
  .object({ resourceType: z.literal('Bundle'), type: z.literal('collection') })
  .loose()
  .openapi('FhirBundle');

const exportRoute = createRoute({
  method: 'get',
  path: '/me/export',
  tags: ['Account'],
  summary: 'Download everything Sahay holds on me: our JSON file, or my health data as a FHIR R4 Bundle (collection)',
  request: { query: DataExportQuerySchema },
  responses: {
    200: {
      description: 'The file, as an attachment with a dated name',
      content: { 'application/json': { schema: DataExportSchema }, 'application/fhir+json': { schema: FhirBundleSchema } },
    },
    401: { description: 'Not signed in', content: { 'application/json': { schema: ApiErrorSchema } } },
    403: { description: 'PROOF_REQUIRED: confirm with a password or a code first', content: { 'application/json': { schema: ApiErrorSchema } } },
    ...errorResponses,
  },
});

export function dataExportRoutes(deps: AppDeps) {
  const router = createRouter();
  // An export reads every table of the person: a few a minute is plenty for a person, and bounds a stolen session.
  router.use('/me/export', limitByUser(deps, 'data-exports', deps.rateLimits.dataExports, 'Too many downloads. Please wait a few minutes and try again.'));
  return router.openapi(exportRoute, async (c) => {
    const { user, sessionId } = await requireSession(c);
    // Issue 20 part 5: the whole file of a person's health data needs a password or code typed in the last 15 minutes.
    await assertRecentProof(deps.database.db, sessionId, deps.clock?.now() ?? new Date());
    // better-auth's secret also keys the email pseudonym that finds the person's deletion requests (decision 011).
    const deletionKey = (await deps.auth.$context).secret;
    const file = await exportFile(serviceDeps(deps), deletionKey, user, c.req.valid('query').format);
    // Already serialised (pretty-printed for a person to read): sent as the body, typed by the schemas above.
    const response = c.body(file.body, 200, {
      'Content-Type': `${file.contentType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
    return response as never;
  });
}
