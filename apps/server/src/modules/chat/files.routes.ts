import { CHAT_FILE_MAX_BYTES, CHAT_MESSAGES } from '@sahay/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError, errorBody } from '../../lib/errors';
import { limitByUser } from '../../lib/rate-limit';
import { requireSession } from '../../lib/session';
import { readFile, shareFile } from './files.service';

/** Uploads carry up to 10 MB, so the app-wide 1 MB body limit does not apply to this one path. */
export const UPLOAD_PATH = /^\/api\/chat\/conversations\/[^/]+\/files$/;

const uuid = z.uuid();
const FORM_OVERHEAD_BYTES = 64 * 1024;

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
    limitByUser('chat-messages', deps.rateLimits.chatMessages, deps.env.TRUST_PROXY, CHAT_MESSAGES.rateLimited),
    bodyLimit({ maxSize: CHAT_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES, onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', CHAT_MESSAGES.fileTooLarge), 413) }),
    async (c) => {
      const { user } = await requireSession(c);
      const id = param(c.req.param('id'), 'conversation');
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
      });
      const file = form.file;
      if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Choose a file to share', { file: ['Choose a file to share'] });
      const kind = form.kind === 'voice' ? 'voice' : 'file';
      const message = await shareFile(db, deps.storage, user, id, {
        kind,
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        durationMs: Number(form.durationMs) || undefined,
      });
      return c.json(message, 201);
    },
  );
  router.get('/chat/files/:fileId', async (c) => {
    const { user } = await requireSession(c);
    const file = await readFile(db, deps.storage, user, param(c.req.param('fileId'), 'file'));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      // A file is shown, never run: no scripts even if a PDF viewer would allow them.
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
      'Cache-Control': 'private, max-age=3600',
    });
  });
  return router;
}
