import { z } from 'zod';
import { userSettingsSchema, usageSchema } from '../account/settings.schema';
import { membershipLevelSchema } from '../membership/membership';

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  ai: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/config: what the web app needs to know about this server. */
export const clientConfigSchema = z.object({
  /** false when the server runs with ACCOUNTS=off (the account area shows nothing). */
  accounts: z.boolean(),
  /** Federated sign-in providers; start one in a popup at `/api/oauth/popup/{id}`. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  ai: z.string(),
  minPasswordLength: z.number().int(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

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
