import type { FilePolicy } from '@sahay/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { AppError, errorBody } from './errors';

/**
 * What every upload shares (chat attachments, the expert's photo and registration document): the body limit of
 * its path, reading the multipart `file`, the size check, the type from the bytes and a name safe to show.
 */

// Multipart boundaries and headers on top of the file itself.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The route's own limit (the app-wide 1 MB one is lifted for upload paths in app.ts). */
export function uploadBodyLimit(maxBytes: number, tooLargeMessage: string) {
  return bodyLimit({
    maxSize: maxBytes + FORM_OVERHEAD_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', tooLargeMessage), 413),
  });
}

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
  /** The other fields of the form, as sent. */
  fields: Record<string, unknown>;
}

/** The multipart field `file`, or a field error saying what to choose. */
export async function readUploadedFile(c: Context<AppEnv>, missingMessage: string): Promise<UploadedFile> {
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
  });
  const { file, ...fields } = form;
  if (!(file instanceof File))
    throw new AppError('VALIDATION_FAILED', missingMessage, {
      file: [missingMessage],
    });
  return {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    fields,
  };
}

export function checkFileSize(bytes: Uint8Array, maxBytes: number, tooLargeMessage: string): void {
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'This file is empty');
  if (bytes.byteLength > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
}

/** The type the bytes really are, whatever the name or the browser claimed; undefined when unknown. */
export async function detectFileType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** The detected type when it is one of `allowed`, else a 400 with `message`. */
export async function requireFileType(bytes: Uint8Array, allowed: readonly string[], message: string): Promise<string> {
  const detected = await detectFileType(bytes);
  if (!detected || !allowed.includes(detected)) throw new AppError('BAD_REQUEST', message, { file: [message] });
  return detected;
}

/**
 * The one check of an upload against its policy (chat files, medical records): not empty, within the size limit,
 * and bytes of an allowed type. Answers the type the bytes are.
 */
export async function acceptFile(bytes: Uint8Array, policy: FilePolicy): Promise<string> {
  checkFileSize(bytes, policy.maxBytes, policy.tooLarge);
  return requireFileType(bytes, policy.types, policy.wrongType);
}

/** A name is only shown and offered on download: control characters, quotes and paths are dropped. */
export function cleanFileName(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((ch) => ch.charCodeAt(0) > 31 && ch !== '\u007f' && ch !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return base || fallback;
}

/** Headers to serve stored bytes: the stored type, never sniffed, and never run as a page. */
export function fileHeaders(file: { contentType: string; name: string }, disposition: 'inline' | 'attachment', cacheControl: string): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    'Cache-Control': cacheControl,
  };
}
