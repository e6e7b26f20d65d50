import type { ApiError, ErrorCode } from '@sahay/domain';
import { getLanguage } from '@/i18n/language';

/** A non-2xx answer of our API, in its one JSON error shape (STYLE §2). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
    /** The message the server sent, if it sent one; `message` falls back to a generic text. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * What to tell the person: the server's message, else the caller's fallback (spec 000 §8: 'Please check your
 * credentials', 'Please try again'), else the generic text. An offline error keeps its own message.
 */
export function errorDescription(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiRequestError)) return fallback ?? (error instanceof Error ? error.message : String(error));
  if (error.code === 'NETWORK') return error.message;
  return error.serverMessage ?? fallback ?? error.message;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, such as a visitor's request token. */
  headers?: Record<string, string>;
}

async function request<T>(method: string, path: string, body?: unknown, { signal, headers }: RequestOptions = {}): Promise<T> {
  // A form carries files as multipart; the browser sets its content type with the boundary.
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // Issue 20: the server's messages (validation errors) follow the app's language.
        'accept-language': getLanguage(),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ApiError> | undefined)?.error;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message || 'Something went wrong. Please try again.',
      error?.fieldErrors,
      retryAfter,
      error?.message || undefined,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal, headers?: Record<string, string>) => request<T>('GET', path, undefined, { signal, headers }),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** Uploads (chat files, expert photo and document): the JSON client's errors, with a multipart body. */
  upload: <T>(method: 'POST' | 'PUT', path: string, form: FormData) => request<T>(method, path, form),
};
