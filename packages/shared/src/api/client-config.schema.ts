import { z } from 'zod';

/*
 * GET /api/config's answer, apart from server.schema.ts (which re-exports it): the web app's
 * first request loads only these schemas.
 */

/** Who makes the generated images (env AI): the embedded engine, a generative service, or none. */
export const aiModeSchema = z.enum(['local', 'gemini', 'openai', 'off']);
export type AiMode = z.infer<typeof aiModeSchema>;

/** The image generation set-up, as /api/health and /api/config report it. */
export const generationStatusSchema = z.object({
  provider: aiModeSchema,
  /** the generative model id (e.g. 'gemini-2.5-flash-image'); null for the embedded engine */
  model: z.string().nullable(),
  /**
   * The start-up check of the provider's key and model: 'not_needed' for local/off, 'pending'
   * while it runs, then 'ok' or 'failed' (the server answers either way).
   */
  check: z.enum(['not_needed', 'pending', 'ok', 'failed']),
  /** what failed, in plain words ('key rejected', 'model not found', 'unreachable'); no key */
  checkDetail: z.string().nullable(),
  /** generations that run at once per user (signed out: per client); more wait in a queue */
  perUserConcurrency: z.number().int().positive(),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/**
 * Whether generated images come from a generative image service (photoreal, slower, counted
 * per call) rather than the embedded engine, whose render is the same as its instant preview.
 */
export function usesGenerativeProvider(generation: Pick<GenerationStatus, 'provider'>): boolean {
  return generation.provider === 'gemini' || generation.provider === 'openai';
}

/** GET /api/config: what the web app needs to know about this server. */
export const clientConfigSchema = z.object({
  /** false when the server runs with ACCOUNTS=off (the account area shows nothing). */
  accounts: z.boolean(),
  /** Federated sign-in providers; start one in a popup at `/api/oauth/popup/{id}`. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  ai: z.string(),
  /** provider, model and start-up check of image generation (see GenerationStatus) */
  generation: generationStatusSchema,
  minPasswordLength: z.number().int(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
