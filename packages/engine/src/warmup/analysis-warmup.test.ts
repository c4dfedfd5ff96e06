import { afterAll, describe, expect, it } from 'vitest';
import { EngineCore } from '../engine-core';
import { createLocalEngine, type LocalEngine } from '../index';
import { sharedStylistCatalogue } from '../stylist/catalogue-source';
import { ANALYSIS_WARMUP_RUNS, analysisWarmupPhoto, warmAnalysis } from './analysis-warmup';

const engines: LocalEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
});

describe('the analysis warm-up', () => {
  it('takes every step of an analysis: the portrait is one person, their hair segmented', async () => {
    const core = await EngineCore.create(sharedStylistCatalogue());
    const r = await core.analyzeBuffer(Buffer.from(await analysisWarmupPhoto()), 'Pro');
    expect(r.people).toHaveLength(1);
    expect(r.people[0]?.personProfile).toBeDefined();
    expect(Object.keys(r.masks)).toEqual([r.people[0]?.id]);
  }, 60_000);

  it('analyses the photo the given number of times, one after another', async () => {
    const sizes: number[] = [];
    let running = 0;
    const found = await warmAnalysis(async (photo) => {
      expect(running).toBe(0);
      running++;
      sizes.push(photo.byteLength);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
      return 1;
    }, 3);
    expect(found).toBe(3);
    expect(sizes).toHaveLength(3);
  });

  it('runs in each worker before it is ready, unless the engine is asked not to', async () => {
    const warmed = await createLocalEngine({ workers: 1, detectionCacheSize: 0 });
    engines.push(warmed);
    expect(warmed.info().analysisWarmups).toEqual([ANALYSIS_WARMUP_RUNS]);
    const cold = await createLocalEngine({ workers: 1, warmAnalysis: false });
    engines.push(cold);
    expect(cold.info().analysisWarmups).toEqual([0]);
  }, 120_000);
});
