import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

// Lock files this process holds. The pid in the file cannot tell a second server in this same process from
// a stale lock that a crashed run left with a pid that happens to be ours again (pid 1 in a container).
const held = new Map<string, symbol>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock file holds the
 * owner's pid, so a lock left behind by a crashed process is recognised as stale and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(resolve(dataDir), 'sahay.lock');
  if (held.has(path)) {
    throw new DataDirLockedError(`A Sahay server in this process is already using ${resolve(dataDir)}. Close it first, or use a different DATA_DIR.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const token = Symbol(path);
      held.set(path, token);
      // Releasing twice must not remove a lock taken since by someone else.
      return () => {
        if (held.get(path) !== token) return;
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another Sahay server (pid ${owner}) is already using ${resolve(dataDir)}. ` + 'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${resolve(dataDir)}`);
}
