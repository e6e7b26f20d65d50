import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { surviveConnectionLoss } from './connection-loss';
import { listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs raw SQL (used by migrations checks and tests). */
  execute(sql: string): Promise<Array<Record<string, unknown>>>;
  /**
   * Runs `work` while holding a lock that every other process on the same database waits for (used so that
   * instances starting together migrate one after the other). PostgreSQL: a session advisory lock on one
   * dedicated connection, which `work` also uses. PGlite: one process per DATA_DIR already, so no lock.
   */
  withLock<T>(key: number, work: (db: Database) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (realtime fan-out, issue 6); writers NOTIFY in their transaction. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `loadDataDir`: start from a dump (dumpDataDir) instead of an empty cluster, as the tests' migrated template. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** PGlite keeps its files in DATA_DIR/pglite; without a dataDir it lives in memory (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A client that loses its server must not crash the process; reads are retried once (issue 16).
    surviveConnectionLoss(pool);
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      execute: async (sql) => (await pool.query(sql)).rows as Array<Record<string, unknown>>,
      withLock: async (key, work) => {
        const connection = await pool.connect();
        let broken: Error | undefined;
        try {
          await connection.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work(drizzlePostgres({ client: connection, schema }));
          } finally {
            // A connection that cannot unlock is destroyed on release, which ends its lock too.
            await connection.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
              broken = error;
            });
          }
        } finally {
          connection.release(broken);
        }
      },
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    execute: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    withLock: (_key, work) => work(db),
    // One process per DATA_DIR, so every NOTIFY comes from this process and is never missed.
    listen: async (channel, handlers) => client.listen(channel, (payload) => handlers.onPayload(payload)),
    close: () => client.close(),
  };
}
