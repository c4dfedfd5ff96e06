import type { PhotoPrep } from './render/photo-prep';

/**
 * Memory for per-photo prep kept on the engine's main thread. A Pro photo (2048 px) costs about
 * 16 MB per person (its hair mask over the hair's work region, the segmentation, the cells), a
 * preview-size one about 4 MB: some 8 Pro sessions of work, or 30 at preview size.
 */
export const PREP_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** Preps kept at most, whatever their size (photo × size × person). */
export const PREP_CACHE_MAX_ENTRIES = 64;

/**
 * Hair layers (render/preview-layers.ts) kept for quick previews and the results screen: one
 * per photo, size, person, style and texture, about 6 MB at 1024 px — every look of a session
 * of work (7 hairstyles and a texture or two) at the preview's size.
 */
export const LAYER_CACHE_MAX_BYTES = 96 * 1024 * 1024;
/** Hair layers kept at most, whatever their size. */
export const LAYER_CACHE_MAX_ENTRIES = 24;

/** The bytes of a prep's (or a layer's) typed arrays (what its memory is). */
export function prepBytes(prep: object): number {
  let bytes = 0;
  const visit = (v: unknown): void => {
    if (ArrayBuffer.isView(v)) bytes += v.byteLength;
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(prep);
  return bytes;
}

type Entry<T> = {
  prep: Promise<T>;
  bytes: number;
  /** made: its promise has resolved */
  done: boolean;
  /** makes the job making it urgent (a render waits for it) */
  promote?: () => void;
};

/**
 * Per-photo prep (render/photo-prep.ts) by photo key, size and person — or hair layers by
 * photo key, size, person and layer key — least recently used first out beyond `maxBytes` or
 * `maxEntries`. It holds promises: a render arriving while the prep is being made waits for it
 * instead of making its own.
 */
export class PrepCache<T extends object = PhotoPrep> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = PREP_CACHE_MAX_BYTES,
    private readonly maxEntries = PREP_CACHE_MAX_ENTRIES,
  ) {}

  /**
   * The prep under `key` (made or in the making), most recently used now; else undefined.
   * `urgent`: a render waits for it, so a background job still making it becomes urgent too.
   */
  get(key: string, urgent = false): Promise<T> | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.entries.delete(key);
    this.entries.set(key, found);
    if (urgent) found.promote?.();
    return found.prep;
  }

  /** Whether the prep under `key` is made, being made, or not kept; does not touch its use. */
  state(key: string): 'made' | 'making' | 'none' {
    const found = this.entries.get(key);
    return !found ? 'none' : found.done ? 'made' : 'making';
  }

  /** Remembers a prep being made (by a job `promote` hurries); forgotten if making it fails. */
  pending(key: string, making: Promise<T>, promote?: () => void): void {
    this.drop(key);
    const entry: Entry<T> = {
      prep: making,
      bytes: 0,
      done: false,
      ...(promote ? { promote } : {}),
    };
    this.entries.set(key, entry);
    making.then(
      (prep) => {
        if (this.entries.get(key) !== entry) return;
        entry.done = true;
        entry.bytes = prepBytes(prep);
        this.bytes += entry.bytes;
        this.evict(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    this.evict(key);
  }

  /** Remembers a prep a render made (or grew). */
  set(key: string, prep: T): void {
    this.pending(key, Promise.resolve(prep));
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  private evict(keep: string): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      if (oldest !== keep) this.drop(oldest);
      else if (this.entries.size === 1) break;
    }
  }
}
