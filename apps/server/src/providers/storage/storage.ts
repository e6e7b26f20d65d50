/**
 * Where uploaded files live (chat attachments, later records). The local default keeps them on disk under
 * DATA_DIR/files; an S3-compatible adapter can implement the same three calls.
 */
export interface StorageProvider {
  readonly kind: string;
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (a folder, a random id): nothing a person typed reaches a file path. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
