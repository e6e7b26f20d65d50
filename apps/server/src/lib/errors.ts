import type { ErrorCode } from '@sahay/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PROOF_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_REQUIRED: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  PROVIDER_FAILED: 502,
};

/** Services throw this; the app's one error handler turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}
