import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  analyzeResponseSchema,
  apiMessages,
  emptySelections,
  GENERATE_BODY_LIMIT,
  generateResponseSchema,
  messages,
  photoUploadResponseSchema,
  PREVIEW_MAX_DIMENSION,
  suggestResponseSchema,
  type MembershipLevel,
  type PersonAnalysis,
} from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { AiAdmission } from '../src/ai/admission';
import type { AiProvider } from '../src/ai/ai-provider';
import { GenerationService } from '../src/ai/generation.service';
import { aiProviderFrom } from '../src/ai/local-ai-provider';
import { createLocalImageProvider } from '../src/ai/local-image-provider';
import { PhotoSessionStore } from '../src/ai/photo-sessions';
import { TILE_MAX_DIMENSION } from '../src/ai/render-size';
import { HttpError } from '../src/lib/http-error';
import {
  registerAiRoutes,
  unreadableImageMessage,
  type UsageCounter,
} from '../src/routes/ai.routes';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const b64 = (name: string) => readFileSync(path.join(photos, name)).toString('base64');

type Counted = { userId: string; counter: UsageCounter }[];

/** Limits that never get in the way, with `anonymous` AI calls per minute. */
const admissionWith = (anonymous: number) => {
  const lane = { overall: 4, perKey: 4, queue: 16, queuePerKey: 16 };
  return new AiAdmission({
    engine: lane,
    provider: lane,
    perMinute: { user: 1000, anonymous },
  });
};

/** The embedded engine as the server wires it: analysis, the stylist and generation. */
function localProvider(engine: LocalEngine, admission: AiAdmission): AiProvider {
  const generation = new GenerationService({ local: createLocalImageProvider(engine), admission });
  return aiProviderFrom(engine, admission, (input) => generation.generate(input));
}

/** The photo sessions' clock, moved on by the expiry test. */
let clock = 0;
const PHOTO_TTL_MS = 60_000;
const newPhotoStore = () =>
  new PhotoSessionStore({
    ttlMs: PHOTO_TTL_MS,
    maxBytes: 64 * 1024 * 1024,
    perOwner: 4,
    now: () => clock,
  });

/**
 * A minimal app with the same error contract as app.ts ({ code, message }); `x-test-user`
 * signs a caller in (at Spark, or `x-test-level`).
 */
async function makeApp(provider: AiProvider, counted: Counted, admission: AiAdmission) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    if (error.validation)
      return reply.status(400).send({ code: 'invalid_request', message: error.message });
    return reply.status(error.statusCode ?? 500).send({ code: error.code, message: error.message });
  });
  const photos = newPhotoStore();
  app.addHook('onClose', (_app, done) => {
    photos.close();
    done();
  });
  registerAiRoutes(app, {
    provider,
    admission,
    photos,
    currentUser: (req) => {
      const id = req.headers['x-test-user'];
      const level = req.headers['x-test-level'];
      return Promise.resolve(
        typeof id === 'string'
          ? {
              id,
              level: typeof level === 'string' ? (level as MembershipLevel) : 'Spark',
              useAvantGardeStyles: false,
            }
          : null,
      );
    },
    countUsage: (userId, counter) => {
      counted.push({ userId, counter });
      return Promise.resolve();
    },
  });
  await app.ready();
  return app;
}

let provider: AiProvider;
let app: Awaited<ReturnType<typeof makeApp>>;
const counted: Counted = [];
const user = { 'x-test-user': 'user-1' };

/** POST /api/ai/photos as `headers`' caller → the kept photo's id. */
async function keep(base64: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai/photos',
    headers,
    payload: { image: { base64, mimeType: 'image/jpeg' } },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return photoUploadResponseSchema.parse(res.json()).photoId;
}

