import {
  analyzeResponseSchema,
  generateResponseSchema,
  photoUploadResponseSchema,
  suggestResponseSchema,
} from '@looklab/shared/api/ai.schema';
import type {
  AiImage,
  GenerateRequest,
  GenerateResponse,
  SuggestRequest,
} from '@looklab/shared/api/ai.schema';
import type { ZodType } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { photoIds, type PhotoRole } from './photo-ids';

export type ImagePayload = AiImage;

/** A look to render: the photo (and a reference) as the studio holds them. */
export type LookRequest = Omit<GenerateRequest, 'photoId' | 'referencePhotoId'> & {
  image: ImagePayload;
  referenceImage?: ImagePayload;
};

const post = <T>(path: string, body: unknown, schema: ZodType<T>, signal?: AbortSignal) =>
  apiRequest(path, { method: 'POST', body, schema, ...(signal ? { signal } : {}) });

/** POST /api/ai/analyze → the people found, left to right; the server keeps the photo. */
export async function analyzePhoto(image: ImagePayload, signal?: AbortSignal) {
  const res = await post('/api/ai/analyze', { image }, analyzeResponseSchema, signal);
  photoIds.remember(image, 'photo', res.photoId);
  return res;
}

/** The server's id of a photo: known from its analysis or an earlier upload, else uploaded. */
function photoIdOf(image: ImagePayload, role: PhotoRole, signal?: AbortSignal): Promise<string> {
  return photoIds.idOf(image, role, async () => {
    const res = await post('/api/ai/photos', { image, role }, photoUploadResponseSchema, signal);
    return res.photoId;
  });
}

/** The server no longer has the photo (expired, or kept for another account): send it again. */
function photoLost(e: unknown): boolean {
  return e instanceof ApiError && (e.code === 'photo_expired' || e.code === 'photo_not_found');
}

/**
 * Names the photo (and a reference) by the server's ids and sends `body` to `send`: the photo
 * is sent once per session of work and named by its id afterwards; when the server has lost
 * it, it is sent again once and the request repeated.
 */
export async function withPhotoIds<T>(
  { image, referenceImage, ...rest }: LookRequest,
  send: (body: GenerateRequest) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  /** the ids the last request named */
  const sent: { photoId?: string; referencePhotoId?: string } = {};
  const attempt = async () => {
    const [photoId, referencePhotoId] = await Promise.all([
      photoIdOf(image, 'photo', signal),
      referenceImage ? photoIdOf(referenceImage, 'reference', signal) : undefined,
    ]);
    sent.photoId = photoId;
    sent.referencePhotoId = referencePhotoId;
    return send({ ...rest, photoId, ...(referencePhotoId ? { referencePhotoId } : {}) });
  };
  try {
    return await attempt();
  } catch (e) {
    if (!photoLost(e) || !sent.photoId) throw e;
    await photoIds.forget(image, 'photo', sent.photoId);
    if (referenceImage && sent.referencePhotoId)
      await photoIds.forget(referenceImage, 'reference', sent.referencePhotoId);
    return attempt();
  }
}

/** POST /api/ai/generate → the rendered look (PNG, or JPEG for a preview) as base64 JSON. */
export function generateLook(input: LookRequest, signal?: AbortSignal): Promise<GenerateResponse> {
  return withPhotoIds(
    input,
    (body) => post('/api/ai/generate', body, generateResponseSchema, signal),
    signal,
  );
}

/** POST /api/ai/suggest → the AI stylist's look and rationale. */
export function suggestLook(input: SuggestRequest, signal?: AbortSignal) {
  return post('/api/ai/suggest', input, suggestResponseSchema, signal);
}
