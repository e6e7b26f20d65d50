import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiErrorSchema,
  MEDICAL_RECORD_FILE_POLICY,
  MEDICAL_RECORDS_LIST_LIMIT,
  MedicalRecordSchema,
  MemberQuerySchema,
  MedicalRecordUploadSchema,
  RECORDS_MESSAGES,
  RecordsListSchema,
  RenameMedicalRecordSchema,
} from '@sahay/domain';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { createRouter, errorResponses, fieldErrorsOf, jsonBody, jsonResponse } from '../../lib/openapi';
import { limitByUser } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { fileHeaders, readUploadedFile, uploadBodyLimit } from '../../lib/uploads';
import { deleteRecord, readRecordFile, renameRecord, uploadRecord } from './medical-records.service';
import { listRecords } from './records-list';

/** Uploads carry up to 10 MB, so the app-wide 1 MB body limit does not apply to this one path. */
export const RECORD_UPLOAD_PATH = /^\/api\/medical-records$/;

const ownOnly = {
  401: jsonResponse(ApiErrorSchema, 'Not signed in'),
  403: jsonResponse(ApiErrorSchema, 'Signed in, but not as a patient'),
} as const;
const idParam = z.object({ id: z.uuid('Not a record id').openapi({ param: { name: 'id', in: 'path' } }) });
const uuid = z.uuid();

const listRoute = createRoute({
  method: 'get',
  path: '/medical-records',
  tags: ['Records'],
  summary: 'My records (or a family member’s: ?member=), newest first: uploaded lab reports and documents, and the prescriptions issued',
  request: { query: MemberQuerySchema },
  responses: { 200: jsonResponse(RecordsListSchema, 'The records'), ...ownOnly, ...errorResponses },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/medical-records/{id}',
  tags: ['Records'],
  summary: 'Rename one of my records',
  request: { params: idParam, body: jsonBody(RenameMedicalRecordSchema) },
  responses: { 200: jsonResponse(MedicalRecordSchema, 'Renamed'), 404: jsonResponse(ApiErrorSchema, 'No such record of mine'), ...ownOnly, ...errorResponses },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/medical-records/{id}',
  tags: ['Records'],
  summary: 'Delete one of my records and its stored file',
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted'),
    404: jsonResponse(ApiErrorSchema, 'No such record of mine'),
    ...ownOnly,
    ...errorResponses,
  },
});

/** GET, PATCH and DELETE in the OpenAPI document; the upload and the file itself carry bytes, so they are plain routes. */
export function medicalRecordRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock?.now() ?? new Date();
  const files = new Hono<AppEnv>();
  files.post(
    '/medical-records',
    limitByUser(deps, 'record-uploads', deps.rateLimits.chatMessages, 'You are uploading too quickly. Please wait a moment.'),
    uploadBodyLimit(MEDICAL_RECORD_FILE_POLICY.maxBytes, MEDICAL_RECORD_FILE_POLICY.tooLarge),
    async (c) => {
      const { user } = await requireSession(c);
      const { name, bytes, fields } = await readUploadedFile(c, RECORDS_MESSAGES.chooseFile);
      const parsed = MedicalRecordUploadSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid record', fieldErrorsOf(parsed.error.issues));
      }
      const record = await uploadRecord(db, deps.storage, user, { name, bytes, fields: parsed.data }, now());
      return c.json(record, 201);
    },
  );
  files.get('/medical-records/:id/file', async (c) => {
    const { user } = await requireSession(c);
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw new AppError('BAD_REQUEST', 'Not a record id');
    const file = await readRecordFile(db, deps.storage, user, id);
    const disposition = c.req.query('download') === '1' ? 'attachment' : 'inline';
    // A medical file is kept out of shared caches; the browser may keep it for this person only.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(file, disposition, 'private, no-store'));
  });

  const api = createRouter()
    .openapi(listRoute, async (c) => {
      const { user } = await requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listRecords(db, user, MEDICAL_RECORDS_LIST_LIMIT, c.req.valid('query').member) }, 200);
    })
    .openapi(renameRoute, async (c) => {
      const { user } = await requireSession(c);
      return c.json(await renameRecord(db, user, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { user } = await requireSession(c);
      await deleteRecord(db, deps.storage, user, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
  return { files, api };
}
