import { z } from 'zod';

/** Membership tiers of spec §9. Freemium is the default and the value for anything unknown. */
export const membershipLevelSchema = z.enum(['Freemium', 'Spark', 'Pro']);
export type MembershipLevel = z.infer<typeof membershipLevelSchema>;
export const membershipLevels: readonly MembershipLevel[] = membershipLevelSchema.options;

/** Rank used for "at least this level" comparisons. */
const levelRank: Record<MembershipLevel, number> = { Freemium: 0, Spark: 1, Pro: 2 };

/** Any stored or received value → a level; unknown, empty or differently cased junk → Freemium. */
export function normalizeLevel(value: unknown): MembershipLevel {
  if (typeof value !== 'string') return 'Freemium';
  const trimmed = value.trim().toLowerCase();
  const match = membershipLevels.find((level) => level.toLowerCase() === trimmed);
  return match ?? 'Freemium';
}

/** True when `level` is `required` or higher. */
export function hasLevel(level: unknown, required: MembershipLevel): boolean {
  return levelRank[normalizeLevel(level)] >= levelRank[required];
}

/**
 * Catalogue visibility (spec §6): Freemium sees items with no level or Freemium, Spark sees all
 * but Pro, Pro sees everything. An unknown user level counts as Freemium.
 */
export function canSeeItemLevel(
  itemLevel: MembershipLevel | null | undefined,
  userLevel: unknown,
): boolean {
  if (itemLevel == null) return true;
  return levelRank[normalizeLevel(userLevel)] >= levelRank[itemLevel];
}

/** Saved-makeover caps of spec §5/§9; null means unlimited. */
export const makeoverCaps: Record<MembershipLevel, number | null> = {
  Freemium: 3,
  Spark: 20,
  Pro: null,
};

export function makeoverCap(level: unknown): number | null {
  return makeoverCaps[normalizeLevel(level)];
}

/** May a user with `savedCount` makeovers save (create) one more? */
export function canSaveMakeover(level: unknown, savedCount: number): boolean {
  const cap = makeoverCap(level);
  return cap === null || savedCount < cap;
}

/** Longest side of an uploaded photo, in pixels (spec §5). */
export const uploadMaxDimensions = {
  signedOut: 720,
  Freemium: 720,
  Spark: 1024,
  Pro: 2048,
} as const;

/** A custom-hairstyle reference image is always resized to this longest side. */
export const REFERENCE_IMAGE_MAX_DIMENSION = 1024;
/** Resized uploads are re-encoded as JPEG at this quality. */
export const RESIZE_JPEG_QUALITY = 0.9;

/** Upload cap for a user; `null`/`undefined` level means signed out (720). */
export function uploadMaxDimension(level: string | null | undefined): number {
  if (level == null) return uploadMaxDimensions.signedOut;
  return uploadMaxDimensions[normalizeLevel(level)];
}

/** Target size keeping the aspect ratio so the longest side is at most `maxDimension`. */
export function fitWithin(
  width: number,
  height: number,
  maxDimension: number,
): { width: number; height: number; resized: boolean } {
  const longest = Math.max(width, height);
  if (longest <= maxDimension) return { width, height, resized: false };
  const scale = maxDimension / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    resized: true,
  };
}

/** The before/after image carries 'Generated with …' only for Freemium or an unset level. */
export function needsBeforeAfterWatermark(level: unknown): boolean {
  return normalizeLevel(level) === 'Freemium';
}

/** Downloads for Freemium/unknown go through the watermark step first (spec §5). */
export function needsDownloadProcessing(level: unknown): boolean {
  return normalizeLevel(level) === 'Freemium';
}

/** Printable cards for non-Pro users include a QR code and a 'Generated with' site line. */
export function cardIncludesQrAndSiteLine(level: unknown): boolean {
  return normalizeLevel(level) !== 'Pro';
}

/** Who may open a route (spec §2 and §6). */
export type RouteAccess = 'public' | 'signedIn' | 'spark' | 'pro';

/** Access needed for a path; unknown paths are public (the router redirects them to /). */
export function routeAccess(pathname: string): RouteAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/product-library') return 'pro';
  if (/^\/profile\/styles\/[^/]+\/edit$/.test(path)) return 'signedIn';
  if (path === '/profile/styles' || path === '/profile/styles/new') return 'spark';
  if (
    path === '/auth/change-password' ||
    path === '/profile' ||
    path === '/profile/makeovers' ||
    path === '/select-person' ||
    /^\/makeover\/[^/]+$/.test(path) ||
    /^\/(hairstyles|customize|results)(\/[^/]+)?$/.test(path)
  ) {
    return 'signedIn';
  }
  return 'public';
}

/**
 * Can this user open the path? `level` null/undefined means signed out.
 * Returns 'ok', 'signIn' (send to /auth/signin remembering the origin) or 'home' (level too low).
 */
export function routeDecision(
  pathname: string,
  user: { level: unknown } | null,
): 'ok' | 'signIn' | 'home' {
  const access = routeAccess(pathname);
  if (access === 'public') return 'ok';
  if (!user) return 'signIn';
  if (access === 'spark' && !hasLevel(user.level, 'Spark')) return 'home';
  if (access === 'pro' && !hasLevel(user.level, 'Pro')) return 'home';
  return 'ok';
}
