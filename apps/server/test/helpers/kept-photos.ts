type InlineImage = { base64: string; mimeType: string };

/**
 * POST /api/ai/generate as the studio makes it: the photo (and a reference) kept first with
 * POST /api/ai/photos — whose refusal is the answer then — and named by id. `post` sends one
 * JSON request the caller's way (signed in or out, with its headers).
 */
export async function generateWithKeptPhotos<A extends { status: number; text: string }>(
  post: (path: string, body: unknown) => Promise<A>,
  {
    image,
    referenceImage,
    ...rest
  }: { image?: InlineImage; referenceImage?: InlineImage } & Record<string, unknown>,
): Promise<A> {
  const ids: Record<string, string> = {};
  for (const [field, img, role] of [
    ['photoId', image, 'photo'],
    ['referencePhotoId', referenceImage, 'reference'],
  ] as const) {
    if (!img) continue;
    const kept = await post('/api/ai/photos', { image: img, role });
    if (kept.status !== 200) return kept;
    ids[field] = (JSON.parse(kept.text) as { photoId: string }).photoId;
  }
  return post('/api/ai/generate', { ...rest, ...ids });
}
