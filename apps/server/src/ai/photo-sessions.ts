import { randomBytes } from 'node:crypto';
import type { ImageBytes } from './image-edit-provider';

/** A photo kept for one session of work, already at the size its caller's plan works on. */
export type PhotoSession = {
  /** unguessable (128 random bits, base64url) */
  id: string;
  /** who may use it: `user:…` or the signed-out client's `ip:…` (the admission's caller key) */
  owner: string;
  photo: ImageBytes;
  /** the longest side it was fitted to (the plan's, or the reference size) */
  maxSide: number;
  role: 'photo' | 'reference';
  expiresAt: number;
};

export type PhotoSessionOptions = {
  /** idle time after which a photo is dropped (each use extends it) */
  ttlMs: number;
  /** bytes of photos kept over all callers; the least recently used go first beyond it */
  maxBytes: number;
  /** photos kept per caller; their least recently used goes first beyond it */
  perOwner: number;
  now?: () => number;
};

/** A photo is kept this long after its last use (a studio session of work). */
export const PHOTO_SESSION_TTL_MS = 30 * 60_000;
/** Memory for kept photos: about 250 Pro photos (2048 px JPEG ≈ 1 MB), 2500 at 720 px. */
export const PHOTO_SESSION_MAX_BYTES = 256 * 1024 * 1024;
/** Photos per caller: a photo, a few custom-style references, a second tab. */
export const PHOTO_SESSIONS_PER_OWNER = 8;
/** How often expired photos are swept out (besides on every new photo). */
const SWEEP_INTERVAL_MS = 60_000;

/** A new photo id: 128 random bits, base64url (22 characters). */
export function newPhotoId(): string {
  return randomBytes(16).toString('base64url');
}

/** Why a photo id did not resolve: `expired` (or never known) → 410, `foreign` → 404. */
export class PhotoSessionError extends Error {
  constructor(readonly reason: 'expired' | 'foreign') {
    super(reason === 'expired' ? 'photo session expired' : "another caller's photo");
    this.name = 'PhotoSessionError';
  }
}

/**
 * The photos the AI endpoints work on, kept in this process's memory under an unguessable id
 * bound to their caller, so a preview sends the id instead of the photo. Bounded in bytes and
 * per caller (least recently used first), expiring after PHOTO_SESSION_TTL_MS idle. A lost
 * photo (expired, evicted, another server) is answered 410 and the client sends it again.
 */
export class PhotoSessionStore {
  /** insertion order = least recently used first */
  private readonly sessions = new Map<string, PhotoSession>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: PhotoSessionOptions) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** Keeps `photo` for `owner` and answers its id (a new one unless given). */
  create(
    owner: string,
    photo: ImageBytes,
    maxSide: number,
    role: PhotoSession['role'],
    id = newPhotoId(),
  ): string {
    this.sweep();
    this.sessions.set(id, {
      id,
      owner,
      photo,
      maxSide,
      role,
      expiresAt: this.now() + this.options.ttlMs,
    });
    this.bytes += photo.bytes.length;
    const own = [...this.sessions.values()].filter((s) => s.owner === owner);
    for (const old of own.slice(0, Math.max(0, own.length - this.options.perOwner)))
      this.drop(old.id);
    for (const oldest of this.sessions.keys()) {
      if (this.bytes <= this.options.maxBytes || oldest === id) break;
      this.drop(oldest);
    }
    return id;
  }

  /** The photo under `id` for `owner` (its expiry extended), or PhotoSessionError. */
  use(id: string, owner: string): PhotoSession {
    const found = this.sessions.get(id);
    if (!found || found.expiresAt <= this.now()) {
      if (found) this.drop(id);
      throw new PhotoSessionError('expired');
    }
    if (found.owner !== owner) throw new PhotoSessionError('foreign');
    found.expiresAt = this.now() + this.options.ttlMs;
    this.sessions.delete(id);
    this.sessions.set(id, found);
    return found;
  }

  /** Drops every photo past its time. */
  sweep(): void {
    const now = this.now();
    for (const s of this.sessions.values()) if (s.expiresAt <= now) this.drop(s.id);
  }

  stats(): { photos: number; bytes: number } {
    return { photos: this.sessions.size, bytes: this.bytes };
  }

  close(): void {
    clearInterval(this.timer);
    this.sessions.clear();
    this.bytes = 0;
  }

  private drop(id: string): void {
    const s = this.sessions.get(id);
    if (!s) return;
    this.sessions.delete(id);
    this.bytes -= s.photo.bytes.length;
  }
}
