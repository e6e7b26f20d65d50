import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createEmptyPostgresDatabase, testDatabaseKind } from './test-database';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function temporaryDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sahay-data-'));
}

/**
 * What startServer needs to run as `npm start` would, on the database this project tests: PGlite under a
 * temporary DATA_DIR, or a new PostgreSQL database named by DATABASE_URL. Already migrated, from the run's template
 * (database-template.ts), unless `empty`: a fresh PGlite runs initdb and every migration in WebAssembly, 10–15 s of
 * CPU for each of the dozen servers these tests start (issue 18: CI time). The start still runs the migrations, and
 * finds none to apply; migrations.test.ts starts from empty where that is what it tests.
 */
export interface ServerTarget {
  dataDir: string;
  databaseUrl?: string;
  /** An environment for loadEnv: this database, a free port on 127.0.0.1, silent logs. */
  env(overrides?: Record<string, string>): Promise<Record<string, string>>;
  /** Opens the target's database directly; for PGlite, only while no server has it open. */
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

export async function createServerTarget(options: { empty?: boolean } = {}): Promise<ServerTarget> {
  const dataDir = temporaryDataDir();
  const kind = testDatabaseKind();
  const template = options.empty ? '' : inject(kind === 'postgres' ? 'postgresTemplate' : 'pgliteTemplate');
  // The PGlite template is a tar of a data directory (PGlite's own dump), which is what DATA_DIR/pglite holds.
  if (kind === 'pglite' && template) {
    mkdirSync(join(dataDir, 'pglite'));
    execFileSync('tar', ['-xf', template, '-C', join(dataDir, 'pglite')], { stdio: 'ignore' });
  }
  const postgres = kind === 'postgres' ? await createEmptyPostgresDatabase(template || undefined) : undefined;
  return {
    dataDir,
    databaseUrl: postgres?.url,
    env: async (overrides = {}) => ({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...overrides,
    }),
    open: () => (postgres ? openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 }) : openDatabase({ kind: 'pglite', dataDir })),
    cleanup: async () => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another operating-system process of the server (npm run dev's entry, compiled by tsx), for tests of several
 * instances. Node itself runs the server with tsx as a loader, so a signal (even SIGKILL) reaches the server and
 * not a wrapper that would leave it running.
 */
export function spawnServerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}
