import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  analyzeRequestSchema,
  apiMessages,
  failedToGenerate,
  failedToGetSuggestion,
  failedToProcessPhoto,
  generateRequestSchema,
  generationDetails,
  generationFailed,
  messages,
  noImageDataFor,
  suggestRequestSchema,
  uploadMaxDimension,
  type AiImage,
  type MembershipLevel,
} from '@looklab/shared';
import type { AiAdmission } from '../ai/admission';
import { AiProviderError, type AiProvider } from '../ai/ai-provider';
import { LimiterAbortedError, LimiterBusyError } from '../ai/concurrency-limiter';
import { describeGenerationFailure } from '../ai/generation-errors';
import { HttpError } from '../lib/http-error';
import { ImageRefusedError } from '../services/image-validation';
import { requireLookAllowed } from '../services/tier-rules';
import type { ZodApp } from './route-types';

export type UsageCounter = 'analysis' | 'images' | 'suggestions';

/** A signed-in caller as the AI routes need them: their plan and the avant-garde setting. */
export type AiUser = { id: string; level: MembershipLevel; useAvantGardeStyles: boolean };

export type AiRouteDeps = {
  provider: AiProvider;
  /** per-minute limits, and the queues every piece of AI work waits in */
  admission: AiAdmission;
  currentUser(req: FastifyRequest): Promise<AiUser | null>;
  countUsage(userId: string, counter: UsageCounter): Promise<void>;
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

/** Aborted when the client goes away before its answer (a preview replaced by a newer one). */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** POST /api/ai/analyze, /api/ai/suggest, /api/ai/generate (issues 4, 5 and 20). */
export function registerAiRoutes(app: ZodApp, deps: AiRouteDeps): void {
  /**
   * Who asks (signed out: their address, at Freemium), counted against their per-minute
   * limit, with the longest photo side their plan works on (spec §5).
   */
  async function callerOf(req: FastifyRequest) {
    const user = await deps.currentUser(req);
    const key = user ? `user:${user.id}` : `ip:${req.ip}`;
    deps.admission.count(key, user !== null);
    return {
      user,
      key,
      level: user?.level ?? ('Freemium' as const),
      maxSide: uploadMaxDimension(user ? user.level : null),
    };
  }

  app.post('/api/ai/analyze', { schema: { body: analyzeRequestSchema } }, async (req, reply) => {
    const who = await callerOf(req);
    const signal = clientGone(reply);
    const image = imageBytes(req.body.image);
    let people;
    try {
      people = await deps.provider.analyze({
        image,
        level: who.level,
        maxSide: who.maxSide,
        caller: who.key,
        signal,
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof AiProviderError && err.code === 'BAD_IMAGE')
        throw new HttpError(400, unreadableImageMessage, 'bad_image');
      if (err instanceof LimiterBusyError) {
        void reply.header('Retry-After', String(err.retryAfterSeconds));
        throw new HttpError(503, failedToProcessPhoto(apiMessages.aiBusy), 'busy');
      }
      if (err instanceof LimiterAbortedError)
        throw new HttpError(499, generationDetails.cancelled, 'cancelled');
      req.log.error({ err }, 'analysis failed');
      throw new HttpError(500, messages.failedToPreparePhoto, 'analysis_failed');
    }
    if (people.length === 0) throw new HttpError(422, messages.noPeople, 'no_people');
    if (who.user) await deps.countUsage(who.user.id, 'analysis');
    return { people };
  });

  app.post('/api/ai/suggest', { schema: { body: suggestRequestSchema } }, async (req) => {
    const who = await callerOf(req);
    try {
      const suggestion = await deps.provider.suggest({
        ...req.body,
        membershipLevel: who.level,
        // avant-garde looks only when the account's setting allows them (signed out: never)
        useAvantGardeStyles:
          req.body.useAvantGardeStyles !== false && who.user?.useAvantGardeStyles === true,
      });
      if (who.user) await deps.countUsage(who.user.id, 'suggestions');
      return { suggestion };
    } catch (err) {
      req.log.error({ err }, 'suggestion failed');
      throw new HttpError(500, failedToGetSuggestion(detailOf(err)), 'suggestion_failed');
    }
  });

  app.post('/api/ai/generate', { schema: { body: generateRequestSchema } }, async (req, reply) => {
    const who = await callerOf(req);
    // a catalogue style or colour above the caller's plan is refused before any work (spec §6)
    requireLookAllowed(who.level, req.body.look);
    const signal = clientGone(reply);
    const style = req.body.styleName?.trim();
    const user = who.user;
    try {
      const image = imageBytes(req.body.image);
      const reference = req.body.referenceImage ? imageBytes(req.body.referenceImage) : undefined;
      const out = await deps.provider.generate({
        image,
        personId: req.body.personId,
        look: req.body.look,
        ...(reference ? { reference } : {}),
        ...(req.body.preview === true ? { preview: true } : {}),
        signal,
        caller: who.key,
        maxSide: who.maxSide,
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
      if (err instanceof HttpError && !(err instanceof ImageRefusedError)) throw err;
      const failure = describeGenerationFailure(err);
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
