import sharp from 'sharp';
import type { LocalEngine } from '@looklab/engine';
import { TestClient, uniqueEmail } from './http-client';
import { generateWithKeptPhotos } from './kept-photos';
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

/** POST /api/ai/generate as the studio makes it (photos kept first), as `client`. */
export function postGenerateAs(
  server: StartedServer,
  body: { image: InlineImage; referenceImage?: InlineImage } & Record<string, unknown>,
  client: TestClient | null = null,
): Promise<AiAnswer> {
  return generateWithKeptPhotos((path, json) => postAi(server, path, json, client), body);
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
