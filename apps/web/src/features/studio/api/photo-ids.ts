import type { AiImage } from '@looklab/shared/api/ai.schema';

export type PhotoRole = 'photo' | 'reference';

/** Photos (and references) whose server ids this tab remembers; the oldest goes first. */
export const PHOTO_IDS_KEPT = 8;

/**
 * The server's ids of the photos this tab sent, by the photo's own base64 (the studio holds one
 * string per photo, so the lookup is by that string) and role. An upload on its way is shared:
 * previews that start while the photo is still being sent wait for the same id.
 */
export class PhotoIds {
  private readonly ids = new Map<string, Promise<string>>();

  private key(image: AiImage, role: PhotoRole): string {
    return `${role}:${image.mimeType}:${image.base64}`;
  }

  remember(image: AiImage, role: PhotoRole, id: string): void {
    this.set(this.key(image, role), Promise.resolve(id));
  }

  /** The id of `image`, or `upload()`'s (remembered unless it fails). */
  idOf(image: AiImage, role: PhotoRole, upload: () => Promise<string>): Promise<string> {
    const key = this.key(image, role);
    const known = this.ids.get(key);
    if (known) {
      this.set(key, known);
      return known;
    }
    const pending = upload();
    this.set(key, pending);
    pending.catch(() => {
      if (this.ids.get(key) === pending) this.ids.delete(key);
    });
    return pending;
  }

  /** Forgets `image` when the server said its `id` is gone (a newer id is kept). */
  async forget(image: AiImage, role: PhotoRole, id: string): Promise<void> {
    const key = this.key(image, role);
    const known = this.ids.get(key);
    if (known && (await known.catch(() => null)) === id && this.ids.get(key) === known)
      this.ids.delete(key);
  }

  clear(): void {
    this.ids.clear();
  }

  private set(key: string, id: Promise<string>): void {
    this.ids.delete(key);
    this.ids.set(key, id);
    while (this.ids.size > PHOTO_IDS_KEPT) {
      const oldest = this.ids.keys().next().value;
      if (oldest === undefined) break;
      this.ids.delete(oldest);
    }
  }
}

/** This tab's photo ids. */
export const photoIds = new PhotoIds();
