import sharp from 'sharp';
import type { LocalEngine } from '@looklab/engine';
import { TestClient, uniqueEmail } from './http-client';
import { setLevel, startServer, type StartedServer } from './start-server';

type Level = 'Freemium' | 'Spark' | 'Pro';

/** Starts the real server with the embedded engine (AI=local) sharing `engine`. */
export function startLocalAiServer(
  engine: LocalEngine,
  env: Record<string, string> = {},
): Promise<StartedServer> {
  return startServer({
    env: { AI: 'local', LOG_LEVEL: 'silent', ...env },
    overrides: { engine },
  });
}

/** A signed-in client at `level` (Freemium unless raised by the admin command). */
export async function accountAt(server: StartedServer, level: Level): Promise<TestClient> {
  const client = new TestClient(server.url);
  const email = uniqueEmail(level.toLowerCase());
  await client.signUp(email);
  if (level !== 'Freemium') await setLevel(server, email, level);
  return client;
}

export type AiAnswer = { status: number; text: string; headers: Headers; bytes: number };

/**
 * POSTs to an AI endpoint as `client` (signed out when null); the answer's text is kept, and
 * its size in bytes.
 */
export async function postAi(
  server: StartedServer,
  path: string,
  body: unknown,
  client: TestClient | null = null,
  signal?: AbortSignal,
): Promise<AiAnswer> {
  const res = client
    ? await client.request('POST', path, body, signal ? { signal } : {})
    : await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
  const buf = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    text: buf.toString('utf8'),
    headers: res.headers,
    bytes: buf.length,
  };
}

type InlineImage = { base64: string; mimeType: string };

/**
 * POST /api/ai/generate as the studio makes it: the photo (and a reference) kept first with
 * POST /api/ai/photos — whose refusal is the answer then — and named by id.
 */
export async function postGenerateAs(
  server: StartedServer,
  {
    image,
    referenceImage,
    ...rest
  }: { image: InlineImage; referenceImage?: InlineImage } & Record<string, unknown>,
  client: TestClient | null = null,
): Promise<AiAnswer> {
  const ids: Record<string, string> = {};
  for (const [field, img, role] of [
    ['photoId', image, 'photo'],
    ['referencePhotoId', referenceImage, 'reference'],
  ] as const) {
    if (!img) continue;
    const kept = await postAi(server, '/api/ai/photos', { image: img, role }, client);
    if (kept.status !== 200) return kept;
    ids[field] = (JSON.parse(kept.text) as { photoId: string }).photoId;
  }
  return postAi(server, '/api/ai/generate', { ...rest, ...ids }, client);
}

export const jpegImage = (bytes: Buffer) => ({
  base64: bytes.toString('base64'),
  mimeType: 'image/jpeg',
});

/** A fixture photo scaled up `factor` times (a phone photo's size), as JPEG. */
export async function enlarged(bytes: Buffer, factor: number, quality = 90): Promise<Buffer> {
  const { width, height } = await sharp(bytes).metadata();
  return sharp(bytes)
    .resize(Math.round(width * factor), Math.round(height * factor))
    .jpeg({ quality })
    .toBuffer();
}

/** Width and height of an image from its header. */
export async function sizeOf(bytes: Buffer): Promise<[number, number]> {
  const { width, height } = await sharp(bytes).metadata();
  return [width, height];
}
