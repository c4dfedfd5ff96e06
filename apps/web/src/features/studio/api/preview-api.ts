import { generateResponseSchema, renderMetaSchema } from '@looklab/shared/api/ai.schema';
import { apiFetch, parseApiBody } from '@/lib/api-client';
import { withPhotoIds, type LookRequest } from './ai-api';

const GENERATE_PATH = '/api/ai/generate';

/**
 * The image types a preview may come back as: the bytes themselves when the server can send
 * them (no base64 to build, parse and decode), else the JSON answer every generation has.
 */
const PREVIEW_ACCEPT = 'image/jpeg, image/png, application/json;q=0.5';

/**
 * A rendered preview: a URL the <img> can show (an object URL to revoke, or a data URL);
 * `draft`: a quick preview that came at a hairstyle tile's size (a sharp one is to follow).
 */
export type PreviewImage = { src: string; objectUrl: boolean; draft: boolean };

/** Whether the meta the server sent with the bytes (`X-Render-Meta`) marks a draft. */
function isDraft(header: string | null): boolean {
  if (!header) return false;
  try {
    const meta = renderMetaSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return meta.success && meta.data.draft === true;
  } catch {
    return false;
  }
}

/** The answer as a URL to show: binary bytes as a blob, or the JSON answer's base64. */
export async function previewFromResponse(response: Response): Promise<PreviewImage> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('image/')) {
    const blob = await response.blob();
    const draft = isDraft(response.headers.get('X-Render-Meta'));
    return { src: URL.createObjectURL(blob), objectUrl: true, draft };
  }
  const parsed = parseApiBody(GENERATE_PATH, await response.json(), generateResponseSchema);
  return {
    src: `data:${parsed.image.mimeType};base64,${parsed.image.base64}`,
    objectUrl: false,
    draft: parsed.meta.draft === true,
  };
}

/**
 * POST /api/ai/generate for an on-screen preview (JPEG, not counted as a generated image),
 * asking for the image bytes rather than base64 JSON; the photo is named by its id. `quick`:
 * the answer may be a draft while the look is not ready at the screen's size.
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
