/**
 * The studio's IndexedDB (photos are too large for sessionStorage): one object store of values
 * by key — the studio a visitor keeps while signing in, and a signed-in user's unsaved draft.
 */
const DB_NAME = 'looklab-studio';
const STORE = 'pending';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = op(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const studioDb = {
  get: (key: string) => run<unknown>('readonly', (s) => s.get(key)),
  put: (key: string, value: unknown) => run('readwrite', (s) => s.put(value, key)),
  delete: (key: string) => run('readwrite', (s) => s.delete(key)),
};
