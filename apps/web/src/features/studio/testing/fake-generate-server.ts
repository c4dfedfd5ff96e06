import { apiMessages, type GenerateRequest } from '@looklab/shared';
import { useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';
import { hairstyleImage, memoryPhoto, personWithId } from './studio-fixtures';

/**
 * Test double of POST /api/ai/generate (and /api/ai/photos) for the web unit tests (installed
 * as `fetch`): answers each request with a distinct PNG, or, for a blocked style, the server's 422 with its text.
 * `hold` keeps answers back until `release()`, to look at requests in flight.
 */
export function fakeGenerateServer(options: { blocked?: string[] } = {}) {
  const requests: GenerateRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let held: (() => void)[] | null = null;
  let photos = 0;
  /** ids the server no longer has (forgetPhotos) */
  const lost = new Set<string>();
  const issued: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // the photo is sent once (POST /api/ai/photos) and named by its id afterwards
    if (typeof url === 'string' && url.endsWith('/api/ai/photos')) {
      const photoId = `fake-photo-${String(++photos).padStart(12, '0')}`;
      issued.push(photoId);
      return Response.json({ photoId });
    }
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as GenerateRequest;
    requests.push(body);
    if (lost.has(body.photoId))
      return Response.json(
        { code: 'photo_expired', message: apiMessages.photoExpired },
        { status: 410 },
      );
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      // like fetch, an aborted request rejects at once
      if (held)
        await new Promise<void>((resolve, reject) => {
          held?.push(resolve);
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The request was cancelled.', 'AbortError')),
          );
        });
    } finally {
      inFlight--;
    }
    const style = body.styleName ?? '';
    if (options.blocked?.includes(style)) {
      const message = `Failed to generate ${style}. The image service declined this request. Please try another style or photo.`;
      return Response.json({ code: 'blocked', message }, { status: 422 });
    }
    return Response.json({
      image: { base64: btoa(`generated ${requests.length}`), mimeType: 'image/png' },
      meta: { engine: 'gemini' },
    });
  };
  return {
    fetch,
    requests,
    /** photos sent (POST /api/ai/photos) */
    photosSent: () => photos,
    /** the server loses every photo sent so far (as when they expire) */
    forgetPhotos: () => {
      for (const id of issued) lost.add(id);
    },
    maxInFlight: () => maxInFlight,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };
}

/** A studio with a photo, its one person and the given hairstyle images. */
export function studioWithImages(names: string[]): StudioImageRecord[] {
  const store = useStudioStore.getState();
  store.reset();
  store.analysisFinished(memoryPhoto, [personWithId('p1')]);
  for (const name of names)
    store.finishGenerating(name, { image: hairstyleImage(`${name}-id`, name) });
  return useStudioStore.getState().intermediateImages;
}
