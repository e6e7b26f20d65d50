import type { ApiError } from '@sahay/domain';
import { ApiRequestError } from './api-client';

/** How long the object URL lives: long enough for every browser to start saving from it. */
const REVOKE_AFTER_MS = 30_000;

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/**
 * GETs a file our API sends as an attachment (Download Data, decision 074), with api-client's error shape. Apart from
 * api-client.ts like ai-stream.ts, so the file handling loads with the one window that uses it, not with every page.
 */
export async function downloadFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    const message = data?.error?.message || 'Something went wrong. Please try again.';
    throw new ApiRequestError(response.status, data?.error?.code ?? 'INTERNAL', message, data?.error?.fieldErrors, retryAfter, data?.error?.message);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Saves a file the page holds through a temporary link with `download`, as a browser saves any link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
