import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  analyzeRequestSchema,
  apiMessages,
  failedToGenerate,
  failedToGetSuggestion,
  failedToProcessPhoto,
  GENERATE_BODY_LIMIT,
  generateRequestSchema,
  generationDetails,
  generationFailed,
  messages,
  noImageDataFor,
  photoUploadRequestSchema,
  REFERENCE_IMAGE_MAX_DIMENSION,
  suggestRequestSchema,
  uploadMaxDimension,
  type AiImage,
  type MembershipLevel,
} from '@looklab/shared';
import type { AiAdmission } from '../ai/admission';
import { AiProviderError, type AiProvider, type KeptPhoto } from '../ai/ai-provider';
import { LimiterAbortedError, LimiterBusyError } from '../ai/concurrency-limiter';
import { describeGenerationFailure } from '../ai/generation-errors';
import { newPhotoId, PhotoSessionError, type PhotoSessionStore } from '../ai/photo-sessions';
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
  /** the photos kept for sessions of work, which previews and generations name by id */
  photos: PhotoSessionStore;
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

/**
 * Whether the client asks for the image itself (`Accept` names image/jpeg or image/png before
 * any JSON): the answer is then its bytes, with the meta in `X-Render-Meta` (URI-encoded JSON).
 * Base64 in JSON stays the default.
 */
export function wantsBytes(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim().toLowerCase() ?? '');
  const image = types.findIndex((t) => t === 'image/jpeg' || t === 'image/png');
  const json = types.indexOf('application/json');
  return image >= 0 && (json < 0 || image < json);
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

/** An engine or provider failure of analyze and POST /api/ai/photos → its HTTP error. */
function photoFailure(err: unknown, reply: FastifyReply): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof AiProviderError && err.code === 'BAD_IMAGE')
    return new HttpError(400, unreadableImageMessage, 'bad_image');
  if (err instanceof LimiterBusyError) {
    void reply.header('Retry-After', String(err.retryAfterSeconds));
    return new HttpError(503, failedToProcessPhoto(apiMessages.aiBusy), 'busy');
  }
  if (err instanceof LimiterAbortedError)
    return new HttpError(499, generationDetails.cancelled, 'cancelled');
  return undefined;
}

/**
 * POST /api/ai/analyze, /api/ai/photos, /api/ai/suggest, /api/ai/generate (issues 4, 5, 20
 * and 23: the photo is sent once per session of work, and named by its id afterwards).
 */
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

  /** The kept photo under `id` for this caller at its plan's size, or 410/404 to send it again. */
  function keptPhoto(id: string, who: { key: string; maxSide: number }): KeptPhoto {
    try {
      const session = deps.photos.use(id, who.key);
      // a photo kept at a larger plan's size (the plan went down since): send it again
      if (session.role === 'photo' && session.maxSide > who.maxSide)
        throw new PhotoSessionError('expired');
      return { id: session.id, maxSide: session.maxSide, ...session.photo };
    } catch (err) {
      if (!(err instanceof PhotoSessionError)) throw err;
      throw err.reason === 'foreign'
        ? new HttpError(404, apiMessages.photoExpired, 'photo_not_found')
        : new HttpError(410, apiMessages.photoExpired, 'photo_expired');
    }
  }

  app.post('/api/ai/analyze', { schema: { body: analyzeRequestSchema } }, async (req, reply) => {
    const who = await callerOf(req);
    const signal = clientGone(reply);
    const image = imageBytes(req.body.image);
    const photoId = newPhotoId();
    let analysed;
    try {
      analysed = await deps.provider.analyze({
        image,
        level: who.level,
        maxSide: who.maxSide,
        caller: who.key,
        signal,
        photoId,
      });
    } catch (err) {
      const known = photoFailure(err, reply);
      if (known) throw known;
      req.log.error({ err }, 'analysis failed');
      throw new HttpError(500, messages.failedToPreparePhoto, 'analysis_failed');
    }
    const { people, photo } = analysed;
    if (people.length === 0) throw new HttpError(422, messages.noPeople, 'no_people');
    deps.photos.create(who.key, photo, who.maxSide, 'photo', photoId);
    if (who.user) await deps.countUsage(who.user.id, 'analysis');
    return { people, photoId };
  });

  app.post('/api/ai/photos', { schema: { body: photoUploadRequestSchema } }, async (req, reply) => {
    const who = await callerOf(req);
    const { role } = req.body;
    const maxSide = role === 'reference' ? REFERENCE_IMAGE_MAX_DIMENSION : who.maxSide;
    try {
      const photo = await deps.provider.fitPhoto({
        image: imageBytes(req.body.image),
        maxSide,
        caller: who.key,
        signal: clientGone(reply),
      });
      return { photoId: deps.photos.create(who.key, photo, maxSide, role) };
    } catch (err) {
      const known = photoFailure(err, reply);
      if (known) throw known;
      req.log.error({ err }, 'keeping a photo failed');
      throw new HttpError(500, messages.failedToPreparePhoto, 'analysis_failed');
    }
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

  const generateOptions = {
    schema: { body: generateRequestSchema },
    bodyLimit: GENERATE_BODY_LIMIT,
  };
  app.post('/api/ai/generate', generateOptions, async (req, reply) => {
    const t0 = performance.now();
    const who = await callerOf(req);
    const known = performance.now();
    // a catalogue style or colour above the caller's plan is refused before any work (spec §6)
    requireLookAllowed(who.level, req.body.look);
    const photo = keptPhoto(req.body.photoId, who);
    const { referencePhotoId } = req.body;
    const reference = referencePhotoId ? keptPhoto(referencePhotoId, who) : undefined;
    const signal = clientGone(reply);
    const style = req.body.styleName?.trim();
    const user = who.user;
    try {
      const out = await deps.provider.generate({
        photo,
        personId: req.body.personId,
        look: req.body.look,
        ...(reference ? { reference } : {}),
        ...(req.body.preview === true ? { preview: true } : {}),
        ...(req.body.preview === true && req.body.quick === true ? { quick: true } : {}),
        ...(req.body.draft === true ? { draft: true } : {}),
        signal,
        caller: who.key,
        maxSide: who.maxSide,
        // usage.images counts each provider call that was answered (a retry is a second call)
        ...(user ? { onProviderCall: () => deps.countUsage(user.id, 'images') } : {}),
        log: req.log,
      });
      // where the time went (`user`: who asks, their session and plan), `total` being this
      // whole request
      const timings = {
        user: known - t0,
        ...out.timings,
        total: performance.now() - t0,
      };
      void reply.header('Server-Timing', serverTiming(timings));
      if (wantsBytes(req.headers.accept)) {
        return reply
          .type(out.mimeType)
          .header('X-Render-Meta', encodeURIComponent(JSON.stringify(out.meta)))
          .send(out.image);
      }
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
