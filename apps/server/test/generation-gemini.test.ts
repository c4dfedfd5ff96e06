import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import {
  simulateGeneration,
  type SimulatedGeneration,
} from '@looklab/engine/testing/simulate-generation';
import {
  clientConfigSchema,
  generateResponseSchema,
  hairstylesFor,
  type PersonAnalysis,
} from '@looklab/shared';
import { startFakeGemini } from './fakes/fake-gemini';
import type { FakeImageServer } from './fakes/fake-answers';
import { expectFailure, failureCases } from './helpers/failure-cases';
import {
  healthAfterCheck,
  jpegPayload,
  lookWith,
  photo,
  postGenerate,
  expectFittedBack,
  startGenerativeServer,
} from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

const KEY = `gemini-test-key-${Math.random().toString(36).slice(2)}`;
const MODEL = 'gemini-2.5-flash-image';
const TIMEOUT_MS = 4_000;
const PHOTO = 'cgi-multiangle-10.jpg';

let engine: LocalEngine;
let fake: FakeImageServer;
let server: StartedServer;
let people: PersonAnalysis[];
let simulated: SimulatedGeneration;
let style: string;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  fake = await startFakeGemini({ apiKey: KEY, models: [MODEL] });
  server = await startGenerativeServer({
    engine,
    wire: 'gemini',
    key: KEY,
    baseUrl: fake.url,
    env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  people = await engine.analyze(photo(PHOTO), { level: 'Pro' });
  simulated = await simulateGeneration(engine, photo(PHOTO), 'person-1', 'Copper');
  const gender = people[0]?.gender ?? 'female';
  style = hairstylesFor(gender).find((h) => !h.isNone && h.lengthBucket === 'short')?.name ?? '';
}, 180_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
  await engine?.close();
});

const body = (extra: Partial<Parameters<typeof postGenerate>[1]> = {}) => ({
  image: jpegPayload(photo(PHOTO)),
  personId: 'person-1',
  look: lookWith({ hairstyle: style, hairColor: 'Copper' }),
  styleName: style,
  ...extra,
});

describe('AI=gemini', () => {
  it('checks the key and model once at start-up and reports them', async () => {
    const health = await healthAfterCheck(server.url);
    expect(health.ai).toBe('gemini');
    expect(health.generation).toEqual({
      provider: 'gemini',
      model: MODEL,
      check: 'ok',
      checkDetail: null,
      perUserConcurrency: 2,
    });
    expect(fake.checks).toEqual([{ path: `/v1beta/models/${MODEL}`, apiKey: KEY }]);
    const config = clientConfigSchema.parse(await (await fetch(`${server.url}/api/config`)).json());
    expect(config.generation.provider).toBe('gemini');
  });

  it('sends the model, the photo as an image part and a prompt naming the style; fits the answer back', async () => {
    fake.respond = () => ({ kind: 'image', image: simulated.image });
    const res = await postGenerate(server.url, body());
    expect(res.status, res.text.slice(0, 300)).toBe(200);

    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(sent?.model).toBe(MODEL);
    expect(sent?.apiKey).toBe(KEY);
    expect(sent?.images).toHaveLength(1);
    expect(sent?.images[0]?.mimeType).toBe('image/jpeg');
    expect(sent?.images[0]?.bytes.equals(photo(PHOTO))).toBe(true);
    expect(sent?.prompt).toContain(`"${style}"`);
    expect(sent?.prompt).toContain('Copper');
    // two people in the photo: the prompt says which one to change
    expect(sent?.prompt).toContain(
      `described as: ${people[0]?.analyzedPersonDescription.replace(/\.$/, '')}`,
    );
    expect(sent?.fields.generationConfig).toMatchObject({ responseModalities: ['TEXT', 'IMAGE'] });

    const out = await expectFittedBack(engine, photo(PHOTO), simulated, res.text);
    expect(out.meta.engine).toBe('gemini');
    expect(out.meta.model).toBe(MODEL);
    expect(res.headers.get('server-timing')).toMatch(/provider;dur=.*fit;dur=/);
  });

  it('sends a reference as the second image part and asks to copy its hair only', async () => {
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
    expect(sent?.images).toHaveLength(2);
    expect(sent?.images[1]?.bytes.equals(reference)).toBe(true);
    expect(sent?.prompt).toContain('The second image is a hairstyle reference. Copy only its hair');
  });

  it('keeps previews on the embedded engine', async () => {
    const before = fake.requests.length;
    const res = await postGenerate(server.url, body({ preview: true }));
    expect(res.status).toBe(200);
    expect(generateResponseSchema.parse(JSON.parse(res.text)).meta.engine).toBe('local-preview');
    expect(fake.requests.length).toBe(before);
  });

  it.each(failureCases('blocked'))(
    'answers $answer.kind with the spec text and no leak',
    async (c) => {
      await expectFailure(server.url, fake, KEY, body(), c, TIMEOUT_MS);
      await expectFailure(server.url, fake, KEY, body({ styleName: undefined }), c, TIMEOUT_MS);
    },
  );
});
