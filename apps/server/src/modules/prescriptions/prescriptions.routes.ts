import { createRoute, z } from '@hono/zod-openapi';
import { PrescriptionInputSchema, PrescriptionSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { pdfFilename } from '../../lib/pdf-document';
import { requireSession } from '../../lib/session';
import { denied } from '../consultation-lifecycle/lifecycle.routes';
import { prescriptionPdf } from './prescription-pdf';
import { getPrescription, issuePrescription } from './prescriptions.service';
import { userLanguage } from '../notifications/recipient-language';

const idParam = z.object({ id: z.uuid('Not a prescription id').openapi({ param: { name: 'id', in: 'path' } }) });
const ViewerPrescription = PrescriptionSchema.extend({ viewer: z.enum(['patient', 'expert', 'admin']) });

const issueRoute = createRoute({
  method: 'post',
  path: '/prescriptions',
  tags: ['Prescriptions'],
  summary: 'Issue a prescription on my consultation (approved doctors), after confirming the patient’s age',
  request: { body: jsonBody(PrescriptionInputSchema) },
  responses: { 201: jsonResponse(PrescriptionSchema, 'Issued'), ...denied, ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/prescriptions/{id}',
  tags: ['Prescriptions'],
  summary: 'A prescription (its patient, its doctor, admins)',
  request: { params: idParam },
  responses: { 200: jsonResponse(ViewerPrescription, 'The prescription'), ...denied, ...errorResponses },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/prescriptions/{id}/pdf',
  tags: ['Prescriptions'],
  summary: 'The prescription as a PDF in the Telemedicine Practice Guidelines 2020 format',
  request: { params: idParam },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...denied,
    ...errorResponses,
  },
});

export function prescriptionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(issueRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await issuePrescription(db, user, c.req.valid('json'), deps.clock?.now() ?? new Date()), 201);
    })
    .openapi(getRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getPrescription(db, user, c.req.valid('param').id), 200);
    })
    .openapi(pdfRoute, async (c) => {
      const { user } = await requireSession(c);
      const prescription = await getPrescription(db, user, c.req.valid('param').id, 'pdf');
      const bytes = await prescriptionPdf(prescription, await userLanguage(db, user.id));
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFilename('prescription', prescription.id)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
