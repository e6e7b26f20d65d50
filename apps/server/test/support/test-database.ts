import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
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
    const handle = await openDatabase({ kind: 'pglite', ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}) });
    if (migrate && !template) await runMigrations(handle);
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
