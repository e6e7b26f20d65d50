import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import type { Unlisten } from '../../src/db/listen';
import { runMigrations } from '../../src/db/migrate';

/** Which database this run of the suite uses: set by the vitest project (pglite or postgres). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.SAHAY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface EmptyPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL. */
export async function createEmptyPostgresDatabase(template?: string): Promise<EmptyPostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sahay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, dropped again by close(). Migrated unless `migrate: false`.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind() === 'pglite') {
    // A copy of the run's migrated template (database-template.ts) is already at the newest migration.
    const template = migrate ? inject('pgliteTemplate') : '';
    if (template) return pooledPglite(template);
    const handle = await openDatabase({ kind: 'pglite' });
    if (migrate) await runMigrations(handle);
    return handle;
  }
  const template = migrate ? inject('postgresTemplate') : '';
  const empty = await createEmptyPostgresDatabase(template || undefined);
  const handle = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 4 });
  if (migrate && !template) await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/*
 * Issue 18 (CI time): opening PGlite from the template costs about 0.7 s of CPU, and a run opens some hundred. Files in
 * one worker share their modules (isolate: false), so a closed database waits here, emptied, for the next one. Empty
 * means what a fresh copy of the template is: no rows (the migrations insert none), sequences from 1, nobody listening.
 */
const idlePglite: DatabaseHandle[] = [];
let templateShape: string | undefined;

async function pooledPglite(template: string): Promise<DatabaseHandle> {
  let handle = idlePglite.pop();
  if (!handle) {
    handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template)]) });
    templateShape ??= await shapeOf(handle);
  }
  const pooled = handle;
  const listening = new Set<Unlisten>();
  let closed = false;
  return {
    ...pooled,
    async listen(channel, handlers) {
      const unlisten = await pooled.listen(channel, handlers);
      const stop: Unlisten = async () => {
        listening.delete(stop);
        await unlisten();
      };
      listening.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        for (const stop of [...listening]) await stop();
        await emptyDatabase(pooled);
        // A file that changed the schema or the migrations' journal (the migration tests do) leaves no copy behind.
        if ((await shapeOf(pooled)) !== templateShape) throw new Error('not the template any more');
        idlePglite.push(pooled);
      } catch {
        await pooled.close();
      }
    },
  };
}

async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.execute(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  if (tables.length > 0) await handle.execute(`truncate table ${tables.map((t) => String(t.name)).join(', ')} restart identity cascade`);
  await handle.execute('unlisten *');
}

/** The tables, columns and applied migrations: equal to the template's when a file changed none of them. */
async function shapeOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.execute(`
    select (select string_agg(table_schema || '.' || table_name || '.' || column_name || ':' || data_type, ',' order by 1)
              from information_schema.columns where table_schema in ('public', 'drizzle'))
        || '|' || (select string_agg(hash || created_at, ',' order by id) from drizzle.__drizzle_migrations) as shape`);
  return String(row?.shape);
}
