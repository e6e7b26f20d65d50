import type { CurrentUser, ErrorCode } from '@sahay/domain';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string, when there is one (absent otherwise, so tests can compare calls without one whole). */
  search?: string;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers the app's fetch calls from a few handlers keyed 'METHOD /path', written per test. A call no handler
 * expects fails the test. Returns the calls made, in order.
 */
export function stubApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? init.body : undefined;
    const call: ApiCall = { method, path: url.pathname, body, ...(url.search ? { search: url.search } : {}) };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return handler(call);
  });
  return calls;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The server's one error shape (STYLE §2). */
export function apiError(status: number, code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>): Response {
  return json(status, { error: fieldErrors ? { code, message, fieldErrors } : { code, message } });
}

export const asha: CurrentUser = {
  id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11',
  name: 'Asha Verma',
  email: 'asha@example.test',
  phone: '+919876543210',
  role: 'patient',
};

/** GET /api/auth/session as the server answers it: `{ user }`, null when nobody is signed in. */
export const session = (user: CurrentUser | null) => () => json(200, { user });

/** A response the test releases when it wants, to look at the busy state in between. */
export function deferred(): { handler: Handler; release: (response: Response) => void } {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

/** GET /api/consultations/history of someone with no consultations yet (the profile menu's Quick Access reads it). */
export const noConsultations = () => json(200, { counts: { medical: 0, legal: 0, finance: 0, tech: 0 }, consultations: [] });
