import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { MIGRATIONS_DIR, runMigrations } from '../../src/db/migrate';

/*
 * Vitest global setup for the server projects: migrate one database per run and let every test file start from a
 * copy of it. A fresh PGlite runs initdb (4–6 s on this machine) and then every migration; loading a dump takes
 * about 1 s. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the migrated files instead of replaying migrations.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump (tar), or '' when this project runs on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database to copy, or '' when this project runs on PGlite. */
    postgresTemplate: string;
  }
}

/** PGlite's package.json is not exported: found from its entry point upwards. */
function pgliteVersion(): string {
  for (let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error('PGlite has no package.json');
}

/** The migrations' bytes and PGlite's version name the dump: a change to either makes a new one, else it is reused. */
function migrationsDigest(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const path = join(tmpdir(), `sahay-pglite-template-${migrationsDigest()}.tar`);
  if (existsSync(path)) return path;
  // Migrated on disk, then dumped: PGlite dumps only its own data directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'sahay-pglite-template-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(handle);
    await handle.close();
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a run started meanwhile never reads half a file.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return path;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `sahay_template_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await runMigrations(handle);
  // A template must have no connections while it is copied.
  await handle.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export default async function setup(project: TestProject) {
  const postgres = project.config.env?.SAHAY_TEST_DB === 'postgres';
  project.provide('pgliteTemplate', postgres ? '' : await pgliteTemplate());
  if (!postgres) {
    project.provide('postgresTemplate', '');
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
