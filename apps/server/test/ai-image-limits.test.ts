import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { analyzeResponseSchema, imageTooLarge, messages } from '@looklab/shared';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../src/services/image-validation';
import { enlarged, jpegImage, postAi, startLocalAiServer } from './helpers/ai-http';
import { photo } from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

/** This process runs the server (and its engine's worker threads): its RSS is the server's. */
const rssMb = () => process.memoryUsage.rss() / 2 ** 20;

/** Runs `work` while sampling the RSS every 5 ms; returns its result and the highest sample. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb();
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 5);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb()) };
  } finally {
    clearInterval(timer);
  }
}

/** Above this over the baseline, a burst was decoded whole (one 16000² decode is ~1 GB). */
const BURST_BOUND_MB = 300;
/** Above this over the baseline once a burst is over and collected, its memory was kept. */
const AFTER_BOUND_MB = 100;
/** How long the garbage collectors (this thread's and the engine worker's) get to run. */
const SETTLE_MS = 20_000;

/**
 * The RSS after a burst: sampled until it is within AFTER_BOUND_MB of the baseline (memory
 * freed by the burst's requests comes back once V8 collects their buffers), at most SETTLE_MS.
 */
async function settledRss(baseline: number): Promise<{ mb: number; ms: number }> {
  const t0 = performance.now();
  let mb = rssMb();
  while (mb - baseline >= AFTER_BOUND_MB && performance.now() - t0 < SETTLE_MS) {
    await new Promise((r) => setTimeout(r, 250));
    mb = rssMb();
  }
  return { mb, ms: performance.now() - t0 };
}

let engine: LocalEngine;
let server: StartedServer;
/** 16000 × 16000 of one colour: 1.5 MB as JPEG, 1 GB as the pixels a decoder makes of it */
let giant: Buffer;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  server = await startLocalAiServer(engine);
  giant = await sharp({
    create: { width: 16_000, height: 16_000, channels: 3, background: '#c08060' },
  })
    .jpeg()
    .toBuffer();
  // warm: the route, the engine's first analysis and sharp's threads
  await postAi(server, '/api/ai/analyze', { image: jpegImage(photo('ai-face.jpg')) });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await engine?.close();
});

const tooLarge = imageTooLarge(16_000, 16_000, MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS);

describe('photos over the upload limits', () => {
  it('refuses four 16000 × 16000 photos at once from their header: nothing decoded, RSS bounded', async () => {
    const detections = engine.info().detectionCache.misses;
    const baseline = rssMb();
    const t0 = performance.now();
    const { result, peakMb } = await withPeakRss(() =>
      Promise.all(
        [1, 2, 3, 4].map(() => postAi(server, '/api/ai/analyze', { image: jpegImage(giant) })),
      ),
    );
    const ms = performance.now() - t0;
    for (const res of result) {
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({ code: 'image_too_large', message: tooLarge });
    }
    // the engine never saw them: no detection ran
    expect(engine.info().detectionCache.misses).toBe(detections);
    expect(peakMb - baseline).toBeLessThan(BURST_BOUND_MB);
    const after = await settledRss(baseline);
    expect(after.mb - baseline).toBeLessThan(AFTER_BOUND_MB);
    console.info(
      `[measure] 4 × 16000² JPEG (${(giant.length / 2 ** 20).toFixed(1)} MB each) at once: ` +
        `refused in ${ms.toFixed(0)} ms, RSS ${baseline.toFixed(0)} MB → peak +${(peakMb - baseline).toFixed(0)} MB, ` +
        `+${(after.mb - baseline).toFixed(0)} MB ${(after.ms / 1000).toFixed(1)} s later`,
    );
  });

  it('refuses them when kept for generation, as the photo or as the reference', async () => {
    for (const role of ['photo', 'reference']) {
      const res = await postAi(server, '/api/ai/photos', { image: jpegImage(giant), role });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({ code: 'image_too_large', message: tooLarge });
    }
  });

  it('refuses bytes that are not a JPEG, PNG or WebP before decoding', async () => {
    const gif = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#808080' },
    })
      .gif()
      .toBuffer();
    const res = await postAi(server, '/api/ai/analyze', {
      image: { base64: gif.toString('base64'), mimeType: 'image/jpeg' },
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: 'bad_image', message: messages.unreadableImage });
  });
});

describe('a burst of large photos within the limits', () => {
  it('analyses each at the plan size; RSS stays bounded and comes back', async () => {
    // 5848 × 6120 (35.8 MP): within 8192 px and 40 MP
    const large = await enlarged(photo('ai-upper.jpg'), 8.5);
    const baseline = rssMb();
    const { result, peakMb } = await withPeakRss(() =>
      Promise.all(
        [1, 2, 3, 4].map(() => postAi(server, '/api/ai/analyze', { image: jpegImage(large) })),
      ),
    );
    for (const res of result) {
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      const [person] = analyzeResponseSchema.parse(JSON.parse(res.text)).people;
      expect([person?.imageWidth, person?.imageHeight]).toEqual([688, 720]);
    }
    expect(peakMb - baseline).toBeLessThan(BURST_BOUND_MB);
    const after = await settledRss(baseline);
    expect(after.mb - baseline).toBeLessThan(AFTER_BOUND_MB);
    console.info(
      `[measure] 4 × 5848 × 6120 JPEG (${(large.length / 2 ** 20).toFixed(1)} MB each) at once, analysed at 720 px: ` +
        `RSS ${baseline.toFixed(0)} MB → peak +${(peakMb - baseline).toFixed(0)} MB, ` +
        `+${(after.mb - baseline).toFixed(0)} MB ${(after.ms / 1000).toFixed(1)} s later`,
    );
  });
});
