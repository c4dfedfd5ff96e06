import os from 'node:os';
import type {
  MembershipLevel,
  PersonAnalysis,
  Selections,
  StyleSuggestion,
  SuggestInput,
} from '@looklab/shared';
import type { RenderMeta } from './render';
import { sharedStylistCatalogue } from './stylist/catalogue-source';
import { suggestLook } from './stylist/suggest';
import type { DetectedFace } from './runtime/human-runtime';
import { dedupeFaces } from './runtime/tiles';
import { planSplit } from './runtime/split';
import { EngineError, EnginePool } from './worker/pool';

export { EngineError } from './worker/pool';
export type { RenderMeta } from './render';
export { decodeImage, encodePng, ImageDecodeError, type RawImage } from './image/raw-image';
export { suggestLook } from './stylist/suggest';

export type LocalEngine = {
  /** Everyone in the photo with a visible face, left to right ('person-1', …). */
  analyze(image: Buffer, opts: { level: MembershipLevel }): Promise<PersonAnalysis[]>;
  /** The rule-based AI stylist (runs on the calling thread: it is pure and fast). */
  suggest(input: SuggestInput): Promise<StyleSuggestion>;
  /** Detects again (same ids) and renders the look onto the photo in a worker. */
  render(input: {
    image: Buffer;
    personId: string;
    look: Selections;
    reference?: Buffer;
  }): Promise<{ png: Buffer; meta: RenderMeta }>;
  /** Start-up information (load and warm-up time per worker). */
  info(): { workers: number; loadMs: number[]; warmupMs: number[] };
  close(): Promise<void>;
};

export type LocalEngineOptions = {
  /** Worker threads (default: min(2, CPU count)). */
  workers?: number;
  /**
   * Experimental: split photos with ≥ 6 faces over two workers (needs ≥ 2 workers). Default
   * off: measured on solvay1927 it costs 40–55 % more CPU (detector-only pass + tiling in both
   * strips) and its wall-time gain could not be shown on the shared, loaded machine.
   */
  splitGroups?: boolean;
};

function copyBytes(buf: Buffer): Uint8Array {
  // a private copy, so it can be transferred to the worker without detaching the caller's buffer
  return new Uint8Array(buf);
}

/**
 * The embedded engine: Human's models on TensorFlow.js WASM in worker threads, warmed up
 * before this resolves. Nothing is cached between requests.
 */
export async function createLocalEngine(opts: LocalEngineOptions = {}): Promise<LocalEngine> {
  const size = opts.workers ?? Math.max(1, Math.min(2, os.cpus().length));
  const pool = await EnginePool.start(size);
  const catalogue = sharedStylistCatalogue();

  /**
   * Big group photos: a cheap detector-only pass finds where the faces are; if there are many,
   * the photo is cut at a seam between faces and both halves run on two workers at once.
   * Deterministic (depends only on the image), so analyze and render agree on the people.
   */
  async function splitDetect(image: Buffer): Promise<DetectedFace[] | undefined> {
    if (size < 2 || opts.splitGroups !== true) return undefined;
    const b = await pool.run({ kind: 'boxes', image: copyBytes(image) });
    if (b.kind !== 'boxes') return undefined;
    const plan = planSplit(b.boxes, b.width);
    if (!plan) return undefined;
    const { seam, margin, tolerance } = plan;
    const [left, right] = await Promise.all([
      pool.run({
        kind: 'detect-strip',
        image: copyBytes(image),
        strip: { x0: 0, x1: seam + margin, own0: -Infinity, own1: seam + tolerance },
      }),
      pool.run({
        kind: 'detect-strip',
        image: copyBytes(image),
        strip: { x0: seam - margin, x1: b.width, own0: seam - tolerance, own1: Infinity },
      }),
    ]);
    if (left.kind !== 'detect-strip' || right.kind !== 'detect-strip') return undefined;
    return dedupeFaces([...left.result.faces, ...right.result.faces]);
  }

  return {
    async analyze(image, { level }) {
      const faces = await splitDetect(image);
      const bytes = copyBytes(image);
      const r = await pool.run(
        { kind: 'analyze', image: bytes, level, ...(faces ? { faces } : {}) },
        [bytes.buffer as ArrayBuffer],
      );
      if (r.kind !== 'analyze') throw new EngineError('Unexpected engine response.');
      return r.people;
    },
    suggest(input) {
      return Promise.resolve(suggestLook(input, catalogue));
    },
    async render({ image, personId, look, reference }) {
      const faces = await splitDetect(image);
      const bytes = copyBytes(image);
      const ref = reference ? copyBytes(reference) : undefined;
      const transfer = [bytes.buffer as ArrayBuffer, ...(ref ? [ref.buffer as ArrayBuffer] : [])];
      const r = await pool.run(
        {
          kind: 'render',
          image: bytes,
          personId,
          look,
          ...(ref ? { reference: ref } : {}),
          ...(faces ? { faces } : {}),
        },
        transfer,
      );
      if (r.kind !== 'render') throw new EngineError('Unexpected engine response.');
      return {
        png: Buffer.from(r.png.buffer, r.png.byteOffset, r.png.byteLength),
        meta: r.meta as RenderMeta,
      };
    },
    info() {
      return {
        workers: size,
        loadMs: pool.readyInfo.map((r) => (r.ready ? r.loadMs : 0)),
        warmupMs: pool.readyInfo.map((r) => (r.ready ? r.warmupMs : 0)),
      };
    },
    close() {
      return pool.close();
    },
  };
}
