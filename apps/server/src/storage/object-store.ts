/** Where uploaded and generated files live: local disk by default, S3-compatible storage when configured. */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Returns null when the object does not exist. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Storage keys are relative POSIX paths of safe segments only. */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/')) return false;
  return key
    .split('/')
    .every((seg) => /^[A-Za-z0-9._-]+$/.test(seg) && seg !== '.' && seg !== '..');
}
