import { describe, expect, it } from 'vitest';
import { simulateGeneration } from '@looklab/engine/testing/simulate-generation';
import { failedToGenerate, generationDetails, usageSchema } from '@looklab/shared';
import type { FakeAnswer } from './fakes/fake-answers';
import { TestClient, uniqueEmail } from './helpers/http-client';
import {
  jpegPayload,
  lookWith,
  photo,
  postGenerate,
  useGenerativeSuite,
} from './helpers/generation';

const KEY = 'limits-test-key';
const MODEL = 'gemini-2.5-flash-image';
const PHOTO = 'ai-upper.jpg';
const STYLE = 'Pixie Cut';

const suite = useGenerativeSuite({
  wire: 'gemini',
  fake: { apiKey: KEY, models: [MODEL] },
  server: {
    env: {
      AI_CONCURRENCY: '2',
      AI_CONCURRENCY_PER_USER: '1',
      AI_QUEUE: '2',
      AI_QUEUE_PER_USER: '1',
      AI_TIMEOUT_MS: '30000',
    },
  },
});

const body = {
  image: jpegPayload(photo(PHOTO)),
  personId: 'person-1',
  look: lookWith({ hairstyle: STYLE }),
  styleName: STYLE,
};

/** Holds every provider call until `open()`, counting how many the fake serves at once. */
function gate(answer: FakeAnswer) {
  let release!: () => void;
  const opened = new Promise<void>((r) => (release = r));
  const seen = { inFlight: 0, max: 0 };
  suite.fake.respond = async () => {
    seen.inFlight++;
    seen.max = Math.max(seen.max, seen.inFlight);
    await opened;
    seen.inFlight--;
    return answer;
  };
  return { seen, open: () => release() };
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function signedIn(): Promise<TestClient> {
  const client = new TestClient(suite.server.url);
  await client.signUp(uniqueEmail('gen'));
  return client;
}

const generateAs = async (client: TestClient | null) => {
  if (!client) return (await postGenerate(suite.server.url, body)).status;
  return (await postGenerate(suite.server.url, body, { cookie: client.cookieHeader() })).status;
};

describe('generation limits', () => {
  it('runs one call per client at a time, queues one more, and answers 503 + Retry-After beyond', async () => {
    const { seen, open } = gate({ kind: 'block' });
    const start = suite.fake.requests.length;
    const first = postGenerate(suite.server.url, body);
    await until(() => suite.fake.requests.length === start + 1);
    const second = postGenerate(suite.server.url, body);
    const third = postGenerate(suite.server.url, body);
    // one of them waits for the slot; the other finds the client's queue full
    const busy = await Promise.race([second, third]);
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(busy.text)).toEqual({
      code: 'busy',
      message: failedToGenerate(STYLE, generationDetails.busy),
    });
    expect(suite.fake.requests.length).toBe(start + 1);
    open();
    const statuses = (await Promise.all([first, second, third])).map((r) => r.status).sort();
    expect(statuses).toEqual([422, 422, 503]);
    expect(seen.max).toBe(1);
    expect(suite.fake.requests.length).toBe(start + 2);
  });

  it('runs at most AI_CONCURRENCY calls over all users', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    const { seen, open } = gate({ kind: 'block' });
    const calls = [generateAs(a), generateAs(b), generateAs(null)];
    await until(() => seen.inFlight === 2);
    await new Promise((r) => setTimeout(r, 400));
    expect(seen.inFlight).toBe(2); // the third waits in the queue
    open();
    expect(await Promise.all(calls)).toEqual([422, 422, 422]);
    expect(seen.max).toBe(2);
  });

  it('counts each answered provider call in usage', async () => {
    const client = await signedIn();
    const images = async () =>
      usageSchema.parse(await (await client.request('GET', '/api/usage')).json()).images;
    const { image } = await simulateGeneration(suite.engine, photo(PHOTO), 'person-1', 'Copper');
    const steps: [FakeAnswer, number, number][] = [
      [{ kind: 'image', image }, 200, 1],
      [{ kind: 'block' }, 422, 1],
      [{ kind: 'server_error', status: 503 }, 502, 2], // the call and its one retry
      [{ kind: 'quota' }, 429, 1],
    ];
    for (const [answer, status, calls] of steps) {
      suite.fake.respond = () => answer;
      const before = await images();
      expect(await generateAs(client)).toBe(status);
      expect(await images(), answer.kind).toBe(before + calls);
    }
  });
});
