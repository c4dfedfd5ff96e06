import { describe, expect, it } from 'vitest';
import { generationDetails, generationFailed } from '@looklab/shared';
import { createGeminiImageProvider } from '../src/ai/gemini-image-provider';
import { checkImageProvider } from '../src/ai/startup-check';
import {
  expectNoLeak,
  healthAfterCheck,
  jpegPayload,
  lookWith,
  photo,
  postGenerate,
  startGenerativeServer,
  useGenerativeSuite,
} from './helpers/generation';
import { freePort } from './helpers/start-server';

const KEY = 'offline-test-key';
const MODEL = 'gemini-2.5-flash-image';
const TIMEOUT_MS = 2_500;

const suite = useGenerativeSuite({ wire: 'gemini', fake: { apiKey: KEY, models: [MODEL] } });

const body = {
  image: jpegPayload(photo('ai-face.jpg')),
  personId: 'person-1',
  look: lookWith({ hairColor: 'Copper' }),
};

/** Starts AI=gemini with `env`, then checks health and one generation's answer. */
async function expectBroken(
  env: Record<string, string>,
  expected: { checkDetail: RegExp; status: number[]; detail: (keyof typeof generationDetails)[] },
) {
  const server = await startGenerativeServer({
    engine: suite.engine,
    wire: 'gemini',
    env: { AI_TIMEOUT_MS: String(TIMEOUT_MS), ...env },
  });
  try {
    const health = await healthAfterCheck(server.url);
    expect(health.ai).toBe('gemini');
    expect(health.generation.provider).toBe('gemini');
    expect(health.generation.model).toBe(env.GEMINI_IMAGE_MODEL ?? MODEL);
    expect(health.generation.check).toBe('failed');
    expect(health.generation.checkDetail).toMatch(expected.checkDetail);
    const res = await postGenerate(server.url, body);
    expect(expected.status).toContain(res.status);
    const { message } = JSON.parse(res.text) as { message: string };
    expect(expected.detail.map((d) => generationFailed(generationDetails[d]))).toContain(message);
    expect(res.ms).toBeLessThan(TIMEOUT_MS + 1_500);
    expectNoLeak(res.text, { key: env.GEMINI_API_KEY ?? KEY });
    return res;
  } finally {
    await server.close();
  }
}

describe('AI=gemini with a broken provider', () => {
  it('starts without network (no base URL) and answers the spec text within the timeout', async () => {
    await expectBroken(
      { GEMINI_API_KEY: 'some-real-looking-key' },
      { checkDetail: /^unreachable/, status: [502, 504], detail: ['unavailable', 'timeout'] },
    );
  });

  it('starts with the service on a closed port', async () => {
    const port = await freePort();
    await expectBroken(
      { GEMINI_API_KEY: KEY, GEMINI_BASE_URL: `http://127.0.0.1:${port}` },
      { checkDetail: /^unreachable$/, status: [502], detail: ['unavailable'] },
    );
  });

  it('names a rejected key, an unknown model and a missing key', async () => {
    await expectBroken(
      { GEMINI_API_KEY: 'wrong-key-123', GEMINI_BASE_URL: suite.fake.url },
      { checkDetail: /^key rejected \(HTTP 400\)$/, status: [503], detail: ['notConfigured'] },
    );
    await expectBroken(
      { GEMINI_API_KEY: KEY, GEMINI_BASE_URL: suite.fake.url, GEMINI_IMAGE_MODEL: 'gemini-0-none' },
      { checkDetail: /^model not found \(HTTP 404\)$/, status: [503], detail: ['notConfigured'] },
    );
    await expectBroken(
      { GEMINI_BASE_URL: suite.fake.url },
      {
        checkDetail: /^no API key \(set GEMINI_API_KEY\)$/,
        status: [503],
        detail: ['notConfigured'],
      },
    );
  });

  it('logs one clear line for a failed check, without the key', async () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
      error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
    };
    const provider = createGeminiImageProvider({
      apiKey: 'secret-wrong-key',
      baseUrl: suite.fake.url,
      model: MODEL,
    });
    expect(await checkImageProvider(provider, log)).toEqual({
      ok: false,
      detail: 'key rejected (HTTP 400)',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('error');
    expect(lines[0]?.msg).toBe(
      `image provider check failed: gemini model ${MODEL}: key rejected (HTTP 400); generations will fail until this is fixed`,
    );
    expect(JSON.stringify(lines)).not.toContain('secret-wrong-key');
  });
});
