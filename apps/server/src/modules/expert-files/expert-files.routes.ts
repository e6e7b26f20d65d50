import { EXPERT_FILE_RULES, type ExpertFileKind } from '@sahay/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { limitByUser } from '../../lib/rate-limit';
import { readSession, requireSession } from '../../lib/session';
import { fileHeaders, readUploadedFile, uploadBodyLimit } from '../../lib/uploads';
import { readExpertDocument, readExpertPhoto, uploadExpertFile } from './expert-files.service';

/** Uploads carry up to 10 MB, so the app-wide 1 MB body limit does not apply to these paths. */
export const EXPERT_UPLOAD_PATH = /^\/api\/experts\/me\/(photo|document)$/;

const uuid = z.uuid();

function expertIdOf(value: string | undefined): string {
  if (!uuid.safeParse(value).success) throw new AppError('BAD_REQUEST', 'Not an expert id');
  return value as string;
}

/**
 * PUT /experts/me/photo and /experts/me/document (multipart `file`): the signed-in expert's uploads.
 * GET /experts/{id}/photo and /experts/{id}/document serve them. Plain routes: they carry bytes, not JSON.
 */
export function expertFileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = new Hono<AppEnv>();
  const upload = (kind: ExpertFileKind) => {
    const rules = EXPERT_FILE_RULES[kind];
    router.put(
      `/experts/me/${kind}`,
      limitByUser(deps, 'expert-files', deps.rateLimits.chatMessages),
      uploadBodyLimit(rules.maxBytes, rules.tooLarge),
      async (c) => {
        const { user } = await requireSession(c);
        const { name, bytes } = await readUploadedFile(c, rules.missing);
        return c.json(await uploadExpertFile(db, deps.storage, user, kind, { name, bytes }), 200);
      },
    );
  };
  upload('photo');
  upload('document');

  router.get('/experts/:id/photo', async (c) => {
    const session = await readSession(c);
    const photo = await readExpertPhoto(db, deps.storage, session?.user ?? null, expertIdOf(c.req.param('id')));
    // The address changes when the photo does (?v=), so a public photo can be cached for long.
    const cache = photo.isPublic ? 'public, max-age=604800, immutable' : 'private, no-store';
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(photo, 'inline', cache));
  });
  router.get('/experts/:id/document', async (c) => {
    const session = await readSession(c);
    const document = await readExpertDocument(db, deps.storage, session?.user ?? null, expertIdOf(c.req.param('id')));
    return c.body(document.bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(document, 'attachment', 'private, no-store'));
  });
  return router;
}
