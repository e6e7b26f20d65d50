/**
 * What an upload may be: its size and the types its bytes may have (decision 041). One policy per kind of upload;
 * the browser checks it for a quick answer, the server again by content (apps/server/src/lib/uploads.ts).
 */
export interface FilePolicy {
  maxBytes: number;
  /** MIME types as `file-type` reports them from the first bytes. */
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

/** Issue 6: the chat's limit, shared by every upload a person makes (chat files, medical records). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE = 'Files can be at most 10 MB';

/** The browser's early check of a chosen file: a message, or null when it may be sent (the server checks the bytes). */
export function fileProblem(file: { size: number; type: string }, policy: FilePolicy): string | null {
  if (file.size === 0) return 'This file is empty';
  if (file.size > policy.maxBytes) return policy.tooLarge;
  if (file.type && !policy.types.includes(file.type)) return policy.wrongType;
  return null;
}

/** "image/png" → "png": the extension a downloaded copy gets. */
export const FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
