import { beforeAll, describe, expect, it } from 'vitest';
import {
  simulateGeneration,
  type SimulatedGeneration,
} from '@looklab/engine/testing/simulate-generation';
import { startFakeOpenAi } from './fakes/fake-openai';
import { expectFailure, failureCases } from './helpers/failure-cases';
import {
  expectFittedBack,
  expectReferenceSent,
  generateRequest,
  type GenerateBody,
  healthAfterCheck,
  signedOutPhoto,
  postGenerate,
  startGenerativeServer,
  useGenerativeSuite,
} from './helpers/generation';

const KEY = `sk-test-${Math.random().toString(36).slice(2)}`;
const MODEL = 'gpt-image-1';
const TIMEOUT_MS = 4_000;
const PHOTO = 'cgi-multiangle-9.jpg';
const STYLE = 'Long Layers';

const suite = useGenerativeSuite({
  wire: 'openai',
  fake: { apiKey: KEY, models: [MODEL] },
  server: { env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) } },
});
/** the photo as a signed-out studio sends it (720 px): the server passes it on unchanged */
let original: Buffer;
let simulated: SimulatedGeneration;

beforeAll(async () => {
  original = await signedOutPhoto(PHOTO);
  simulated = await simulateGeneration(suite.engine, original, 'person-1', 'Auburn');
}, 180_000);

const body = (extra: Partial<GenerateBody> = {}) =>
  generateRequest(original, { hairstyle: STYLE, hairColor: 'Auburn' }, STYLE, extra);

describe('AI=openai (or an OpenAI-compatible server at OPENAI_BASE_URL)', () => {
  it('checks the key and model once at start-up and reports them', async () => {
    const health = await healthAfterCheck(suite.server.url);
    expect(health.generation).toMatchObject({ provider: 'openai', model: MODEL, check: 'ok' });
    expect(suite.fake.checks).toEqual([{ path: '/v1/models', apiKey: KEY }]);
  });

  it('sends images.edit as multipart with the model, the photo, high input fidelity and the prompt; fits the answer back', async () => {
    suite.fake.respond = () => ({ kind: 'image', image: simulated.image });
    const res = await postGenerate(suite.server.url, body());
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const sent = suite.fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/images/edits');
    expect(sent?.apiKey).toBe(KEY);
    expect(sent?.model).toBe(MODEL);
    expect(sent?.fields).toMatchObject({ input_fidelity: 'high', n: '1', image: ['photo.jpg'] });
    expect(sent?.images).toHaveLength(1);
    expect(sent?.images[0]?.mimeType).toBe('image/jpeg');
    expect(sent?.images[0]?.bytes.equals(original)).toBe(true);
    expect(sent?.prompt).toContain(`"${STYLE}"`);
    expect(sent?.prompt).toContain('Auburn');

    const out = await expectFittedBack(suite.engine, original, simulated, res.text);
    expect(out.meta.engine).toBe('openai');
    expect(out.meta.model).toBe(MODEL);
  });

  it('sends a reference as the second image[] part', async () => {
    const sent = await expectReferenceSent(suite, simulated.image, body);
    expect(sent?.fields['image[]']).toEqual(['photo.jpg', 'reference.jpg']);
  });

  it.each(failureCases('safety'))('answers $answer.kind with the spec text and no leak', (c) =>
    expectFailure(suite, KEY, body, c, TIMEOUT_MS),
  );

  it('talks to a self-hosted server that needs no key; names a rejected key and an unknown model', async () => {
    const selfHosted = await startFakeOpenAi({
      apiKey: 'unused',
      models: ['Qwen/Qwen-Image-Edit'],
    });
    const noKey = await startGenerativeServer({
      engine: suite.engine,
      wire: 'openai',
      baseUrl: selfHosted.url,
      env: { OPENAI_IMAGE_MODEL: 'Qwen/Qwen-Image-Edit' },
    });
    const wrongKey = await startGenerativeServer({
      engine: suite.engine,
      wire: 'openai',
      key: 'sk-wrong',
      baseUrl: suite.fake.url,
    });
    const unknownModel = await startGenerativeServer({
      engine: suite.engine,
      wire: 'openai',
      key: KEY,
      baseUrl: suite.fake.url,
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
