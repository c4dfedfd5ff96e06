import type { FastifyRequest } from 'fastify';
import {
  analyzeRequestSchema,
  failedToGenerate,
  failedToGetSuggestion,
  generateRequestSchema,
  generationFailed,
  messages,
  noImageDataFor,
  suggestRequestSchema,
  type AiImage,
  type MembershipLevel,
} from '@looklab/shared';
import { AiProviderError, type AiProvider } from '../ai/ai-provider';
import { describeGenerationFailure } from '../ai/generation-errors';
import { HttpError } from '../lib/http-error';
import type { ZodApp } from './route-types';

export type UsageCounter = 'analysis' | 'images' | 'suggestions';

export type AiRouteDeps = {
  provider: AiProvider;
  currentUser(req: FastifyRequest): Promise<{ id: string; level: MembershipLevel } | null>;
  countUsage(userId: string, counter: UsageCounter): Promise<void>;
  /** Requests per minute per client IP for signed-out callers (default 20). */
  anonymousPerMinute?: number;
};

export const unreadableImageMessage = messages.unreadableImage;

/** base64 (optionally a data: URL) → bytes; rejects empty or non-base64 input with 400. */
export function imageBytes(image: AiImage): Buffer {
  const raw = image.base64.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw))
    throw new HttpError(400, unreadableImageMessage, 'bad_image');
  const buf = Buffer.from(raw, 'base64');
  if (buf.length < 16) throw new HttpError(400, unreadableImageMessage, 'bad_image');
  return buf;
}

/** Fixed-window counter per key; small and in-process. */
export class WindowLimiter {
  private hits = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const e = this.hits.get(key);
    if (!e || now - e.start >= this.windowMs) {
      if (this.hits.size > 10_000) this.hits.clear();
      this.hits.set(key, { start: now, count: 1 });
      return true;
    }
    e.count++;
    return e.count <= this.max;
  }
}

/** `Server-Timing: total;dur=81.2, faces;dur=0.1, …` (shown by browser dev tools, read by e2e). */
export function serverTiming(timings: Record<string, number>): string {
  return Object.entries(timings)
    .filter(([name, ms]) => /^[A-Za-z][\w-]*$/.test(name) && Number.isFinite(ms))
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}

function detailOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return 'Please try again.';
}

/** POST /api/ai/analyze, /api/ai/suggest, /api/ai/generate (issues 4 and 5). */
export function registerAiRoutes(app: ZodApp, deps: AiRouteDeps): void {
  const limiter = new WindowLimiter(deps.anonymousPerMinute ?? 20);

  async function caller(
    req: FastifyRequest,
  ): Promise<{ id: string; level: MembershipLevel } | null> {
    const user = await deps.currentUser(req);
    if (!user && !limiter.allow(req.ip)) {
      throw new HttpError(429, 'Too many requests. Please try again later.', 'rate_limited');
    }
    return user;
  }

  app.post('/api/ai/analyze', { schema: { body: analyzeRequestSchema } }, async (req) => {
    const user = await caller(req);
    const bytes = imageBytes(req.body.image);
    let people;
    try {
      people = await deps.provider.analyze(bytes, { level: user?.level ?? 'Freemium' });
    } catch (err) {
      if (err instanceof AiProviderError && err.code === 'BAD_IMAGE')
        throw new HttpError(400, unreadableImageMessage, 'bad_image');
      req.log.error({ err }, 'analysis failed');
      throw new HttpError(500, messages.failedToPreparePhoto, 'analysis_failed');
    }
    if (people.length === 0) throw new HttpError(422, messages.noPeople, 'no_people');
    if (user) await deps.countUsage(user.id, 'analysis');
    return { people };
  });

  app.post('/api/ai/suggest', { schema: { body: suggestRequestSchema } }, async (req) => {
    const user = await caller(req);
    try {
      const suggestion = await deps.provider.suggest({
        ...req.body,
        membershipLevel: user?.level ?? 'Freemium',
      });
      if (user) await deps.countUsage(user.id, 'suggestions');
      return { suggestion };
    } catch (err) {
      req.log.error({ err }, 'suggestion failed');
      throw new HttpError(500, failedToGetSuggestion(detailOf(err)), 'suggestion_failed');
    }
  });

  app.post('/api/ai/generate', { schema: { body: generateRequestSchema } }, async (req, reply) => {
    const user = await caller(req);
    // a client that went away (a preview replaced by a newer one) drops its queued work
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const style = req.body.styleName?.trim();
    try {
      const image = imageBytes(req.body.image);
      const reference = req.body.referenceImage ? imageBytes(req.body.referenceImage) : undefined;
      const out = await deps.provider.generate({
        image,
        personId: req.body.personId,
        look: req.body.look,
        ...(reference ? { reference } : {}),
        ...(req.body.preview === true ? { preview: true } : {}),
        signal: gone.signal,
        caller: user ? `user:${user.id}` : `ip:${req.ip}`,
        // usage.images counts each provider call that was answered (a retry is a second call)
        ...(user ? { onProviderCall: () => deps.countUsage(user.id, 'images') } : {}),
        log: req.log,
      });
      if (out.timings) void reply.header('Server-Timing', serverTiming(out.timings));
      return {
        image: { base64: out.image.toString('base64'), mimeType: out.mimeType },
        meta: out.meta,
      };
    } catch (err) {
      const failure = err instanceof HttpError ? null : describeGenerationFailure(err);
      if (!failure) throw err;
      if (failure.status >= 500) req.log.error({ err }, 'generation failed');
      if (failure.retryAfterSeconds !== undefined)
        void reply.header('Retry-After', String(failure.retryAfterSeconds));
      const message =
        failure.code === 'no_image' && style
          ? noImageDataFor(style)
          : style
            ? failedToGenerate(style, failure.detail)
            : generationFailed(failure.detail);
      throw new HttpError(failure.status, message, failure.code);
    }
  });
}
