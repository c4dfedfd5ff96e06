import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import { colorNameToHex } from '@looklab/shared';

/*
 * What a fake generative server answers, shared by the Gemini and OpenAI fakes. Plain node:http
 * and sharp only (no test framework), so a separate process can serve them for end-to-end tests.
 */

/** One image the fake received, as the wire carried it. */
export type FakeImagePart = { mimeType: string; bytes: Buffer };

/** A generation request as the fake received it. */
export type FakeRequest = {
  path: string;
  /** the key the client sent (x-goog-api-key or the bearer token) */
  apiKey: string | null;
  model: string;
  prompt: string;
  /** the photo first, then the reference (when sent) */
  images: FakeImagePart[];
  /** every other field of the request, for wire-format assertions */
  fields: Record<string, unknown>;
};

/** How the fake answers one generation request. */
export type FakeAnswer =
  | { kind: 'image'; image: Buffer }
  | { kind: 'block' } // prompt refused (Gemini promptFeedback.blockReason; OpenAI moderation)
  | { kind: 'image_safety' } // answer stopped (Gemini IMAGE_SAFETY; OpenAI moderation)
  | { kind: 'no_image' } // Gemini finishReason NO_IMAGE; OpenAI an empty data list
  | { kind: 'text_only' } // Gemini text parts only; OpenAI a url instead of b64_json
  | { kind: 'quota' } // 429
  | { kind: 'server_error'; status: 500 | 503 }
  | { kind: 'hang' } // never answers (until the client gives up or the fake closes)
  | { kind: 'malformed' } // 200 with a body that is not JSON
  | { kind: 'not_image' }; // 200 with image bytes that are not an image

export type FakeRespond = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Side of the square a fake's "generated" image has (generative models answer ~1024²). */
export const FAKE_ANSWER_SIZE = 1024;
/** How far the fake's answer is shifted, in answer pixels (a model never keeps the framing). */
export const FAKE_ANSWER_SHIFT = { x: 7, y: -5 };
/** Share of the image's height, from the top, the simple answer tints as "hair". */
const TINT_BAND = 0.3;
/** How strongly the simple answer pulls that band to the hair colour. */
const TINT_STRENGTH = 0.45;

/** The hair colour a prompt asks for ('Colour the hair Copper'), else copper. */
export function hairColorOf(prompt: string): string {
  const named = /Colou?r the hair ([A-Z][\w-]*(?: [A-Z][\w-]*)*)/.exec(prompt)?.[1];
  return colorNameToHex(named ?? 'Copper');
}

/**
 * A stand-in generated image without a face model: the photo stretched to a square, shifted by
 * FAKE_ANSWER_SHIFT, and its top band tinted toward the prompt's hair colour.
 */
export async function simpleAnswer(photo: Buffer, prompt: string): Promise<Buffer> {
  const size = FAKE_ANSWER_SIZE;
  const square = await sharp(photo).rotate().resize(size, size, { fit: 'fill' }).png().toBuffer();
  const hex = hairColorOf(prompt);
  const band = Math.round(size * TINT_BAND);
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  const background = { r: channel(1), g: channel(3), b: channel(5), alpha: TINT_STRENGTH };
  const tint = await sharp({ create: { width: size, height: band, channels: 4, background } })
    .png()
    .toBuffer();
  const tinted = await sharp(square)
    .composite([{ input: tint, top: 0, left: 0 }])
    .png()
    .toBuffer();
  const { x, y } = FAKE_ANSWER_SHIFT;
  // shift: pad on one side, then cut the other, keeping the size (two passes: sharp would
  // extract before it extends within one pipeline)
  const padded = await sharp(tinted)
    .extend({
      left: Math.max(0, x),
      right: Math.max(0, -x),
      top: Math.max(0, y),
      bottom: Math.max(0, -y),
      extendWith: 'copy',
    })
    .png()
    .toBuffer();
  return sharp(padded)
    .extract({ left: Math.max(0, -x), top: Math.max(0, -y), width: size, height: size })
    .png()
    .toBuffer();
}

/** The default behaviour: every request gets the simple answer. */
export const answerSimply: FakeRespond = async (request) => {
  const photo = request.images[0];
  if (!photo) return { kind: 'no_image' };
  return { kind: 'image', image: await simpleAnswer(photo.bytes, request.prompt) };
};

export const notAnImage = Buffer.from('these bytes are certainly not a picture of anyone');

/** A started fake: its base URL for the SDK, what it received, and how it answers. */
export type FakeImageServer = {
  /** the base URL to configure (GEMINI_BASE_URL or OPENAI_BASE_URL) */
  url: string;
  port: number;
  /** generation requests received, in order */
  requests: FakeRequest[];
  /** model lookups (start-up checks) received */
  checks: { path: string; apiKey: string | null }[];
  /** how the next requests are answered (replace at will) */
  respond: FakeRespond;
  close(): Promise<void>;
};

export type FakeOptions = {
  /** the key the fake accepts */
  apiKey: string;
  /** the models it knows */
  models: string[];
  respond?: FakeRespond;
  /** a fixed port (default: a free one) */
  port?: number;
};

export type FakeHandler = (
  req: http.IncomingMessage,
  body: Buffer,
  res: http.ServerResponse,
  server: FakeImageServer,
) => Promise<void>;

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** A broken JSON body with a JSON content type. */
export function sendMalformed(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end('{"candidates": [{"content": {"parts": [{"inlineData": ');
}

/** Starts a plain node:http server on 127.0.0.1 around a wire format's handler. */
export async function startFake(
  options: FakeOptions,
  baseUrlOf: (origin: string) => string,
  handle: FakeHandler,
): Promise<FakeImageServer> {
  const sockets = new Set<Socket>();
  const httpServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks), res, fake).catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(err) } });
      });
    });
  });
  httpServer.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const fake: FakeImageServer = {
    url: baseUrlOf(`http://127.0.0.1:${port}`),
    port,
    requests: [],
    checks: [],
    respond: options.respond ?? answerSimply,
    close: () =>
      new Promise<void>((resolve) => {
        // hung requests hold their sockets open: end them so close() returns
        for (const s of sockets) s.destroy();
        httpServer.close(() => resolve());
      }),
  };
  return fake;
}
