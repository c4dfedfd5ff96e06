import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from './image/raw-image';

/** The last few values by key; the least recently used goes first. */
export class RecentMap<T> {
  private readonly map = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  /** The value for `key`, made (and remembered) when it is not there. */
  get(key: string, make: () => T): T {
    if (this.map.has(key)) {
      const hit = this.map.get(key) as T;
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = make();
    this.map.set(key, value);
    const oldest = this.map.keys().next();
    if (this.map.size > this.capacity && !oldest.done) this.map.delete(oldest.value);
    return value;
  }

  /** The value for `key` if it is there (its use is not touched). */
  peek(key: string): T | undefined {
    return this.map.get(key);
  }

  /** Remembers `value` under `key`, most recently used now. */
  set(key: string, value: T): void {
    this.map.delete(key);
    this.get(key, () => value);
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}

/** A key for one person in one photo: its size and a sample of the face mesh. */
export function personKey(image: RawImage, person: PersonAnalysis): string {
  return `${image.width}x${image.height}:${person.landmarks
    .filter((_, i) => i % 16 === 0)
    .map((p) => `${p[0].toFixed(2)},${p[1].toFixed(2)}`)
    .join(';')}`;
}
