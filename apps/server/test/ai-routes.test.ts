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
import {
  analyzeResponseSchema,
  emptySelections,
  generateResponseSchema,
  messages,
  suggestResponseSchema,
  type PersonAnalysis,
} from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { AiAdmission } from '../src/ai/admission';
import type { AiProvider } from '../src/ai/ai-provider';
import { GenerationService } from '../src/ai/generation.service';
import { aiProviderFrom } from '../src/ai/local-ai-provider';
import { createLocalImageProvider } from '../src/ai/local-image-provider';
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

/** A minimal app with the same error contract as app.ts ({ code, message }). */
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
  registerAiRoutes(app, {
    provider,
    admission,
    currentUser: (req) => {
      const id = req.headers['x-test-user'];
      return Promise.resolve(
        typeof id === 'string' ? { id, level: 'Spark' as const, useAvantGardeStyles: false } : null,
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
    people = analyzeResponseSchema.parse(res.json()).people;
    expect(people.map((p) => p.id)).toEqual(['person-1', 'person-2']);
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
    const image = { base64: b64('ai-upper.jpg'), mimeType: 'image/jpeg' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      headers: user,
      payload: { image, personId: 'person-1', look },
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
      payload: { image, personId: 'person-1', look, preview: true },
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const shown = generateResponseSchema.parse(preview.json());
    expect(shown.image.mimeType).toBe('image/jpeg');
    expect(Buffer.from(shown.image.base64, 'base64').subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
    expect(preview.headers['server-timing']).toMatch(/faces;dur=/);
    expect(images()).toBe(countedBefore + 1);

    const missing = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      payload: { image, personId: 'person-7', look, styleName: 'Classic Matte' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: string }>().message).toMatch(
      /^Failed to generate Classic Matte\. /,
    );
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/ai/generate',
      payload: {
        image: {
          base64: Buffer.from('nope, not an image').toString('base64'),
          mimeType: 'image/png',
        },
        personId: 'person-1',
        look,
      },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ message: string }>().message).toMatch(/^Generation failed\. /);
  });
});

describe('anonymous rate limit', () => {
  it('limits signed-out callers per client IP but not signed-in users', async () => {
    const fake: AiProvider = {
      name: 'fake',
      analyze: () => Promise.resolve([]),
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
