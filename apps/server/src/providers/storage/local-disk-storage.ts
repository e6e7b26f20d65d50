import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type StorageProvider } from './storage';

/** The local default: one file per key under `root` (DATA_DIR/files), written whole or not at all. */
export function localDiskStorage(root: string): StorageProvider {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local-disk',
    put: async (key, data) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file, even if the process dies mid-write.
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    get: async (key) => {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
