import type { MembershipLevel, PersonAnalysis } from '@looklab/shared';
import { analyzeFaces } from './analysis/analyze-image';
import { decodeImage, resizeImage, type RawImage } from './image/raw-image';
import {
  detectPeople,
  loadHuman,
  type DetectedFace,
  type HumanRuntime,
} from './runtime/human-runtime';
import type { StylistCatalogue } from './stylist/catalogue';

/** Longest side the detector works at (faces are then measured at this size too). */
export const DETECT_MAX_SIDE = 1024;

export type Timings = Record<string, number>;

export type AnalyzeResult = {
  people: PersonAnalysis[];
  /** the decoded original image (full size) */
  image: RawImage;
  timings: Timings;
};

/** One Human instance plus the analysis pipeline; lives inside a worker thread. */
export class EngineCore {
  private constructor(
    private readonly rt: HumanRuntime,
    private readonly catalogue: StylistCatalogue,
  ) {}

  static async create(catalogue: StylistCatalogue): Promise<EngineCore> {
    const rt = await loadHuman();
    return new EngineCore(rt, catalogue);
  }

  /** Runs the models once on a synthetic face-like image so the first request is not slow. */
  async warmup(): Promise<void> {
    const w = 256;
    const data = new Uint8Array(w * w * 4);
    for (let i = 0; i < w * w; i++) {
      const x = i % w;
      const y = Math.floor(i / w);
      const d = Math.hypot(x - w / 2, (y - w / 2) * 0.8) / (w / 3);
      const v = d < 1 ? 200 - d * 40 : 60;
      data[i * 4] = v;
      data[i * 4 + 1] = v * 0.8;
      data[i * 4 + 2] = v * 0.7;
      data[i * 4 + 3] = 255;
    }
    await detectPeople(this.rt, { data, width: w, height: w, channels: 4 }, { tiles: false });
  }

  async detect(
    image: RawImage,
  ): Promise<{ small: RawImage; faces: DetectedFace[]; detectMs: number }> {
    const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(image.width, image.height));
    const small =
      scale < 1
        ? await resizeImage(
            image,
            Math.round(image.width * scale),
            Math.round(image.height * scale),
          )
        : image;
    const t0 = performance.now();
    const faces = await detectPeople(this.rt, small);
    return { small, faces, detectMs: performance.now() - t0 };
  }

  async analyzeBuffer(buf: Buffer, level: MembershipLevel): Promise<AnalyzeResult> {
    const t0 = performance.now();
    const image = await decodeImage(buf);
    const t1 = performance.now();
    const result = await this.analyzeImage(image, level);
    result.timings.decode = t1 - t0;
    return result;
  }

  async analyzeImage(image: RawImage, level: MembershipLevel): Promise<AnalyzeResult> {
    const t0 = performance.now();
    const { small, faces, detectMs } = await this.detect(image);
    const t1 = performance.now();
    const people = analyzeFaces({
      image: small,
      faces,
      original: { width: image.width, height: image.height },
      level,
      catalogue: this.catalogue,
    });
    const t2 = performance.now();
    return {
      people,
      image,
      timings: { resize: t1 - t0 - detectMs, detect: detectMs, analysis: t2 - t1 },
    };
  }
}
