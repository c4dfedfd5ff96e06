import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  simulateGeneration,
  type SimulatedGeneration,
} from '@looklab/engine/testing/simulate-generation';
import {
  clientConfigSchema,
  failedToGenerate,
  generationDetails,
  messages,
  generateResponseSchema,
  hairstylesFor,
  type PersonAnalysis,
} from '@looklab/shared';
import { expectFailure, failureCases } from './helpers/failure-cases';
import {
  healthAfterCheck,
  photo,
  signedOutPhoto,
  postGenerate,
  expectFittedBack,
  expectReferenceSent,
  generateRequest,
  type GenerateBody,
  useGenerativeSuite,
} from './helpers/generation';

const KEY = `gemini-test-key-${Math.random().toString(36).slice(2)}`;
const MODEL = 'gemini-2.5-flash-image';
const TIMEOUT_MS = 4_000;
const PHOTO = 'cgi-multiangle-10.jpg';

const suite = useGenerativeSuite({
  wire: 'gemini',
  fake: { apiKey: KEY, models: [MODEL] },
  server: { env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) } },
});
/** the photo as a signed-out studio sends it (720 px): the server passes it on unchanged */
let original: Buffer;
let people: PersonAnalysis[];
let simulated: SimulatedGeneration;
let style: string;

beforeAll(async () => {
  original = await signedOutPhoto(PHOTO);
  people = await suite.engine.analyze(original, { level: 'Pro' });
  simulated = await simulateGeneration(suite.engine, original, 'person-1', 'Copper');
  const gender = people[0]?.gender ?? 'female';
  style = hairstylesFor(gender).find((h) => !h.isNone && h.lengthBucket === 'short')?.name ?? '';
}, 180_000);

const body = (extra: Partial<GenerateBody> = {}) =>
  generateRequest(original, { hairstyle: style, hairColor: 'Copper' }, style, extra);

describe('AI=gemini', () => {
  it('checks the key and model once at start-up and reports them', async () => {
    const health = await healthAfterCheck(suite.server.url);
    expect(health.ai).toBe('gemini');
    expect(health.generation).toEqual({
      provider: 'gemini',
      model: MODEL,
      check: 'ok',
      checkDetail: null,
      perUserConcurrency: 2,
    });
    expect(suite.fake.checks).toEqual([{ path: `/v1beta/models/${MODEL}`, apiKey: KEY }]);
    const config = clientConfigSchema.parse(
      await (await fetch(`${suite.server.url}/api/config`)).json(),
    );
    expect(config.generation.provider).toBe('gemini');
  });

  it('sends the model, the photo as an image part and a prompt naming the style; fits the answer back', async () => {
    suite.fake.respond = () => ({ kind: 'image', image: simulated.image });
    const res = await postGenerate(suite.server.url, body());
    expect(res.status, res.text.slice(0, 300)).toBe(200);

    const sent = suite.fake.requests.at(-1);
    expect(sent?.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(sent?.model).toBe(MODEL);
    expect(sent?.apiKey).toBe(KEY);
    expect(sent?.images).toHaveLength(1);
    expect(sent?.images[0]?.mimeType).toBe('image/jpeg');
    expect(sent?.images[0]?.bytes.equals(original)).toBe(true);
    expect(sent?.prompt).toContain(`"${style}"`);
    expect(sent?.prompt).toContain('Copper');
    // two people in the photo: the prompt says which one to change
    expect(sent?.prompt).toContain(
      `described as: ${people[0]?.analyzedPersonDescription.replace(/\.$/, '')}`,
    );
    expect(sent?.fields.generationConfig).toMatchObject({ responseModalities: ['TEXT', 'IMAGE'] });

    const out = await expectFittedBack(suite.engine, original, simulated, res.text);
    expect(out.meta.engine).toBe('gemini');
    expect(out.meta.model).toBe(MODEL);
    expect(res.headers.get('server-timing')).toMatch(/provider;dur=.*fit;dur=/);
  });

  it('sends a reference as the second image part and asks to copy its hair only', async () => {
    const sent = await expectReferenceSent(suite, simulated.image, body);
    expect(sent?.images.map((i) => i.mimeType)).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('refuses an answer that lost the person: the fit finds no face, or another one', async () => {
    const blank = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    const stranger = await sharp(photo('cgi-model-2.jpg')).resize(1024, 1024).png().toBuffer();
    const refusals = [messages.generatedFaceMissing, messages.generatedFaceChanged];
    for (const image of [blank, stranger]) {
      suite.fake.respond = () => ({ kind: 'image', image });
      const res = await postGenerate(suite.server.url, body());
      expect(res.status).toBe(422);
      const { code, message } = JSON.parse(res.text) as { code: string; message: string };
      expect(code).toBe('fit_failed');
      expect(refusals.map((detail) => failedToGenerate(style, detail))).toContain(message);
    }
  });

  it('refuses an answer over the pixel limits from its header, before the fit decodes it', async () => {
    // 9000 × 9000 (81 MP): over 8192 px a side and 40 MP, 1 GB of pixels for a decoder
    const huge = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    suite.fake.respond = () => ({ kind: 'image', image: huge });
    const res = await postGenerate(suite.server.url, body());
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toEqual({
      code: 'bad_output',
      message: failedToGenerate(style, generationDetails.badImage),
    });
  });

  it('keeps previews on the embedded engine', async () => {
    const before = suite.fake.requests.length;
    const res = await postGenerate(suite.server.url, body({ preview: true }));
    expect(res.status).toBe(200);
    expect(generateResponseSchema.parse(JSON.parse(res.text)).meta.engine).toBe('local-preview');
    expect(suite.fake.requests.length).toBe(before);
  });

  it.each(failureCases('blocked'))('answers $answer.kind with the spec text and no leak', (c) =>
    expectFailure(suite, KEY, body, c, TIMEOUT_MS),
  );
});