beforeAll(async () => {
  const admission = admissionWith(1000);
  provider = localProvider(await createLocalEngine({ workers: 1 }), admission);
  app = await makeApp(provider, counted, admission);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

describe('POST /api/ai/analyze', () => {
  let people: PersonAnalysis[] = [];

  it('returns the people in the photo and counts usage', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      headers: user,
      payload: { image: { base64: b64('cgi-multiangle-10.jpg'), mimeType: 'image/jpeg' } },
    });
    expect(res.statusCode).toBe(200);
    const analysed = analyzeResponseSchema.parse(res.json());
    people = analysed.people;
    expect(people.map((p) => p.id)).toEqual(['person-1', 'person-2']);
    // the photo is kept: a preview of person 2 names it by id
    const preview = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: {
        photoId: analysed.photoId,
        personId: 'person-2',
        look: { ...emptySelections, lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby' },
        preview: true,
      },
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(counted).toContainEqual({ userId: 'user-1', counter: 'analysis' });
  });

  it('answers 422 with the shared message when nobody is in the photo', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      payload: { image: { base64: b64('background.jpg'), mimeType: 'image/jpeg' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(messages.noPeople);
  });

  it('answers 400 with a clear message for an unreadable image', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      payload: {
        image: {
          base64: Buffer.from('this is not an image at all').toString('base64'),
          mimeType: 'image/jpeg',
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(unreadableImageMessage);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/ai/analyze',
      payload: { image: { base64: '%%%', mimeType: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await app.inject({ method: 'POST', url: '/api/ai/analyze', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('suggests a look for an analysed person', async () => {
    const person = people[0];
    expect(person).toBeDefined();
    if (!person) return;
    const body = {
      personProfile: person.personProfile,
      person,
      temperature: 0,
      styleGoal: 'wedding',
      stylePreferences: {},
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/suggest',
      headers: user,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const { suggestion } = suggestResponseSchema.parse(res.json());
    expect(suggestion.rationale).toMatch(/wedding/);
    const again = await app.inject({
      method: 'POST',
      url: '/api/ai/suggest',
      headers: user,
      payload: body,
    });
    expect(again.json()).toEqual(res.json());
    expect(counted.filter((c) => c.counter === 'suggestions')).toHaveLength(2);
  });

  it('generates a PNG for a person and reports failures with the spec texts', async () => {
    const look = { ...emptySelections, lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby' };
    const photoId = await keep(b64('ai-upper.jpg'), user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { photoId, personId: 'person-1', look },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const out = generateResponseSchema.parse(res.json());
    expect(Buffer.from(out.image.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(out.meta.engine).toBe('local-preview');
    expect(counted).toContainEqual({ userId: 'user-1', counter: 'images' });
    expect(res.headers['server-timing']).toMatch(/(^|, )total;dur=\d+(\.\d)?/);

    // a preview while customizing: JPEG, and it counts as a generated image like every call
    const images = () => counted.filter((c) => c.counter === 'images').length;
    const countedBefore = images();
    const preview = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { photoId, personId: 'person-1', look, preview: true },
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const shown = generateResponseSchema.parse(preview.json());
    expect(shown.image.mimeType).toBe('image/jpeg');
    expect(Buffer.from(shown.image.base64, 'base64').subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
    expect(preview.headers['server-timing']).toMatch(/faces;dur=/);
    // the wait for an engine slot and the engine's own total are stages of their own
    expect(preview.headers['server-timing']).toMatch(/(^|, )admit;dur=\d/);
    expect(preview.headers['server-timing']).toMatch(/(^|, )engine;dur=\d/);
    expect(images()).toBe(countedBefore + 1);

    // asked for the image itself: its bytes, the meta in a header
    const bytes = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: { ...user, accept: 'image/jpeg, image/png, application/json;q=0.5' },
      payload: { photoId, personId: 'person-1', look, preview: true },
    });
    expect(bytes.statusCode, bytes.body.slice(0, 300)).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const meta = JSON.parse(decodeURIComponent(String(bytes.headers['x-render-meta']))) as {
      engine: string;
      applied: string[];
    };
    expect(meta.engine).toBe('local-preview');
    expect(meta.applied).toContain('lipstickStyle');
    expect(bytes.headers['server-timing']).toMatch(/(^|, )total;dur=\d/);

    const missing = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { photoId, personId: 'person-7', look, styleName: 'Classic Matte' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: string }>().message).toMatch(
      /^Failed to generate Classic Matte\. /,
    );
    const unreadable = await app.inject({
      method: 'POST',
      url: '/api/ai/photos',
      payload: {
        image: {
          base64: Buffer.from('nope, not an image').toString('base64'),
          mimeType: 'image/png',
        },
      },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json<{ message: string }>().message).toBe(unreadableImageMessage);
  });
});

describe('the photo is sent once per session of work (issue 23)', () => {
  const look = { ...emptySelections, lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby' };
  const pro = { 'x-test-user': 'user-pro', 'x-test-level': 'Pro' };

  it('a preview request carries no photo: a small body naming the kept photo, rendered at ≤ 1024 px', async () => {
    // a Pro photo: 2048 px on its long side
    const big = await sharp(readFileSync(path.join(photos, 'cgi-model-14.jpg')))
      .resize({ height: 2048 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const photoId = await keep(big.toString('base64'), pro);
    const body = { photoId, personId: 'person-1', look, preview: true };
    expect(JSON.stringify(body).length).toBeLessThan(2048);
    expect(big.length * (4 / 3)).toBeGreaterThan(GENERATE_BODY_LIMIT);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: pro,
      payload: body,
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const shown = Buffer.from(generateResponseSchema.parse(preview.json()).image.base64, 'base64');
    const size = await sharp(shown).metadata();
    expect(Math.max(size.width, size.height)).toBe(PREVIEW_MAX_DIMENSION);
    // a hairstyle tile's draft: a PNG thumbnail at the tiles' size, marked as a draft
    const draft = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: pro,
      payload: { photoId, personId: 'person-1', look, draft: true },
    });
    expect(draft.statusCode, draft.body.slice(0, 300)).toBe(200);
    const drafted = generateResponseSchema.parse(draft.json());
    expect(drafted.image.mimeType).toBe('image/png');
    expect(drafted.meta['draft']).toBe(true);
    const drawn = await sharp(Buffer.from(drafted.image.base64, 'base64')).metadata();
    expect(Math.max(drawn.width, drawn.height)).toBe(TILE_MAX_DIMENSION);
    // a final is rendered at the plan's size from the same kept photo
    const final = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: pro,
      payload: { photoId, personId: 'person-1', look },
    });
    expect(final.statusCode, final.body.slice(0, 300)).toBe(200);
    const made = Buffer.from(generateResponseSchema.parse(final.json()).image.base64, 'base64');
    expect((await sharp(made).metadata()).height).toBe(2048);

    // the photo's bytes are refused in a generate request: by the schema, and by the body size
    const inline = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: pro,
      payload: { ...body, image: { base64: big.toString('base64'), mimeType: 'image/jpeg' } },
    });
    expect(inline.statusCode).toBe(413);
    const smallInline = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: pro,
      payload: { ...body, image: { base64: b64('ai-face.jpg'), mimeType: 'image/jpeg' } },
    });
    expect(smallInline.statusCode).toBe(400);
  });

  it("another caller's photo id is refused, and an expired one asks for the photo again", async () => {
    const photoId = await keep(b64('ai-upper.jpg'), user);
    const generate = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/ai/generate',
        headers,
        payload: { photoId, personId: 'person-1', look, preview: true },
      });
    expect((await generate(user)).statusCode).toBe(200);
    const strangers: Record<string, string>[] = [{ 'x-test-user': 'user-2' }, {}];
    for (const stranger of strangers) {
      const refused = await generate(stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        code: 'photo_not_found',
        message: apiMessages.photoExpired,
      });
    }
    // a signed-out client's photo is not an account's either
    const anonymousId = await keep(b64('ai-upper.jpg'));
    const asUser = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { photoId: anonymousId, personId: 'person-1', look, preview: true },
    });
    expect(asUser.statusCode).toBe(404);

    // each use keeps it a while longer; idle past its time it is gone
    clock += PHOTO_TTL_MS - 1;
    expect((await generate(user)).statusCode).toBe(200);
    clock += PHOTO_TTL_MS;
    const expired = await generate(user);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'photo_expired', message: apiMessages.photoExpired });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { photoId: 'A'.repeat(22), personId: 'person-1', look, preview: true },
    });
    expect(unknown.statusCode).toBe(410);
  });
});

describe('anonymous rate limit', () => {
  it('limits signed-out callers per client IP but not signed-in users', async () => {
    const fake: AiProvider = {
      name: 'fake',
      analyze: ({ image }) =>
        Promise.resolve({ people: [], photo: { bytes: image, mimeType: 'image/jpeg' } }),
      fitPhoto: () => Promise.reject(new Error('unused')),
      suggest: () => Promise.reject(new Error('unused')),
      generate: () => Promise.reject(new Error('unused')),
      close: () => Promise.resolve(),
    };
    const limited = await makeApp(fake, [], admissionWith(2));
    const call = (headers: Record<string, string> = {}) =>
      limited.inject({
        method: 'POST',
        url: '/api/ai/analyze',
        headers,
        payload: { image: { base64: b64('ai-face.jpg'), mimeType: 'image/jpeg' } },
      });
    expect((await call()).statusCode).toBe(422);
    expect((await call()).statusCode).toBe(422);
    expect((await call()).statusCode).toBe(429);
    expect((await call(user)).statusCode).toBe(422);
    await limited.close();
  });
});
