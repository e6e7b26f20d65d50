import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { ApiErrorSchema, appLanguageFromHeader, localiseServerMessage } from '@sahay/domain';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** Field errors keyed by the first path segment, the way forms show them under their inputs. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** An error's message and field messages in the language the request asks for (Accept-Language; issue 20). */
export function localisedError(message: string, fieldErrors: Record<string, string[]> | undefined, acceptLanguage: string | undefined) {
  const language = appLanguageFromHeader(acceptLanguage);
  const say = (text: string) => localiseServerMessage(text, language);
  return {
    message: say(message),
    fieldErrors: fieldErrors ? Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(say)])) : undefined,
  };
}

// Invalid input answers 400 in the one error shape, with each message under its field, in the request's language.
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const localised = localisedError(result.error.issues[0]?.message ?? 'Invalid request', fieldErrorsOf(result.error.issues), c.req.header('accept-language'));
    const fieldErrors = localised.fieldErrors;
    const first = localised.message;
    return c.json(errorBody('VALIDATION_FAILED', first, fieldErrors), 400);
  }
  return undefined;
};

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ApiErrorSchema } } },
  429: { description: 'Too many requests', content: { 'application/json': { schema: ApiErrorSchema } } },
} as const;

/** What an admin-only endpoint answers besides its result. */
export const adminErrors = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: ApiErrorSchema } } },
  403: { description: 'Signed in, but not an admin', content: { 'application/json': { schema: ApiErrorSchema } } },
} as const;

export function jsonBody<T>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

export function jsonResponse<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}
