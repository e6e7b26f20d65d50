import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

// Next to this file in the sources; copied next to the bundle by the build.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export class MigrationMismatchError extends Error {
  override name = 'MigrationMismatchError';
}

// Any fixed number: instances starting together on one PostgreSQL take turns to migrate under it.
const MIGRATION_LOCK_KEY = 7_240_001;

export function journalCount(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(`${dir}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const rows = await handle.execute(
    `select count(*)::int as n from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  );
  if (rows[0]?.n === 0) return 0;
  const applied = await handle.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(applied[0]?.n ?? 0);
}

/** Applies pending migrations, then refuses to go on if the database and this build disagree. */
export async function runMigrations(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<{ applied: number }> {
  const config = { migrationsFolder: dir };
  await handle.withLock(MIGRATION_LOCK_KEY, async (db) => {
    if (handle.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, config);
    else await migratePostgres(db as unknown as NodePgDatabase, config);
  });
  const applied = await appliedCount(handle);
  const expected = journalCount(dir);
  if (applied !== expected) {
    throw new MigrationMismatchError(
      `The database has ${applied} migrations applied but this build has ${expected}. ` +
        'It was probably written by a newer version of Sahay; run that version or restore a matching backup.',
    );
  }
  return { applied };
}
