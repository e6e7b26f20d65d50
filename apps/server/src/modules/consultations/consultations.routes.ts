import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  AssessmentTranscriptSchema,
  ChooseExpertSchema,
  ConsultationReceiptSchema,
  ExpertChosenSchema,
  LegalReceiptSchema,
  LegalRequestSchema,
  MedicalIntakeSchema,
  ServiceReceiptSchema,
  ServiceRequestSchema,
  REQUEST_TOKEN_HEADER,
  appLanguageFromHeader,
} from '@sahay/domain';
import type { Context } from 'hono';
import { serviceDeps, type AppDeps, type AppEnv } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByUser } from '../../lib/rate-limit';
import { readSession } from '../../lib/session';
import { chooseExpert, createLegalRequest, createMedicalRequest, createServiceRequest, saveAssessment, type RequestAccess } from './consultations.service';

/** The header that carries a request's token, for a visitor who has no account. */

const idParam = z.object({ id: z.uuid('Not a consultation id').openapi({ param: { name: 'id', in: 'path' } }) });
const notFound = { 404: jsonResponse(ApiErrorSchema, 'No such request, or not yours') } as const;

const medicalRoute = createRoute({
  method: 'post',
  path: '/consultations/medical',
  tags: ['Consultations'],
  summary: "Submit the medical modal's request (spec 001 §4.1 step 2); works without an account",
  request: { body: jsonBody(MedicalIntakeSchema) },
  responses: { 201: jsonResponse(ConsultationReceiptSchema, 'Stored, waiting for the AI assessment'), ...errorResponses },
});

const assessmentRoute = createRoute({
  method: 'put',
  path: '/consultations/{id}/assessment',
  tags: ['Consultations'],
  summary: `Store the AI assessment transcript (owner, or the request's token in ${REQUEST_TOKEN_HEADER})`,
  request: { params: idParam, body: jsonBody(AssessmentTranscriptSchema) },
  responses: { 200: jsonResponse(z.object({ id: z.uuid(), flowStep: z.string().nullable() }), 'Stored'), ...notFound, ...errorResponses },
});

const chooseRoute = createRoute({
  method: 'post',
  path: '/consultations/{id}/expert',
  tags: ['Consultations'],
  summary: 'Choose the expert; with notify (Consult Now) the expert gets an SMS and a WhatsApp message',
  request: { params: idParam, body: jsonBody(ChooseExpertSchema) },
  responses: { 200: jsonResponse(ExpertChosenSchema, 'Chosen; what happened to each notification'), ...notFound, ...errorResponses },
});

const legalRoute = createRoute({
  method: 'post',
  path: '/consultations/legal',
  tags: ['Consultations'],
  summary: 'Submit the legal request form (spec 001 §4.2); an online lawyer is assigned when there is one',
  request: { body: jsonBody(LegalRequestSchema) },
  responses: { 201: jsonResponse(LegalReceiptSchema, 'Stored'), ...errorResponses },
});

const serviceRoute = createRoute({
  method: 'post',
  path: '/consultations/requests',
  tags: ['Consultations'],
  summary: 'Submit a specialty page or CA / IT booking form; answers with the matched experts',
  request: { body: jsonBody(ServiceRequestSchema) },
  responses: { 201: jsonResponse(ServiceReceiptSchema, 'Stored; the matched experts'), ...errorResponses },
});

async function accessOf(c: Context<AppEnv>): Promise<RequestAccess> {
  const session = await readSession(c);
  return { user: session?.user ?? null, token: c.req.header(REQUEST_TOKEN_HEADER) };
}

export function consultationsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter();
  const limit = limitByUser(deps, 'consultation-requests', deps.rateLimits.consultationRequests);
  router.use('/consultations/medical', limit);
  router.use('/consultations/legal', limit);
  router.use('/consultations/requests', limit);
  router.use('/consultations/:id/expert', limit);

  return router
    .openapi(medicalRoute, async (c) => {
      const session = await readSession(c);
      return c.json(await createMedicalRequest(db, c.req.valid('json'), session?.user ?? null, appLanguageFromHeader(c.req.header('accept-language'))), 201);
    })
    .openapi(assessmentRoute, async (c) => {
      const row = await saveAssessment(db, c.req.valid('param').id, await accessOf(c), c.req.valid('json'));
      return c.json({ id: row?.id ?? c.req.valid('param').id, flowStep: row?.flowStep ?? null }, 200);
    })
    .openapi(chooseRoute, async (c) => {
      const input = c.req.valid('json');
      const result = await chooseExpert(serviceDeps(deps), c.req.valid('param').id, await accessOf(c), input);
      return c.json(result, 200);
    })
    .openapi(serviceRoute, async (c) => {
      const session = await readSession(c);
      return c.json(await createServiceRequest(db, c.req.valid('json'), session?.user ?? null, appLanguageFromHeader(c.req.header('accept-language'))), 201);
    })
    .openapi(legalRoute, async (c) => {
      const session = await readSession(c);
      return c.json(
        await createLegalRequest(serviceDeps(deps), c.req.valid('json'), session?.user ?? null, appLanguageFromHeader(c.req.header('accept-language'))),
        201,
      );
    });
}
