import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { aiModeSchema, type AiMode } from '@looklab/shared';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? fallback
        : ['1', 'true', 'on', 'yes'].includes(typeof v === 'string' ? v.toLowerCase() : ''),
    z.boolean(),
  );

/** Environment variables the server reads (documented in the README). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('LookLab <no-reply@looklab.local>'),
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default('oidc'),
  ACCOUNTS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  // Who makes generated images: the embedded engine (default), Gemini, OpenAI (or any
  // OpenAI-compatible server at OPENAI_BASE_URL), or nobody.
  AI: z.preprocess(emptyToUndefined, aiModeSchema.default('local')),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalString,
  GEMINI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gemini-2.5-flash-image')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-image-1')),
  // Longest a generation may wait for the provider, retry included (one retry at most).
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(90_000),
  // Provider calls running at once over the whole server; per user (signed out: per IP), both
  // provider calls and engine work (the engine's own limit overall is its worker count).
  AI_CONCURRENCY: z.coerce.number().int().positive().default(4),
  AI_CONCURRENCY_PER_USER: z.coerce.number().int().positive().default(2),
  // Generations waiting for a provider slot: over the whole server, and per user; beyond, 503.
  AI_QUEUE: z.coerce.number().int().nonnegative().default(32),
  AI_QUEUE_PER_USER: z.coerce.number().int().nonnegative().default(8),
  // Requests waiting for the embedded engine (analysis, render, fit): overall and per user;
  // beyond them, 503. Each waiting request holds its body, so this also bounds their memory.
  AI_ENGINE_QUEUE: z.coerce.number().int().nonnegative().default(16),
  AI_ENGINE_QUEUE_PER_USER: z.coerce.number().int().nonnegative().default(4),
  // USD per million input / output tokens of the configured model, for the cost log line
  // (the built-in table covers gemini-2.5-flash-image and gpt-image-1).
  AI_PRICE_INPUT_PER_MTOK: z.preprocess(
    emptyToUndefined,
    z.coerce.number().nonnegative().optional(),
  ),
  AI_PRICE_OUTPUT_PER_MTOK: z.preprocess(
    emptyToUndefined,
    z.coerce.number().nonnegative().optional(),
  ),
  PUBLIC_URL: optionalString,
  BETTER_AUTH_SECRET: optionalString,
  TRUST_PROXY: booleanFlag(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  // Signed-out AI calls per client per minute; the studio's live preview makes one per edit.
  AI_ANON_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  // Signed-in AI calls per user per minute (twice the signed-out allowance).
  AI_USER_RATE_LIMIT: z.coerce.number().int().positive().default(240),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.string().default('info'),
  // Hardening (#20): trusted origins, sign-in and upload limits, PGlite durability.
  /** Extra origins allowed to call the API with cookies (comma-separated), besides PUBLIC_URL. */
  TRUSTED_ORIGINS: optionalString,
  /** Sign-in attempts per account and address per 15 minutes (kept in the database). */
  SIGN_IN_LIMIT: z.coerce.number().int().positive().default(10),
  /** Uploads per user per minute (kept in the database). */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** PGlite flushes each commit to disk (fsync); off trades crash safety for write speed. */
  PGLITE_FSYNC: booleanFlag(true),
  // Billing through Stripe Checkout (#22): without a secret key, upgrades are an admin's job.
  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the webhook endpoint (whsec_…); without it the webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_SPARK: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  /** Another address for Stripe's API (a proxy or a test fake), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** Stripe Checkout: the key, the webhook's signing secret, a price per level, an API address. */
export type BillingConfig = {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  prices: { Spark: string | undefined; Pro: string | undefined };
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
};

/** STRIPE_API_BASE as the SDK's host, port and protocol options. */
function stripeApiAddress(base: string | undefined): BillingConfig['api'] {
  if (!base) return undefined;
  const url = new URL(originOf(base, 'STRIPE_API_BASE'));
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; name: string };

/** A generative service's connection (no key for a self-hosted server that needs none). */
export type ImageServiceConfig = {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
};

/** Image generation: the provider's connection and the limits around its calls. */
export type GenerationConfig = {
  gemini: ImageServiceConfig;
  openai: ImageServiceConfig;
  timeoutMs: number;
  concurrency: number;
  concurrencyPerUser: number;
  queue: number;
  queuePerUser: number;
  /** requests waiting for the embedded engine, overall and per user */
  engineQueue: number;
  engineQueuePerUser: number;
  /** USD per million tokens; overrides the built-in price table for the configured model */
  price: { inputPerMTok: number | undefined; outputPerMTok: number | undefined };
};

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: OidcConfig | undefined;
  accounts: boolean;
  ai: AiMode;
  generation: GenerationConfig;
  /** PUBLIC_URL, or http://localhost:$PORT when it is not set (see `publicUrlConfigured`). */
  publicUrl: string;
  publicUrlConfigured: boolean;
  /** Origins trusted besides the public URL (TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  signInLimit: number;
  uploadRateLimit: number;
  pgliteFsync: boolean;
  billing: BillingConfig;
  authSecret: string;
  trustProxy: boolean;
  authRateLimit: number;
  aiAnonRateLimit: number;
  aiUserRateLimit: number;
  webDist: string;
  logLevel: string;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** DATA_DIR and its folders are private to the server's user (0700); files in them are 0600. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the directory (and parents) if needed and makes it private. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A directory someone else owns (a mount point) keeps its mode: we could not change it.
  if (fs.statSync(dir).uid === process.getuid?.()) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Reads the secret from DATA_DIR, creating one on first start so sessions survive restarts. */
export function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  ensurePrivateDir(dataDir);
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/** An origin (scheme://host[:port]) from configuration; a path or a bad URL is a start-up error. */
function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${variable} must be an absolute URL such as https://looklab.example (got "${value}").`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable} must use http or https (got "${value}").`);
  }
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  ensurePrivateDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET ?? '',
            name: e.OIDC_NAME,
          }
        : undefined,
    accounts: e.ACCOUNTS === 'on',
    ai: e.AI,
    generation: {
      gemini: { apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.GEMINI_IMAGE_MODEL },
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_IMAGE_MODEL },
      timeoutMs: e.AI_TIMEOUT_MS,
      concurrency: e.AI_CONCURRENCY,
      concurrencyPerUser: e.AI_CONCURRENCY_PER_USER,
      queue: e.AI_QUEUE,
      queuePerUser: e.AI_QUEUE_PER_USER,
      engineQueue: e.AI_ENGINE_QUEUE,
      engineQueuePerUser: e.AI_ENGINE_QUEUE_PER_USER,
      price: { inputPerMTok: e.AI_PRICE_INPUT_PER_MTOK, outputPerMTok: e.AI_PRICE_OUTPUT_PER_MTOK },
    },
    publicUrl: originOf(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, 'PUBLIC_URL'),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o.length > 0)
      .map((o) => originOf(o, 'TRUSTED_ORIGINS')),
    signInLimit: e.SIGN_IN_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    pgliteFsync: e.PGLITE_FSYNC,
    billing: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: { Spark: e.STRIPE_PRICE_SPARK, Pro: e.STRIPE_PRICE_PRO },
      api: stripeApiAddress(e.STRIPE_API_BASE),
    },
    authSecret: e.BETTER_AUTH_SECRET ?? loadOrCreateSecret(dataDir, 'auth-secret'),
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    aiAnonRateLimit: e.AI_ANON_RATE_LIMIT,
    aiUserRateLimit: e.AI_USER_RATE_LIMIT,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
  };
}
