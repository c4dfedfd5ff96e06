import { z } from 'zod';
import { userSettingsSchema, usageSchema } from '../account/settings.schema';
import { membershipLevelSchema } from '../membership/membership.schema';
import { generationStatusSchema } from './client-config.schema';

export * from './client-config.schema';

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  /** the AI mode (same as generation.provider), kept as a plain string for older clients */
  ai: z.string(),
  generation: generationStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** Error body of every failed /api call; `message` is the text to show. */
export const apiErrorSchema = z.object({ code: z.string().optional(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Server-Sent Events on GET /api/events: `event: settings` / `event: usage`, data = JSON. */
export const userEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('settings'), data: userSettingsSchema }),
  z.object({ type: z.literal('usage'), data: usageSchema }),
]);
export type UserEventMessage = z.infer<typeof userEventSchema>;

/** Admin: POST /api/admin/set-level (loopback only, token from DATA_DIR). */
export const setLevelRequestSchema = z.object({
  email: z.string().min(1),
  level: membershipLevelSchema,
});
