import { createHash } from 'node:crypto';

/** The cache key of a photo: SHA-256 of its encoded bytes (the same upload → the same key). */
export function photoKey(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A small least-recently-used map from photo keys to what detection found in that photo.
 * It holds promises, so a render that arrives while the same photo is still being analysed
 * waits for that detection instead of running its own; a failed detection is forgotten.
 */
export class DetectionCache<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private hitCount = 0;
  private missCount = 0;

  constructor(readonly capacity: number) {}

  /** The cached (or in-flight) value for `key`, or else `load()`'s, remembered under `key`. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const found = this.entries.get(key);
    if (found) {
      this.hitCount++;
      // most recently used goes last
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    this.missCount++;
    const loading = load();
    if (this.capacity <= 0) return loading;
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    this.evict();
    return loading;
  }

  /** The value under `key` if it is there (no loading, counts no hit or miss). */
  peek(key: string): Promise<V> | undefined {
    return this.entries.get(key);
  }

  /** Remembers a value that came as a by-product of other work. */
  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, Promise.resolve(value));
    this.evict();
  }

  private evict(): void {
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  stats(): { entries: number; hits: number; misses: number } {
    return { entries: this.entries.size, hits: this.hitCount, misses: this.missCount };
  }
}
