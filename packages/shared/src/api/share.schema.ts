import { z } from 'zod';
import { pageSchema } from './paging.schema';

/**
 * POST /api/shares (spec §7 createPublicShareLink): the image to publish for one month, and
 * whether its owner also shows it in the Explore gallery (an explicit opt-in; signed in only).
 */
export const createShareRequestSchema = z.object({
  imageBase64: z.string().min(1).max(26_000_000),
  showInExplore: z.boolean().optional(),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** The share page is `{origin}/share/{shareId}`; the image is public at `/api/shares/{shareId}.png`. */
export const createShareResponseSchema = z.object({
  shareId: z.string(),
  expiresAt: z.number().int(),
});
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

/** A share id: 16 random bytes (128 bits) in base64url. */
export const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const shareIdParamsSchema = z.object({ shareId: shareIdSchema });

/** One makeover of the public Explore gallery (GET /api/explore/makeovers, newest first). */
export const exploreMakeoverSchema = z.object({
  shareId: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type ExploreMakeover = z.infer<typeof exploreMakeoverSchema>;
export const exploreMakeoversPageSchema = pageSchema(exploreMakeoverSchema);

/** Explore gallery page size. */
export const EXPLORE_PAGE_SIZE = 12;

/** Shared links and images live one month (spec §9). */
export const SHARE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
