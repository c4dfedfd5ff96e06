import type { UploadFolder } from '../api/file.schema';

/*
 * Plain rules without zod (the web app's first load uses them); the level's schema is in
 * membership.schema.ts.
 */

/** Membership tiers of spec §9. Freemium is the default and the value for anything unknown. */
export const membershipLevels = ['Freemium', 'Spark', 'Pro'] as const;
export type MembershipLevel = (typeof membershipLevels)[number];

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

/** Features that need a level (spec §2/§6): favorite styles need Spark, the Makeup Library Pro. */
export const featureLevels = {
  favoriteStyles: 'Spark',
  productLibrary: 'Pro',
} as const satisfies Record<string, MembershipLevel>;
export type GatedFeature = keyof typeof featureLevels;

/** May a user of this level use the feature? (Editing an existing favorite needs no level.) */
export function canUseFeature(level: unknown, feature: GatedFeature): boolean {
  return hasLevel(level, featureLevels[feature]);
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

/**
 * Longest side of the studio's on-screen previews (customize clicks): rendered at most this
 * large whatever the plan; full resolution only for finals and downloads.
 */
export const PREVIEW_MAX_DIMENSION = 1024;
/** A custom-hairstyle reference image is always resized to this longest side. */
export const REFERENCE_IMAGE_MAX_DIMENSION = 1024;
/** Resized uploads are re-encoded as JPEG at this quality. */
export const RESIZE_JPEG_QUALITY = 0.9;

/** Upload cap for a user; `null`/`undefined` level means signed out (720). */
export function uploadMaxDimension(level: string | null | undefined): number {
  if (level == null) return uploadMaxDimensions.signedOut;
  return uploadMaxDimensions[normalizeLevel(level)];
}

/**
 * Bytes of stored files (photos, results, references, icons) a user may keep. Not in the spec:
 * sized from the caps — a makeover holds its original and at most 120 results, about 0.15 MB
 * each at 720 px, 0.3 MB at 1024 and 1 MB at 2048 — with room for favorites and icons.
 */
export const storageQuotaBytes: Record<MembershipLevel, number> = {
  Freemium: 200 * 1024 * 1024,
  Spark: 2 * 1024 * 1024 * 1024,
  Pro: 20 * 1024 * 1024 * 1024,
};

export function storageQuota(level: unknown): number {
  return storageQuotaBytes[normalizeLevel(level)];
}

/** Favorite-style icons are shown at most 128 CSS px wide; 512 px covers 4× screens. */
export const FAVORITE_ICON_MAX_DIMENSION = 512;

/**
 * Longest side a stored upload keeps, by folder (spec §5): photos and results at the level's
 * cap, reference images at 1024 whatever the level, favorite icons at 512.
 */
export function storedImageMaxDimension(folder: UploadFolder, level: unknown): number {
  if (folder === 'references') return REFERENCE_IMAGE_MAX_DIMENSION;
  if (folder === 'favorite-icons') return FAVORITE_ICON_MAX_DIMENSION;
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
  if (access === 'spark' && !canUseFeature(user.level, 'favoriteStyles')) return 'home';
  if (access === 'pro' && !canUseFeature(user.level, 'productLibrary')) return 'home';
  return 'ok';
}
