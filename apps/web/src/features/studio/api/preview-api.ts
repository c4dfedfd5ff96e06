import { generateResponseSchema } from '@looklab/shared/api/ai.schema';
import { apiFetch, parseApiBody } from '@/lib/api-client';
import { withPhotoIds, type LookRequest } from './ai-api';

const GENERATE_PATH = '/api/ai/generate';

/**
 * The image types a preview may come back as: the bytes themselves when the server can send
 * them (no base64 to build, parse and decode), else the JSON answer every generation has.
 */
const PREVIEW_ACCEPT = 'image/jpeg, image/png, application/json;q=0.5';

/** A rendered preview: a URL the <img> can show (an object URL to revoke, or a data URL). */
export type PreviewImage = { src: string; objectUrl: boolean };

/** The answer as a URL to show: binary bytes as a blob, or the JSON answer's base64. */
export async function previewFromResponse(response: Response): Promise<PreviewImage> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('image/')) {
    const blob = await response.blob();
    return { src: URL.createObjectURL(blob), objectUrl: true };
  }
  const parsed = parseApiBody(GENERATE_PATH, await response.json(), generateResponseSchema);
  return { src: `data:${parsed.image.mimeType};base64,${parsed.image.base64}`, objectUrl: false };
}

/**
 * POST /api/ai/generate for an on-screen preview (JPEG, not counted as a generated image),
 * asking for the image bytes rather than base64 JSON; the photo is named by its id.
 */
export function requestPreview(
  input: Omit<LookRequest, 'preview'>,
  signal?: AbortSignal,
): Promise<PreviewImage> {
  return withPhotoIds(
    { ...input, preview: true },
    async (body) => {
      const response = await apiFetch(GENERATE_PATH, {
        method: 'POST',
        body,
        headers: { Accept: PREVIEW_ACCEPT },
        ...(signal ? { signal } : {}),
      });
      return previewFromResponse(response);
    },
    signal,
  );
}
