import { createRoute, z } from '@hono/zod-openapi';
import { LegalDocumentInputSchema, LegalDocumentSchema } from '@sahay/domain';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { pdfFilename } from '../../lib/pdf-document';
import { requireSession } from '../../lib/session';
import { denied } from '../consultation-lifecycle/lifecycle.routes';
import { legalDocumentPdf } from './legal-document-pdf';
import { getLegalDocument, issueLegalDocument } from './legal-documents.service';
import { userLanguage } from '../notifications/recipient-language';

const idParam = z.object({ id: z.uuid('Not a document id').openapi({ param: { name: 'id', in: 'path' } }) });
const ViewerDocument = LegalDocumentSchema.extend({ viewer: z.enum(['patient', 'expert', 'admin']) });

const issueRoute = createRoute({
  method: 'post',
  path: '/legal-documents',
  tags: ['Legal documents'],
  summary: 'Write an advice note or a draft on my consultation (approved lawyers)',
  request: { body: jsonBody(LegalDocumentInputSchema) },
  responses: { 201: jsonResponse(LegalDocumentSchema, 'Issued'), ...denied, ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/legal-documents/{id}',
  tags: ['Legal documents'],
  summary: 'A legal document (its client, its lawyer, admins)',
  request: { params: idParam },
  responses: { 200: jsonResponse(ViewerDocument, 'The document'), ...denied, ...errorResponses },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/legal-documents/{id}/pdf',
  tags: ['Legal documents'],
  summary: 'The legal document as a PDF',
  request: { params: idParam },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...denied,
    ...errorResponses,
  },
});

export function legalDocumentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return createRouter()
    .openapi(issueRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await issueLegalDocument(db, user, c.req.valid('json')), 201);
    })
    .openapi(getRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getLegalDocument(db, user, c.req.valid('param').id), 200);
    })
    .openapi(pdfRoute, async (c) => {
      const { user } = await requireSession(c);
      const document = await getLegalDocument(db, user, c.req.valid('param').id, 'pdf');
      const bytes = await legalDocumentPdf(document, await userLanguage(db, user.id));
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFilename('legal-document', document.id)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
