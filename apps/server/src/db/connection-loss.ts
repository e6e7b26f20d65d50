import type pg from 'pg';

// PostgreSQL's codes for a connection that is gone or refused (admin_shutdown, crash_shutdown, cannot_connect_now,
// connection_exception, connection_does_not_exist, connection_failure, sqlclient_unable_to_establish_sqlconnection).
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
const CONNECTION_MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/** True when the error (or one it wraps, as drizzle does) says the database connection was lost, not the query wrong. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
  }
  return false;
}

function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*\(?\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);
}

/** Long enough for the pool to hear that its other idle connections died too, and to drop them. */
const RETRY_DELAY_MS = 50;

/**
 * Issue 16: a read that fails because its connection was dropped (a restart, a failover, pg_terminate_backend) is
 * run once more on a fresh connection. Only plain SELECTs through the pool: a write may have happened before the
 * connection died, and a transaction's queries run on its own client, so both still fail (and answer 503).
 */
export function retryReadsOnce(pool: pg.Pool, delayMs = RETRY_DELAY_MS): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (!isRead(args[0]) || !isConnectionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return query(...args);
    }
  };
  // Callback-style calls (none of ours) keep the original behaviour.
  pool.query = ((...args: unknown[]) => (typeof args.at(-1) === 'function' ? query(...args) : retrying(...args))) as typeof pool.query;
}

/**
 * drizzle sends `begin` before its try/finally, so a transaction whose `begin` fails on a dead connection never
 * gives its client back: after a database restart the pool would fill with dead clients and every request hang.
 * Such a client is released here, with the error, so the pool discards it.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | null)?.text;
    if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
      result.catch((error: unknown) => {
        if (isConnectionError(error)) client.release(error instanceof Error ? error : true);
      });
    }
    return result;
  }) as typeof client.query;
}

/**
 * A pooled connection the server drops must not crash the process: pg emits 'error' on an idle client (the pool
 * then discards it) and also on one checked out between two queries of a transaction, where nobody listens. The
 * next query on that client fails instead, and is answered 503.
 */
export function surviveConnectionLoss(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseOnFailedBegin(client);
  });
  retryReadsOnce(pool);
}
