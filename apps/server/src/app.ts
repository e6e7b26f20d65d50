import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './lib/context';
import { AppError, errorBody } from './lib/errors';
import { localisedError } from './lib/openapi';
import { isConnectionError } from './db/connection-loss';
import { RateLimitStoreUnavailableError } from './providers/rate-limit/rate-limit-store';
import { accountDeletionRoutes } from './modules/accounts/account-deletion.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { accountSecurityRoutes } from './modules/accounts/account-security.routes';
import { phoneAuthRoutes } from './modules/accounts/phone-auth.routes';
import { supportRoutes } from './modules/support/support.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { triageRoutes } from './modules/triage/triage.routes';
import { problemRoutingRoutes } from './modules/problem-routing/problem-routing.routes';
import { preConsultationRoutes } from './modules/assistant/pre-consultation.routes';
import { callLifeRoutes } from './modules/calls/call-life.routes';
import { callRoutes } from './modules/calls/calls.routes';
import { phoneCallRoutes } from './modules/phone-calls/phone-calls.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatFileRoutes, UPLOAD_PATH } from './modules/chat/files.routes';
import { realtimeRoute, REALTIME_PATH } from './realtime/realtime.routes';
import { systemRoutes } from './modules/system/system.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { lifecycleRoutes } from './modules/consultation-lifecycle/lifecycle.routes';
import { expertDeskRoutes } from './modules/expert-desk/expert-desk.routes';
import { expertFileRoutes, EXPERT_UPLOAD_PATH } from './modules/expert-files/expert-files.routes';
import { expertRegistrationRoutes } from './modules/expert-registration/expert-registration.routes';
import { legalDocumentRoutes } from './modules/legal-documents/legal-documents.routes';
import { prescriptionRoutes } from './modules/prescriptions/prescriptions.routes';
import { ratingRoutes } from './modules/ratings/ratings.routes';
import { consultationsRoutes } from './modules/consultations/consultations.routes';
import { consultationHistoryRoutes } from './modules/consultation-history/consultation-history.routes';
import { expertsRoutes } from './modules/experts/experts.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { chartShareRoutes } from './modules/health-shares/chart-shares.routes';
import { healthShareRoutes } from './modules/health-shares/health-shares.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { vitalsRoutes } from './modules/vitals/vitals.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { medicalRecordRoutes, RECORD_UPLOAD_PATH } from './modules/medical-records/medical-records.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { familyMemberRoutes } from './modules/family-members/family-members.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { refundRoutes } from './modules/payments/refunds.routes';
import { docsRoutes } from './lib/docs-page';
import { webAppScriptHashes } from './lib/inline-scripts';
import { securityHeaders } from './lib/security-headers';
import { serveWebApp } from './lib/web-app';
import { compressResponses } from './lib/compression';
import { sameOriginWrites } from './lib/same-origin';

// `npm run dev` serves the web app from Vite on this origin and proxies /api to the server.
const VITE_DEV_ORIGIN = 'http://localhost:5173';

export const MAX_BODY_BYTES = 1024 * 1024;
/** What a 503 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

export interface AppOptions {
  /** The built web app to serve with history fallback; omitted in API-only tests. */
  webDistDir?: string;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', logger);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  });
  app.use('*', compressResponses());
  app.use('*', securityHeaders(deps.env, options.webDistDir ? webAppScriptHashes(options.webDistDir) : []));
  const generalBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large (1 MB at most)'), 413),
  });
  // Uploads have their own limits (chat files, expert files, medical records: each module's routes).
  app.use(
    '/api/*',
    except((c) => UPLOAD_PATH.test(c.req.path) || EXPERT_UPLOAD_PATH.test(c.req.path) || RECORD_UPLOAD_PATH.test(c.req.path), generalBodyLimit),
  );

  const allowedOrigins = deps.env.NODE_ENV === 'production' ? [deps.env.PUBLIC_URL] : [deps.env.PUBLIC_URL, VITE_DEV_ORIGIN];
  app.use('/api/*', sameOriginWrites(allowedOrigins));
  const [authoriseSocket, upgradeSocket] = realtimeRoute(deps, allowedOrigins);
  app.get(REALTIME_PATH, authoriseSocket, upgradeSocket);

  const records = medicalRecordRoutes(deps);
  // One statement per router, not one chain: a chain makes TypeScript merge every router's route types into the one
  // before (Hono's typed client, which nothing here uses), and that merge was a tenth of the server's typecheck and lint.
  const api = new OpenAPIHono<AppEnv>();
  api.route('/', systemRoutes(deps));
  api.route('/auth', accountsRoutes(deps));
  api.route('/auth', phoneAuthRoutes(deps));
  api.route('/', accountSecurityRoutes(deps));
  api.route('/', accountDeletionRoutes(deps));
  api.route('/', supportRoutes(deps));
  api.route('/', assistantRoutes(deps));
  api.route('/', triageRoutes(deps));
  api.route('/', problemRoutingRoutes(deps));
  api.route('/', preConsultationRoutes(deps));
  api.route('/', expertRegistrationRoutes(deps));
  api.route('/', expertFileRoutes(deps));
  api.route('/', adminRoutes(deps));
  api.route('/', expertDeskRoutes(deps));
  api.route('/', lifecycleRoutes(deps));
  api.route('/', prescriptionRoutes(deps));
  api.route('/', legalDocumentRoutes(deps));
  api.route('/', ratingRoutes(deps));
  api.route('/', chatRoutes(deps));
  api.route('/', chatFileRoutes(deps));
  api.route('/', callRoutes(deps));
  api.route('/', phoneCallRoutes(deps));
  api.route('/', callLifeRoutes(deps));
  api.route('/', appointmentRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', refundRoutes(deps));
  api.route('/', expertsRoutes(deps));
  api.route('/', consultationHistoryRoutes(deps));
  api.route('/', consultationsRoutes(deps));
  api.route('/', notificationsRoutes(deps));
  api.route('/', auditRoutes(deps));
  api.route('/', healthShareRoutes(deps));
  api.route('/', chartShareRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', familyMemberRoutes(deps));
  api.route('/', vitalsRoutes(deps));
  api.route('/', dataExportRoutes(deps));
  api.route('/', records.files);
  api.route('/', records.api);
  api.route('/', dashboardRoutes(deps));
  app.route('/api', api);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sahay API', version: '1.0.0', description: 'Consult verified experts: the HTTP API of the Sahay web app.' },
  });
  app.route('/api/docs', docsRoutes(deps.env));

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404));
  if (options.webDistDir) serveWebApp(app, options.webDistDir);

  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      // Waits a service knows (a code resent too soon, a sign-in pause) travel as Retry-After.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      const localised = localisedError(error.message, error.fieldErrors, c.req.header('accept-language'));
      return c.json(errorBody(error.code, localised.message, localised.fieldErrors), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 413) return c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large (1 MB at most)'), 413);
      if (status < 500) return c.json(errorBody('BAD_REQUEST', error.message || 'Bad request'), status);
    }
    const logger = c.get('logger') ?? deps.logger;
    // Issue 16: the database dropped the connection (restart, failover); the next try gets a new one. Likewise a
    // rate-limit store that does not answer (decision 061): requests are not let through uncounted.
    if (isConnectionError(error) || error instanceof RateLimitStoreUnavailableError) {
      logger.warn({ err: error }, error instanceof RateLimitStoreUnavailableError ? 'rate-limit store unavailable' : 'database connection lost');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody('UNAVAILABLE', 'The service is busy. Please try again in a moment.'), 503);
    }
    logger.error({ err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
