import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { appliedCount, journalCount, MIGRATIONS_DIR, MigrationMismatchError, runMigrations } from '../src/db/migrate';
import { loadEnv } from '../src/lib/env';
import { createLogger } from '../src/lib/logger';
import { startServer } from '../src/server';
import { HttpClient } from './support/http-client';
import { createServerTarget, temporaryDataDir } from './support/server-target';
import { createTestApp } from './support/test-app';
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKind } from './support/test-database';

interface Journal {
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await createTestDatabase(options);
  cleanups.push(() => handle.close());
  return handle;
}

const sqlFiles = () => readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
const readJournal = (dir: string) => JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as Journal;

/** A copy of this build's migrations with one more, `msOffset` after (or, negative, before) the last one. */
function migrationsWithOneMore(msOffset: number): string {
  const dir = temporaryDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = readJournal(dir);
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the journal is empty');
  const tag = `${String(journal.entries.length).padStart(4, '0')}_test_extra`;
  journal.entries.push({ ...last, idx: journal.entries.length, when: last.when + msOffset, tag });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  writeFileSync(join(dir, `${tag}.sql`), 'create table migration_probe (id integer primary key);');
  return dir;
}

async function addForeignMigrationRow(handle: DatabaseHandle) {
  await handle.execute(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${Date.now() + 86_400_000})`);
}

async function tableExists(handle: DatabaseHandle, name: string): Promise<boolean> {
  const rows = await handle.execute(`select to_regclass('public.${name}') is not null as present`);
  return rows[0]?.present === true;
}

describe('migrations', () => {
  it('has one journal entry per SQL file', () => {
    const tags = readJournal(MIGRATIONS_DIR).entries.map((e) => `${e.tag}.sql`);
    expect(tags.sort()).toEqual(sqlFiles().sort());
    expect(journalCount()).toBe(sqlFiles().length);
  });

  it('apply to an empty database and create every table of the schema', async () => {
    const handle = await database({ migrate: false });
    expect(await appliedCount(handle)).toBe(0);
    expect(await runMigrations(handle)).toEqual({ applied: sqlFiles().length });
    for (const table of [
      'users',
      'sessions',
      'accounts',
      'verifications',
      'experts',
      'consultations',
      'consultation_messages',
      'appointments',
      'medical_records',
      'prescriptions',
      'vital_signs',
      'outbox',
      'audit_log',
    ]) {
      expect(await tableExists(handle, table), table).toBe(true);
    }
  });

  it('apply once: running them again changes nothing', async () => {
    const handle = await database();
    expect(await runMigrations(handle)).toEqual({ applied: sqlFiles().length });
    expect(await appliedCount(handle)).toBe(sqlFiles().length);
  });

  it('apply a newer migration of the next build', async () => {
    const handle = await database();
    const dir = migrationsWithOneMore(60_000);
    expect(await runMigrations(handle, dir)).toEqual({ applied: sqlFiles().length + 1 });
    expect(await tableExists(handle, 'migration_probe')).toBe(true);
  });

  it('refuse a database written by a newer build (more applied than this build knows)', async () => {
    const handle = await database();
    await addForeignMigrationRow(handle);
    const expected = sqlFiles().length;
    await expect(runMigrations(handle)).rejects.toThrow(MigrationMismatchError);
    await expect(runMigrations(handle)).rejects.toThrow(`The database has ${expected + 1} migrations applied but this build has ${expected}.`);
  });

  it('refuse a journal entry that drizzle would skip (dated before the last applied migration)', async () => {
    const handle = await database();
    const dir = migrationsWithOneMore(-60_000);
    const expected = sqlFiles().length;
    await expect(runMigrations(handle, dir)).rejects.toThrow(`The database has ${expected} migrations applied but this build has ${expected + 1}.`);
    expect(await tableExists(handle, 'migration_probe')).toBe(false);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('instances starting together on PostgreSQL', () => {
  it('take turns to migrate, so neither fails', async () => {
    const empty = await createEmptyPostgresDatabase();
    cleanups.push(() => empty.drop());
    // Pools of one connection: the lock and the migration must share it, or this would deadlock.
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 })));
    cleanups.push(() => Promise.all(instances.map((handle) => handle.close())));
    const results = await Promise.all(instances.map((handle) => runMigrations(handle)));
    expect(results).toEqual(instances.map(() => ({ applied: sqlFiles().length })));
    expect(await appliedCount(instances[0] as DatabaseHandle)).toBe(sqlFiles().length);
  });
});

describe('GET /api/ready and the migration count', () => {
  it('reports current migrations, then 503 once the database is ahead of this build', async () => {
    const testApp = await createTestApp();
    cleanups.push(() => testApp.close());
    const client = new HttpClient(testApp);
    const expected = sqlFiles().length;
    const healthy = await client.get('/api/ready');
    expect(healthy.status).toBe(200);
    expect(healthy.body.database).toEqual({ kind: testDatabaseKind(), migrations: { applied: expected, expected, current: true } });

    await addForeignMigrationRow(testApp.database);
    const degraded = await client.get('/api/ready');
    expect(degraded.status).toBe(503);
    expect(degraded.body).toEqual({
      status: 'degraded',
      database: { kind: testDatabaseKind(), migrations: { applied: expected + 1, expected, current: false } },
    });
  });
});

describe('starting the server', () => {
  it('stops with MigrationMismatchError when the database is ahead of this build, and frees what it took', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const env = loadEnv(await target.env({ SEED_DEMO_DATA: 'false' }));
    const first = await startServer(env, createLogger('silent'));
    await first.close();

    const handle = await target.open();
    await addForeignMigrationRow(handle);
    await handle.close();

    const failed = startServer(loadEnv(await target.env({ SEED_DEMO_DATA: 'false' })), createLogger('silent'));
    await expect(failed).rejects.toThrow(MigrationMismatchError);
    await expect(failed).rejects.toThrow(/migrations applied but this build has/);
    expect(existsSync(join(target.dataDir, 'sahay.lock'))).toBe(false);

    // The database was closed again: it opens, and still says what the failed start saw.
    const reopened = await target.open();
    expect(await appliedCount(reopened)).toBe(sqlFiles().length + 1);
    await reopened.close();
  }, 60_000);
});
