import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import {
  simulateGeneration,
  type SimulatedGeneration,
} from '@looklab/engine/testing/simulate-generation';
import { startFakeOpenAi } from './fakes/fake-openai';
import type { FakeImageServer } from './fakes/fake-answers';
import { expectFailure, failureCases } from './helpers/failure-cases';
import {
  expectFittedBack,
  healthAfterCheck,
  jpegPayload,
  lookWith,
  photo,
  postGenerate,
  startGenerativeServer,
} from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

const KEY = `sk-test-${Math.random().toString(36).slice(2)}`;
const MODEL = 'gpt-image-1';
const TIMEOUT_MS = 4_000;
const PHOTO = 'cgi-multiangle-9.jpg';
const STYLE = 'Long Layers';

let engine: LocalEngine;
let fake: FakeImageServer;
let server: StartedServer;
let simulated: SimulatedGeneration;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  fake = await startFakeOpenAi({ apiKey: KEY, models: [MODEL] });
  server = await startGenerativeServer({
    engine,
    wire: 'openai',
    key: KEY,
    baseUrl: fake.url,
    env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  simulated = await simulateGeneration(engine, photo(PHOTO), 'person-1', 'Auburn');
}, 180_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
  await engine?.close();
});

const body = (extra: Partial<Parameters<typeof postGenerate>[1]> = {}) => ({
  image: jpegPayload(photo(PHOTO)),
  personId: 'person-1',
  look: lookWith({ hairstyle: STYLE, hairColor: 'Auburn' }),
  styleName: STYLE,
  ...extra,
});

describe('AI=openai (or an OpenAI-compatible server at OPENAI_BASE_URL)', () => {
  it('checks the key and model once at start-up and reports them', async () => {
    const health = await healthAfterCheck(server.url);
    expect(health.generation).toMatchObject({ provider: 'openai', model: MODEL, check: 'ok' });
    expect(fake.checks).toEqual([{ path: '/v1/models', apiKey: KEY }]);
  });

  it('sends images.edit as multipart with the model, the photo, high input fidelity and the prompt; fits the answer back', async () => {
    fake.respond = () => ({ kind: 'image', image: simulated.image });
    const res = await postGenerate(server.url, body());
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/images/edits');
    expect(sent?.apiKey).toBe(KEY);
    expect(sent?.model).toBe(MODEL);
    expect(sent?.fields).toMatchObject({ input_fidelity: 'high', n: '1', image: ['photo.jpg'] });
    expect(sent?.images).toHaveLength(1);
    expect(sent?.images[0]?.mimeType).toBe('image/jpeg');
    expect(sent?.images[0]?.bytes.equals(photo(PHOTO))).toBe(true);
    expect(sent?.prompt).toContain(`"${STYLE}"`);
    expect(sent?.prompt).toContain('Auburn');

    const out = await expectFittedBack(engine, photo(PHOTO), simulated, res.text);
    expect(out.meta.engine).toBe('openai');
    expect(out.meta.model).toBe(MODEL);
  });

  it('sends a reference as the second image[] part', async () => {
    fake.respond = () => ({ kind: 'image', image: simulated.image });
    const reference = photo('ai-face.jpg');
    const res = await postGenerate(
      server.url,
      body({
        look: lookWith({}),
        styleName: 'Custom Style 1',
        referenceImage: jpegPayload(reference),
      }),
    );
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const sent = fake.requests.at(-1);
    expect(sent?.fields['image[]']).toEqual(['photo.jpg', 'reference.jpg']);
    expect(sent?.images[1]?.bytes.equals(reference)).toBe(true);
    expect(sent?.prompt).toContain('The second image is a hairstyle reference. Copy only its hair');
  });

  it.each(failureCases('safety'))(
    'answers $answer.kind with the spec text and no leak',
    async (c) => {
      await expectFailure(server.url, fake, KEY, body(), c, TIMEOUT_MS);
      await expectFailure(server.url, fake, KEY, body({ styleName: undefined }), c, TIMEOUT_MS);
    },
  );

  it('talks to a self-hosted server that needs no key; names a rejected key and an unknown model', async () => {
    const selfHosted = await startFakeOpenAi({
      apiKey: 'unused',
      models: ['Qwen/Qwen-Image-Edit'],
    });
    const noKey = await startGenerativeServer({
      engine,
      wire: 'openai',
      baseUrl: selfHosted.url,
      env: { OPENAI_IMAGE_MODEL: 'Qwen/Qwen-Image-Edit' },
    });
    const wrongKey = await startGenerativeServer({
      engine,
      wire: 'openai',
      key: 'sk-wrong',
      baseUrl: fake.url,
    });
    const unknownModel = await startGenerativeServer({
      engine,
      wire: 'openai',
      key: KEY,
      baseUrl: fake.url,
      env: { OPENAI_IMAGE_MODEL: 'gpt-image-0' },
    });
    try {
      expect((await healthAfterCheck(noKey.url)).generation).toMatchObject({
        model: 'Qwen/Qwen-Image-Edit',
        check: 'ok',
      });
      expect((await healthAfterCheck(wrongKey.url)).generation).toMatchObject({
        check: 'failed',
        checkDetail: 'key rejected (HTTP 401)',
      });
      expect((await healthAfterCheck(unknownModel.url)).generation).toMatchObject({
        check: 'failed',
        checkDetail: 'model not found (HTTP 404)',
      });
    } finally {
      await noKey.close();
      await wrongKey.close();
      await unknownModel.close();
      await selfHosted.close();
    }
  });
});
