/**
 * Warming a worker's analysis before its first photo. EngineCore.warmup runs each model once on a
 * synthetic image where no face is found, so a fresh worker's first analyses compiled the rest on
 * real photos: Human's face post-processing, the analysis and its hair step, the segmentation's
 * post-processing. Measured in the engine bench's end-to-end order (1 worker, no detection cache;
 * ai-upper, then the tall portrait): ai-upper's first call took 260–355 ms of CPU and its next
 * three 115–175 ms, against ~100 ms once warm; after this warm-up 120–165 ms, then 100–140 ms.
 * The painted portrait (portrait.ts) is found as one person, so analysing it as a photo's analyze
 * job does (decode, detect, analyse, masks kept) takes each of those steps. Nothing is kept.
 */
import sharp from 'sharp';
import { warmupPortrait } from './portrait';

/**
 * Analyses of the warm-up portrait before a worker is ready. Measured per run (ms of CPU): ~300,
 * ~160, ~125, ~125, then 100–120 (V8 compiles the hot paths again with what each run taught it):
 * the first four take most of the gain; each further one costs ~0.1 s of CPU at start for little.
 */
export const ANALYSIS_WARMUP_RUNS = 4;

/** The warm-up portrait's width (px) for analysis: a face of ~190 px, as an upload's. */
export const ANALYSIS_WARMUP_WIDTH = 560;

/** The painted portrait as an upload: JPEG bytes. */
export async function analysisWarmupPhoto(width = ANALYSIS_WARMUP_WIDTH): Promise<Uint8Array> {
  const { image } = warmupPortrait(width);
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  const jpeg = await sharp(Buffer.from(image.data), { raw }).jpeg({ quality: 90 }).toBuffer();
  return new Uint8Array(jpeg);
}

/**
 * Runs `analyze` (a worker's analyze job on these bytes, answering how many people it found)
 * `runs` times on the warm-up photo; answers the people found over all runs (`runs` when each
 * found the portrait's person, so every step of the analysis ran).
 */
export async function warmAnalysis(
  analyze: (photo: Uint8Array) => Promise<number>,
  runs = ANALYSIS_WARMUP_RUNS,
): Promise<number> {
  const photo = await analysisWarmupPhoto();
  let found = 0;
  // one after another: each run is the next one's warmer code
  for (let i = 0; i < runs; i++) found += await analyze(new Uint8Array(photo));
  return found;
}
