import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { loadEnv } from '../src/lib/env';
import { createLogger } from '../src/lib/logger';
import { startServer } from '../src/server';
import { createServerTarget, temporaryDataDir } from './support/server-target';
import { testDatabaseKind } from './support/test-database';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const LOCK_MODULE = pathToFileURL(join(SERVER_DIR, 'src/db/data-dir-lock.ts')).href;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = temporaryDataDir();
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const lockFile = (dir: string) => join(dir, 'sahay.lock');

/** Another process that takes the lock with the real code and holds it until it is killed. */
async function otherProcessHolding(dir: string): Promise<ChildProcess & { pid: number }> {
  const code = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
lockDataDir(process.argv[1]);
process.stdout.write('locked\\n');
setInterval(() => undefined, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, dir], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  await new Promise<void>((done, fail) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) done();
    });
    child.once('exit', (code) => fail(new Error(`the lock holder exited (${code}): ${stderr}`)));
  });
  return child as ChildProcess & { pid: number };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

describe('lockDataDir', () => {
  it('writes this process id into DATA_DIR/sahay.lock, and release removes it', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    const again = lockDataDir(dir);
    expect(existsSync(lockFile(dir))).toBe(true);
    again();
  });

  it('creates a DATA_DIR that does not exist yet', () => {
    const dir = join(dataDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(lockFile(dir))).toBe(true);
    release();
  });

  it('refuses a second lock from another running process, naming its pid and the directory', async () => {
    const dir = dataDir();
    const holder = await otherProcessHolding(dir);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `Another Sahay server (pid ${holder.pid}) is already using ${resolve(dir)}. ` + 'Stop it first, or start this one with a different DATA_DIR.',
    );
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));
  });

  it('takes over the lock a crashed process left behind', async () => {
    const dir = dataDir();
    const holder = await otherProcessHolding(dir);
    await killed(holder);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a pid'],
  ])('takes over a lock file that is %s', (_label, content) => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), content);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second lock in the same process, and allows it once the first is released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    cleanups.push(release);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(`${dir}/.`)).toThrow(`already using ${resolve(dir)}`);
    release();
    lockDataDir(dir)();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('releases only once: a late second release leaves a new owner’s lock alone', () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    first();
    const second = lockDataDir(dir);
    first();
    expect(existsSync(lockFile(dir))).toBe(true);
    second();
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('starting on PGlite', () => {
  it('stops with the lock message when another server holds DATA_DIR, and leaves its lock alone', async () => {
    // Empty: the refused start must not create the database directory.
    const target = await createServerTarget({ empty: true });
    cleanups.push(() => target.cleanup());
    const holder = await otherProcessHolding(target.dataDir);
    await expect(startServer(loadEnv(await target.env()), createLogger('silent'))).rejects.toThrow(
      `Another Sahay server (pid ${holder.pid}) is already using ${resolve(target.dataDir)}`,
    );
    expect(readFileSync(lockFile(target.dataDir), 'utf8')).toBe(String(holder.pid));
    expect(existsSync(join(target.dataDir, 'pglite'))).toBe(false);
  });

  it('holds the lock while running and releases it on close', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const server = await startServer(loadEnv(await target.env()), createLogger('silent'));
    try {
      expect(readFileSync(lockFile(target.dataDir), 'utf8')).toBe(String(process.pid));
      await expect(startServer(loadEnv(await target.env()), createLogger('silent'))).rejects.toThrow(DataDirLockedError);
    } finally {
      await server.close();
    }
    expect(existsSync(lockFile(target.dataDir))).toBe(false);
  }, 60_000);
});

describe.runIf(testDatabaseKind() === 'postgres')('starting on PostgreSQL', () => {
  it('takes no DATA_DIR lock, so several instances can share one DATA_DIR', async () => {
    const target = await createServerTarget();
    cleanups.push(() => target.cleanup());
    const env = { SEED_DEMO_DATA: 'false' };
    const first = await startServer(loadEnv(await target.env(env)), createLogger('silent'));
    try {
      const second = await startServer(loadEnv(await target.env(env)), createLogger('silent'));
      await second.close();
      expect(existsSync(lockFile(target.dataDir))).toBe(false);
    } finally {
      await first.close();
    }
  }, 60_000);
});
