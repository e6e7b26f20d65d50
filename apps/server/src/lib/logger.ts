import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// ARCHITECTURE.md: logs never carry health data or SQL parameters. A message, a chat text or an intake reaches a
// log only inside an error: Drizzle's query error puts the parameters in its message and stack, and PostgreSQL's
// own errors put the offending value in `detail` and sometimes in the message ('invalid input syntax for type
// uuid: "…"'). The error serializer below keeps what an operator needs (type, SQL with placeholders, SQLSTATE,
// constraint, stack frames) and drops the rest; the redact paths catch the fields a call site might log by hand.
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'password',
  '*.password',
  'params',
  '*.params',
  'body',
  '*.body',
  'text',
  '*.text',
  'messageText',
  '*.messageText',
];

// Fields of an error that can carry a value from the request or the database.
const DROPPED_ERROR_FIELDS = new Set([
  'message',
  'stack',
  'params',
  'parameters',
  'detail',
  'where',
  'hint',
  'internalQuery',
  'body',
  'text',
  'cause',
  'errors',
]);
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error || (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string' && 'stack' in value)
  );
}

/** PostgreSQL's error (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';
}

/** Drizzle's DrizzleQueryError: the SQL (with $1 placeholders) is kept, the parameters are not. */
function isQueryError(error: ErrorLike): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

function safeMessage(error: ErrorLike): string {
  if (isQueryError(error)) return `Failed query: ${String(error.query)}`;
  if (isDatabaseError(error)) return `database error ${String(error.code)}${typeof error.constraint === 'string' ? ` (${error.constraint})` : ''}`;
  return error.message;
}

export function safeError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  const type = value.constructor?.name ?? value.name;
  const message = safeMessage(value);
  const frames = (typeof value.stack === 'string' ? value.stack.split('\n') : []).filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (isDatabaseError(value)) {
    for (const field of DATABASE_ERROR_FIELDS) if (value[field] !== undefined) out[field] = value[field];
  } else {
    for (const [key, field] of Object.entries(value)) {
      if (DROPPED_ERROR_FIELDS.has(key) || key in out) continue;
      if (field === null || ['string', 'number', 'boolean'].includes(typeof field)) out[key] = field;
    }
  }
  if (value.cause !== undefined && depth < MAX_CAUSES) out.cause = safeError(value.cause, depth + 1);
  return out;
}

/**
 * The app's logger; tests pass a destination to read what was written. By default it writes to stdout
 * asynchronously (issue 17 part 6: a request's log line costs a buffer append, not a blocking write); call
 * `logger.flush()` before the process exits (index.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, remove: true },
    serializers: { err: safeError, error: safeError },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
