import { z } from 'zod';

/** POST /api/shares (spec §7 createPublicShareLink): the image to publish for one month. */
export const createShareRequestSchema = z.object({
  imageBase64: z.string().min(1).max(26_000_000),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** The share page is `{origin}/share/{shareId}`; the image is public at `/api/shares/{shareId}.png`. */
export const createShareResponseSchema = z.object({
  shareId: z.string(),
  expiresAt: z.number().int(),
});
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

/** Shared links and images live one month (spec §9). */
export const SHARE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
