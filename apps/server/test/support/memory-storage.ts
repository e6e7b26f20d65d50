import { assertSafeKey, type StorageProvider } from '../../src/providers/storage/storage';

/** A storage provider that is not a disk (as an S3 adapter would not be): what it holds is visible to the test. */
export function memoryStorage(): StorageProvider & { readonly files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    files,
    put: (key, data) => {
      assertSafeKey(key);
      files.set(key, data);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(files.get(key) ?? null),
    delete: (key) => {
      files.delete(key);
      return Promise.resolve();
    },
  };
}
