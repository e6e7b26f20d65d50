import { randomUUID } from 'node:crypto';
import { CHAT_FILE_MAX_BYTES, CHAT_FILE_POLICY, CHAT_MESSAGES, CHAT_VOICE_MAX_MS, type ChatMessage, type CurrentUser } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatFiles } from '../../db/schema/chat';
import { AppError } from '../../lib/errors';
import { acceptFile, checkFileSize, cleanFileName, detectFileType } from '../../lib/uploads';
import type { StorageProvider } from '../../providers/storage/storage';
import { recordAccess } from '../audit/audit.service';
import { requireMembership, requireWritable } from './chat.membership';
import { sendMessage } from './messages.service';

// What the bytes are, whatever the name or the browser claimed. Voice notes come from MediaRecorder, whose
// containers file-type reports as video/* or audio/*; they are stored under their audio type.
const VOICE_TYPES: Record<string, string> = {
  'video/webm': 'audio/webm',
  'audio/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'video/mp4': 'audio/mp4',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'audio/mpeg': 'audio/mpeg',
  'audio/wav': 'audio/wav',
  'audio/x-wav': 'audio/wav',
};

export interface Upload {
  kind: 'file' | 'voice';
  name: string;
  bytes: Uint8Array;
  durationMs?: number;
}

async function detectType(upload: Upload): Promise<string> {
  if (upload.kind === 'file') return acceptFile(upload.bytes, CHAT_FILE_POLICY);
  checkFileSize(upload.bytes, CHAT_FILE_MAX_BYTES, CHAT_MESSAGES.fileTooLarge);
  const detected = await detectFileType(upload.bytes);
  const type = detected && VOICE_TYPES[detected];
  if (!type) throw new AppError('BAD_REQUEST', CHAT_MESSAGES.voiceType);
  return type;
}

/** Stores the bytes through the storage provider, then the message that carries them. */
export async function shareFile(
  db: Database,
  storage: StorageProvider,
  actor: Pick<CurrentUser, 'id'>,
  consultationId: string,
  upload: Upload,
): Promise<ChatMessage> {
  requireWritable(await requireMembership(db, actor, consultationId));
  const contentType = await detectType(upload);
  const durationMs = upload.kind === 'voice' ? Math.min(Math.max(0, Math.round(upload.durationMs ?? 0)), CHAT_VOICE_MAX_MS) : null;
  const storageKey = `chat/${consultationId}/${randomUUID()}`;
  await storage.put(storageKey, upload.bytes);
  try {
    const { message } = await sendMessage(
      db,
      actor,
      consultationId,
      { text: '' },
      {
        kind: upload.kind,
        storageKey,
        name: cleanFileName(upload.name, upload.kind === 'voice' ? 'Voice note' : 'File'),
        contentType,
        sizeBytes: upload.bytes.byteLength,
        durationMs,
      },
    );
    return message;
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** Members only: the file's bytes and how to serve them. */
export async function readFile(db: Database, storage: StorageProvider, actor: Pick<CurrentUser, 'id'>, fileId: string) {
  const [file] = await db.select().from(chatFiles).where(eq(chatFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND', 'This file does not exist');
  const { role, consultation } = await requireMembership(db, actor, file.consultationId);
  // Issue 16: the expert opening a file of the patient's consultation is audited, unless they shared it themselves.
  if (role === 'expert' && file.uploaderId !== actor.id) {
    await recordAccess(db, {
      actor,
      actorRole: 'expert',
      subjectUserId: consultation.userId,
      resource: 'chat_file',
      resourceId: fileId,
      reason: `assigned expert of consultation ${consultation.id}`,
    });
  }
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new AppError('NOT_FOUND', 'This file is no longer available');
  return { bytes, contentType: file.contentType, name: file.name };
}
