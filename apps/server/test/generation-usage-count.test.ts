import { describe, expect, it } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { AiAdmission } from '../src/ai/admission';
import type { AiLogger } from '../src/ai/ai-provider';
import { GenerationService } from '../src/ai/generation.service';
import type { ImageEditProvider } from '../src/ai/image-edit-provider';

/** The embedded engine's answer, at once: the test is about what comes after it. */
const local: ImageEditProvider = {
  id: 'local',
  model: null,
  remote: false,
  edit: () =>
    Promise.resolve({
      kind: 'rendered',
      image: Buffer.from('jpeg'),
      mimeType: 'image/jpeg',
      meta: {
        engine: 'local-preview',
        personId: 'person-1',
        width: 1,
        height: 1,
        applied: [],
        skipped: [],
        notes: [],
        timings: {},
      },
      timings: { total: 1 },
    }),
};

const lane = { overall: 2, perKey: 2, queue: 4, queuePerKey: 4 };
const service = () =>
  new GenerationService({
    local,
    admission: new AiAdmission({
      engine: lane,
      provider: lane,
      perMinute: { user: 100, anonymous: 100 },
    }),
  });

const input = (onProviderCall: () => Promise<void>, log?: AiLogger) => ({
  photo: {
    bytes: Buffer.from('photo'),
    mimeType: 'image/jpeg' as const,
    id: 'photo-1',
    maxSide: 720,
  },
  personId: 'person-1',
  look: { ...emptySelections, lipstickColor: 'Ruby Woo' },
  preview: true,
  caller: 'user:u1',
  maxSide: 720,
  onProviderCall,
  ...(log ? { log } : {}),
});

describe('usage count of an embedded render (issue 23: a customize click waits for no count)', () => {
  it('answers before the count is written, and counts it once', async () => {
    let calls = 0;
    let written!: () => void;
    const count = () => {
      calls++;
      return new Promise<void>((resolve) => (written = resolve));
    };
    const answered = service()
      .generate(input(count))
      .then((out) => out.mimeType);
    // the answer comes although the count has not ended (with the count awaited, never)
    const counted = new Promise<string>((resolve) => {
      const check = () => (calls > 0 ? resolve('count started, no answer') : setImmediate(check));
      check();
    });
    expect(await Promise.race([answered, counted])).toBe('image/jpeg');
    await new Promise((r) => setImmediate(r));
    expect(calls).toBe(1);
    written();
  });

  it('logs a count that failed, the answer having gone', async () => {
    const warned: string[] = [];
    const log: AiLogger = { info: () => undefined, warn: (_obj, msg) => warned.push(msg) };
    await service().generate(input(() => Promise.reject(new Error('database gone')), log));
    await new Promise((r) => setImmediate(r));
    expect(warned).toEqual(['usage count of an answered image failed']);
  });
});
