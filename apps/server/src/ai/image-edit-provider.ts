import type { z } from 'zod';
import type { Selections } from '@looklab/shared';
import type { RenderMeta } from '@looklab/engine';
import { sniffImageFormat } from '../services/image-validation';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** An image as bytes with its type (told from the bytes, never taken from a client's word). */
export type ImageBytes = { bytes: Buffer; mimeType: ImageMime };

/**
 * Why a provider call failed. Each kind has one detail sentence for the user (shared
 * `generationDetails`); the technical text stays in the server's log.
 */
export type ImageEditFailure =
  | 'blocked' // the prompt was refused (promptFeedback.blockReason)
  | 'safety' // the answer was stopped (IMAGE_SAFETY, moderation)
  | 'no_image' // an answer without an image (NO_IMAGE, text only)
  | 'quota' // 429
  | 'unavailable' // 5xx, 408, network
  | 'timeout' // no answer within the deadline
  | 'malformed' // a body that is not the wire format
  | 'bad_output' // image bytes that are not an image
  | 'not_configured' // no key, key rejected, model unknown
  | 'rejected' // another 4xx
  | 'cancelled'; // the caller went away

/** Failures worth one more call: the service may well answer the same request next time. */
export const retryableFailures: ReadonlySet<ImageEditFailure> = new Set(['unavailable', 'timeout']);

export class ImageEditError extends Error {
  /** the service answered (an HTTP status or a body), so the call counts as made */
  readonly answered: boolean;
  /** the HTTP status of the service's answer, when it was an error status */
  readonly status: number | undefined;

  constructor(
    readonly kind: ImageEditFailure,
    /** for the server's log only: may hold the service's own words, never shown to a user */
    technical: string,
    options: { answered?: boolean; status?: number; cause?: unknown } = {},
  ) {
    super(technical, { cause: options.cause });
    this.name = 'ImageEditError';
    this.answered = options.answered ?? options.status !== undefined;
    this.status = options.status;
  }
}

export type ImageEditRequest = {
  photo: ImageBytes;
  /** a custom style's reference photo (its hair is copied) */
  reference?: ImageBytes;
  /** the instruction built by the shared prompt builder */
  prompt: string;
  /** the structured look and person, for the embedded engine (it needs no prompt) */
  look: Selections;
  personId: string;
  /** a quick on-screen preview (JPEG) */
  preview: boolean;
  /** the kept photo's id (the embedded engine's caches are keyed by it) */
  photoId?: string;
  /** render on the photo downscaled to this long side (previews: PREVIEW_MAX_DIMENSION) */
  maxSide?: number;
  /** a preview may come at this smaller long side while `maxSide`'s is not ready (engine) */
  draftMaxSide?: number;
  /** aborted at the deadline or when the client goes away */
  signal: AbortSignal;
};

/** Token counts as the service reports them (for the cost log). */
export type TokenUsage = {
  inputTokens: number;
  outputTokens: number;
  /** the input's image tokens, when the service tells them apart (OpenAI prices them apart) */
  inputImageTokens?: number;
};

export type ImageEditAnswer =
  /** a new picture from a generative service: it must be fitted back onto the photo */
  | { kind: 'generated'; image: ImageBytes; usage: TokenUsage | null }
  /** the photo itself with the look rendered (the embedded engine) */
  | {
      kind: 'rendered';
      image: Buffer;
      mimeType: 'image/png' | 'image/jpeg';
      meta: RenderMeta;
      timings: Record<string, number>;
    };

/** Edits a photo from a prompt (and an optional reference), returning an image. */
export interface ImageEditProvider {
  readonly id: 'local' | 'gemini' | 'openai';
  /** the model id; null for the embedded engine */
  readonly model: string | null;
  /** a service over the network: its calls are bounded, timed out and retried once */
  readonly remote: boolean;
  edit(request: ImageEditRequest): Promise<ImageEditAnswer>;
  /** Start-up check that the key and the model are good (remote providers). */
  check?(signal: AbortSignal): Promise<void>;
}

/** A service's client exists only with a key: without one, every call is not_configured. */
export function requireClient<C>(client: C | null, keyVariable: string): C {
  if (!client) throw new ImageEditError('not_configured', `no API key: set ${keyVariable}`);
  return client;
}

/**
 * One SDK call and its answer read with `schema`: the SDK's errors go through `mapError`, an
 * answer of another shape is malformed (the service answered, so the call counts).
 */
export async function callAndRead<T>(
  provider: string,
  call: () => Promise<unknown>,
  schema: z.ZodType<T>,
  mapError: (err: unknown) => never,
): Promise<T> {
  let raw: unknown;
  try {
    raw = await call();
  } catch (err) {
    mapError(err);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new ImageEditError(
      'malformed',
      `${provider} answer not in the wire format: ${parsed.error.message}`,
      { answered: true },
    );
  return parsed.data;
}

/** The image type from its first bytes; null when they are not PNG, JPEG or WebP. */
export function sniffImage(bytes: Buffer): ImageMime | null {
  const format = sniffImageFormat(bytes);
  return format ? `image/${format}` : null;
}

/** A service's base64 image → bytes, or bad_output when they are not an image. */
export function decodeAnswerImage(base64: string, provider: string): ImageBytes {
  const bytes = Buffer.from(base64, 'base64');
  const mimeType = sniffImage(bytes);
  if (!mimeType)
    throw new ImageEditError(
      'bad_output',
      `${provider} answered ${bytes.length} bytes that are not an image`,
      { answered: true },
    );
  return { bytes, mimeType };
}

/** Was this error an abort (our deadline or the client going away)? */
export function isAbort(err: unknown): boolean {
  return err instanceof Error && (err.name === 'AbortError' || err.name === 'APIUserAbortError');
}

/** fetch's network failure (refused, reset, DNS) — `TypeError: fetch failed` with a cause. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError && /fetch failed|network|socket/i.test(err.message);
}

/** The HTTP status of a failed call → the failure kind (shared by both wire formats). */
export function failureForStatus(status: number): ImageEditFailure {
  if (status === 429) return 'quota';
  if (status === 401 || status === 403 || status === 404) return 'not_configured';
  if (status === 408 || status >= 500) return 'unavailable';
  return 'rejected';
}
