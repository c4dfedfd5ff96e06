import { z } from 'zod';

/* better-auth's session reply (auth-client.ts loads this module with the request). */

/** The user fields we use from better-auth's session reply. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  image: z.string().nullish(),
  emailVerified: z.boolean().optional(),
  createdAt: z.union([z.string(), z.number()]).optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionReplySchema = z
  .object({ user: authUserSchema, session: z.object({ id: z.string() }).passthrough() })
  .nullable();
