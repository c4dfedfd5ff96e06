import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import type { SimulatedGeneration } from '@looklab/engine/testing/simulate-generation';
import {
  emptySelections,
  generateResponseSchema,
  healthSchema,
  type GenerateResponse,
  type Health,
  type Selections,
} from '@looklab/shared';
import type { FakeImageServer, FakeOptions, FakeRequest } from '../fakes/fake-answers';
import { startFakeGemini } from '../fakes/fake-gemini';
import { startFakeOpenAi } from '../fakes/fake-openai';
import { generateWithKeptPhotos } from './kept-photos';
import { startServer, type StartedServer } from './start-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../../..', '../shared/fixtures/photos');

/** A fixture photo's bytes. */
export const photo = (name: string): Buffer => readFileSync(path.join(photos, name));

/**
 * A fixture photo as a signed-out studio sends it: its longest side at most 720 px (spec §5),
 * JPEG at quality 0.9; the server passes a photo that already fits through unchanged.
 */
export async function signedOutPhoto(name: string): Promise<Buffer> {
  return sharp(photo(name))
    .resize({ width: 720, height: 720, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A look with these selections over the empty one. */
export const lookWith = (selections: Partial<Selections>): Selections => ({
  ...emptySelections,
  ...selections,
});

/** Starts the real server with AI=gemini|openai at a fake (or any env), sharing `engine`. */
export function startGenerativeServer(opts: {
  engine: LocalEngine;
  wire: 'gemini' | 'openai';
  key?: string;
  baseUrl?: string;
  env?: Record<string, string>;
}): Promise<StartedServer> {
  const prefix = opts.wire === 'gemini' ? 'GEMINI' : 'OPENAI';
  return startServer({
    env: {
      AI: opts.wire,
      ...(opts.key ? { [`${prefix}_API_KEY`]: opts.key } : {}),
      ...(opts.baseUrl ? { [`${prefix}_BASE_URL`]: opts.baseUrl } : {}),
      LOG_LEVEL: 'silent',
      ...opts.env,
    },
    overrides: { engine: opts.engine },
  });
}

/** What a generative test file shares: one engine, a fake of the wire format, the server at it. */
export class GenerativeSuite {
  engine!: LocalEngine;
  fake!: FakeImageServer;
  server!: StartedServer;
}

/**
 * Starts them before the file's tests (the server only with `server`) and stops them after.
 * The engine runs one worker: the machine is shared.
 */
export function useGenerativeSuite(opts: {
  wire: 'gemini' | 'openai';
  fake: FakeOptions;
  server?: { env?: Record<string, string> };
}): GenerativeSuite {
  const suite = new GenerativeSuite();
  beforeAll(async () => {
    suite.engine = await createLocalEngine({ workers: 1 });
    suite.fake = await (opts.wire === 'gemini' ? startFakeGemini : startFakeOpenAi)(opts.fake);
    if (opts.server)
      suite.server = await startGenerativeServer({
        engine: suite.engine,
        wire: opts.wire,
        key: opts.fake.apiKey,
        baseUrl: suite.fake.url,
        ...(opts.server.env ? { env: opts.server.env } : {}),
      });
  }, 180_000);
  afterAll(async () => {
    await suite.server?.close();
    await suite.fake?.close();
    await suite.engine?.close();
  });
  return suite;
}

/** /api/health once the provider's start-up check has finished. */
export async function healthAfterCheck(url: string, waitMs = 20_000): Promise<Health> {
  const until = Date.now() + waitMs;
  for (;;) {
    const health = healthSchema.parse(await (await fetch(`${url}/api/health`)).json());
    if (health.generation.check !== 'pending' || Date.now() > until) return health;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type GenerateBody = {
  image: { base64: string; mimeType: string };
  personId: string;
  look: Selections;
  styleName?: string;
  referenceImage?: { base64: string; mimeType: string };
  preview?: boolean;
};

export const jpegPayload = (bytes: Buffer) => ({
  base64: bytes.toString('base64'),
  mimeType: 'image/jpeg',
});

/** A generate request for person-1 of a fixture photo (or these bytes); `extra` replaces fields. */
export const generateRequest = (
  photoName: string | Buffer,
  look: Partial<Selections>,
  styleName: string,
  extra: Partial<GenerateBody> = {},
): GenerateBody => ({
  image: jpegPayload(typeof photoName === 'string' ? photo(photoName) : photoName),
  personId: 'person-1',
  look: lookWith(look),
  styleName,
  ...extra,
});

type Answer = { status: number; text: string; headers: Headers; ms: number };

/** POSTs JSON; the raw text is kept for leak checks. */
async function postJson(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const t0 = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, ms: performance.now() - t0 };
}

/** POST /api/ai/generate as the studio makes it (photos kept first), with `headers`. */
export function postGenerate(
  url: string,
  body: GenerateBody,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return generateWithKeptPhotos((path, json) => postJson(url, path, json, headers), body);
}

/**
 * The client sees no key, no address of the service, no file path and no stack: only the
 * message and code.
 */
export function expectNoLeak(text: string, secrets: { key: string; fake?: FakeImageServer }): void {
  expect(text).not.toContain(secrets.key);
  if (secrets.fake) {
    expect(text).not.toContain(secrets.fake.url);
    expect(text).not.toContain(String(secrets.fake.port));
  }
  expect(text).not.toMatch(/127\.0\.0\.1|localhost|https?:\/\//);
  expect(text).not.toMatch(/googleapis|openai\.com|v1beta|\/v1\//i);
  expect(text).not.toMatch(/\/(tmp|work|home|usr|src|node_modules)\//);
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+|Error:/);
  expect(text).not.toMatch(/RESOURCE_EXHAUSTED|INTERNAL|IMAGE_SAFETY|NO_IMAGE|PROHIBITED/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
}

/** Decoded RGB of an image (any format sharp reads). */
export async function rgbOf(
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Rgb = Awaited<ReturnType<typeof rgbOf>>;
type Box = { x: number; y: number; width: number; height: number };

/** PSNR (dB) of `b` against `a` over a box (both the same size); Infinity when identical. */
export function psnrOver(a: Rgb, b: Rgb, box: Box): number {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(a.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(a.height, Math.ceil(box.y + box.height));
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * a.width + x) * 3 + c;
        const d = (a.data[i] ?? 0) - (b.data[i] ?? 0);
        sum += d * d;
        n++;
      }
  const mse = sum / Math.max(1, n);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/**
 * Over the pixels where `target` (the look rendered in place) differs clearly from `original`
 * (the dyed hair), how far `result` is from the target, as a share of how far the original is
 * (0: the result has the target's colour there, 1: it kept the original's).
 */
export function shareOfChangeMissed(
  original: Rgb,
  target: Rgb,
  result: Rgb,
  minDelta = 40,
): { pixels: number; missed: number } {
  let toTarget = 0;
  let fromOriginal = 0;
  let pixels = 0;
  for (let p = 0; p < original.width * original.height; p++) {
    let d = 0;
    for (let c = 0; c < 3; c++)
      d += Math.abs((original.data[p * 3 + c] ?? 0) - (target.data[p * 3 + c] ?? 0));
    if (d < minDelta) continue;
    pixels++;
    fromOriginal += d;
    for (let c = 0; c < 3; c++)
      toTarget += Math.abs((result.data[p * 3 + c] ?? 0) - (target.data[p * 3 + c] ?? 0));
  }
  return { pixels, missed: toTarget / Math.max(1, fromOriginal) };
}

/**
 * The generated answer came back fitted onto the photo: the photo's size, PNG, aligned within
 * 1.5 px, other people's faces with PSNR ≥ 45 dB against the photo, and the selected person's
 * hair in the simulated colour (the engine's own render of it is the target).
 */
export async function expectFittedBack(
  engine: LocalEngine,
  original: Buffer,
  simulated: SimulatedGeneration,
  responseText: string,
): Promise<GenerateResponse> {
  const out = generateResponseSchema.parse(JSON.parse(responseText));
  expect(out.image.mimeType).toBe('image/png');
  const before = await rgbOf(original);
  const result = await rgbOf(Buffer.from(out.image.base64, 'base64'));
  expect([result.width, result.height]).toEqual([before.width, before.height]);
  const alignment = Number(out.meta.alignmentErrorPx);
  expect(alignment).toBeLessThanOrEqual(1.5);
  const { truth } = simulated;
  expect(truth.otherFaces.length).toBeGreaterThan(0);
  const psnr = truth.otherFaces.map((o) => psnrOver(before, result, o.box));
  for (const db of psnr) expect(db).toBeGreaterThanOrEqual(45);
  const rendered = await engine.render({
    image: original,
    personId: truth.personId,
    look: lookWith({ hairColor: truth.hairColor }),
  });
  const hair = shareOfChangeMissed(before, await rgbOf(rendered.image), result);
  expect(hair.pixels).toBeGreaterThan(500);
  expect(hair.missed).toBeLessThan(0.35);
  console.info(
    `[measure] ${String(out.meta.engine)} fit: alignment ${alignment.toFixed(2)} px, other faces PSNR ${psnr
      .map((db) => db.toFixed(1))
      .join(
        ', ',
      )} dB, hair change missed ${(hair.missed * 100).toFixed(1)} % over ${hair.pixels} px`,
  );
  return out;
}

/**
 * A custom style (no hairstyle, a reference photo) through the server: it answers 200, and the
 * service got the reference as the second image with words to copy its hair only. Returns what
 * the service received.
 */
export async function expectReferenceSent(
  suite: GenerativeSuite,
  answer: Buffer,
  request: (extra: Partial<GenerateBody>) => GenerateBody,
): Promise<FakeRequest | undefined> {
  suite.fake.respond = () => ({ kind: 'image', image: answer });
  const reference = photo('ai-face.jpg');
  const res = await postGenerate(
    suite.server.url,
    request({
      look: lookWith({}),
      styleName: 'Custom Style 1',
      referenceImage: jpegPayload(reference),
    }),
  );
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const sent = suite.fake.requests.at(-1);
  expect(sent?.images).toHaveLength(2);
  expect(sent?.images[1]?.bytes.equals(reference)).toBe(true);
  expect(sent?.prompt).toContain('The second image is a hairstyle reference. Copy only its hair');
  return sent;
}
