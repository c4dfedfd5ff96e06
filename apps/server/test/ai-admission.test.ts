import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { apiMessages, failedToProcessPhoto } from '@looklab/shared';
import type { TestClient } from './helpers/http-client';
import { accountAt, jpegImage, postAi, startLocalAiServer, type AiAnswer } from './helpers/ai-http';
import { photo } from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

/**
 * The engine, with every analysis held at a gate until the test opens it: the admission sees
 * the held analyses as running, so what queues and what is refused does not depend on timing.
 */
function gated(engine: LocalEngine) {
  let opened = Promise.resolve();
  let open = () => {};
  const state = { held: 0 };
  const wrapped: LocalEngine = {
    ...engine,
    async analyze(image, opts) {
      state.held++;
      await opened;
      state.held--;
      return engine.analyze(image, opts);
    },
  };
  return {
    engine: wrapped,
    state,
    close: () => {
      opened = new Promise<void>((r) => (open = r));
    },
    open: () => open(),
  };
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Did the promise settle within `ms`? (a queued request does not answer) */
const settlesWithin = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

let engine: LocalEngine;
let gate: ReturnType<typeof gated>;
let server: StartedServer;
let users: TestClient[];

const USER_PER_MINUTE = 6;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 }); // one engine slot
  gate = gated(engine);
  server = await startLocalAiServer(gate.engine, {
    AI_ENGINE_QUEUE: '2',
    AI_ENGINE_QUEUE_PER_USER: '1',
    AI_CONCURRENCY_PER_USER: '1',
    AI_USER_RATE_LIMIT: String(USER_PER_MINUTE),
  });
  users = [await accountAt(server, 'Freemium'), await accountAt(server, 'Spark')];
}, 180_000);

// a failed test must not leave the engine held for the next
afterEach(() => gate.open());

afterAll(async () => {
  await server?.close();
  await engine?.close();
});

const analyze = (client: TestClient | null = null, signal?: AbortSignal) =>
  postAi(server, '/api/ai/analyze', { image: jpegImage(photo('ai-face.jpg')) }, client, signal);

function expectBusy(res: AiAnswer): void {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(res.text)).toEqual({
    code: 'busy',
    message: failedToProcessPhoto(apiMessages.aiBusy),
  });
}

describe('admission of engine work', () => {
  it('queues beyond the engine slot per client and overall, and answers 503 + Retry-After beyond the queues', async () => {
    gate.close();
    const running = analyze();
    await until(() => gate.state.held === 1);
    // the signed-out client may queue one more: of two at once, one waits and one is refused
    const [a, b] = [analyze(), analyze()];
    const refused = await Promise.race([a, b]);
    expectBusy(refused);
    // another caller takes the last place in the overall queue (2); a third is refused
    const [c, d] = [analyze(users[0]), analyze(users[1])];
    expectBusy(await Promise.race([c, d]));
    expect(gate.state.held).toBe(1); // nothing else reached the engine meanwhile
    gate.open();
    const statuses = (await Promise.all([running, a, b, c, d])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
  });

  it('takes a request whose client went away out of the queue', async () => {
    gate.close();
    const running = analyze();
    await until(() => gate.state.held === 1);
    const leaving = new AbortController();
    const left = analyze(null, leaving.signal).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 300)); // it has reached the queue
    leaving.abort();
    expect(await left).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 300)); // the server has seen the client go
    // the client's one queue place is free again: this one waits instead of being refused
    const next = analyze();
    expect(await settlesWithin(next, 500)).toBe(false);
    gate.open();
    expect((await running).status).toBe(200);
    expect((await next).status).toBe(200);
  });
});

describe('per-minute AI limits', () => {
  it(`limits each signed-in user to AI_USER_RATE_LIMIT (${USER_PER_MINUTE}) calls a minute`, async () => {
    // fresh accounts: the calls above counted too
    const [first, second] = [await accountAt(server, 'Pro'), await accountAt(server, 'Pro')];
    const statuses: number[] = [];
    for (let i = 0; i < USER_PER_MINUTE; i++) statuses.push((await analyze(first)).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const limited = await analyze(first);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ message: apiMessages.tooManyRequests });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // counted per user: the other account is not affected by it
    expect((await analyze(second)).status).not.toBe(429);
  });
});
