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
  return {
    async analyze(image, { level }) {
      const bytes = copyBytes(image);
      const r = await pool.run({ kind: 'analyze', image: bytes, level }, [
        bytes.buffer as ArrayBuffer,
      ]);
      if (r.kind !== 'analyze') throw new EngineError('Unexpected engine response.');
      return r.people;
    },
    suggest(input) {
      return Promise.resolve(suggestLook(input, catalogue));
    },
    async render({ image, personId, look, reference }) {
      const bytes = copyBytes(image);
      const ref = reference ? copyBytes(reference) : undefined;
      const transfer = [bytes.buffer as ArrayBuffer, ...(ref ? [ref.buffer as ArrayBuffer] : [])];
      const r = await pool.run(
        { kind: 'render', image: bytes, personId, look, ...(ref ? { reference: ref } : {}) },
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
