import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGES } from '@sahay/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { limitByUser } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { fileHeaders, readUploadedFile, uploadBodyLimit } from '../../lib/uploads';
import { readFile, shareFile } from './files.service';

/** Uploads carry up to 10 MB, so the app-wide 1 MB body limit does not apply to this one path. */
export const UPLOAD_PATH = /^\/api\/chat\/conversations\/[^/]+\/files$/;

const uuid = z.uuid();

function param(value: string | undefined, what: string): string {
  if (!uuid.safeParse(value).success) throw new AppError('BAD_REQUEST', `Not a ${what} id`);
  return value as string;
}

/**
 * POST /chat/conversations/{id}/files (multipart: `file`, optional `kind=voice` and `durationMs`) and
 * GET /chat/files/{fileId}. Plain routes: the OpenAPI helpers validate JSON bodies, these carry bytes.
 */
export function chatFileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = new Hono<AppEnv>();
  router.post(
    '/chat/conversations/:id/files',
    limitByUser(deps, 'chat-files', deps.rateLimits.chatMessages, CHAT_MESSAGES.rateLimited),
    uploadBodyLimit(CHAT_FILE_MAX_BYTES, CHAT_MESSAGES.fileTooLarge),
    async (c) => {
      const { user } = await requireSession(c);
      const id = param(c.req.param('id'), 'conversation');
      const { name, bytes, fields } = await readUploadedFile(c, 'Choose a file to share');
      const kind = fields.kind === 'voice' ? 'voice' : 'file';
      const message = await shareFile(db, deps.storage, user, id, { kind, name, bytes, durationMs: Number(fields.durationMs) || undefined });
      return c.json(message, 201);
    },
  );
  router.get('/chat/files/:fileId', async (c) => {
    const { user } = await requireSession(c);
    const file = await readFile(db, deps.storage, user, param(c.req.param('fileId'), 'file'));
    // A file is shown, never run: no scripts even if a PDF viewer would allow them.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders(file, 'inline', 'private, max-age=3600'));
  });
  return router;
}
