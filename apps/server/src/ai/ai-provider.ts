import type {
  MembershipLevel,
  PersonAnalysis,
  Selections,
  StyleSuggestion,
  SuggestInput,
} from '@looklab/shared';
import { createLocalEngine, EngineError, type LocalEngine } from '@looklab/engine';

/** Why a provider call failed, so routes can pick the status and text. */
export type AiErrorCode = 'BAD_IMAGE' | 'NO_PEOPLE' | 'PERSON_NOT_FOUND' | 'ABORTED' | 'FAILED';

export class AiProviderError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export type GenerateInput = {
  image: Buffer;
  personId: string;
  look: Selections;
  reference?: Buffer;
  /** a quick on-screen preview: JPEG is fine (stored images are PNG) */
  preview?: boolean;
  /** the client went away: work not yet started may be dropped */
  signal?: AbortSignal;
};

export type GenerateOutput = {
  image: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  meta: { engine: string; notes?: string[] } & Record<string, unknown>;
  /** where the time went (ms), for the Server-Timing header */
  timings?: Record<string, number>;
};

/** What the AI routes need; the embedded engine is one implementation, a generative service another. */
export interface AiProvider {
  readonly name: string;
  analyze(image: Buffer, opts: { level: MembershipLevel }): Promise<PersonAnalysis[]>;
  suggest(input: SuggestInput): Promise<StyleSuggestion>;
  generate(input: GenerateInput): Promise<GenerateOutput>;
  close(): Promise<void>;
}

function mapError(err: unknown): never {
  if (err instanceof AiProviderError) throw err;
  if (err instanceof EngineError) {
    const code: AiErrorCode =
      err.code === 'BAD_IMAGE' ||
      err.code === 'NO_PEOPLE' ||
      err.code === 'PERSON_NOT_FOUND' ||
      err.code === 'ABORTED'
        ? err.code
        : 'FAILED';
    throw new AiProviderError(code, err.message);
  }
  throw new AiProviderError('FAILED', err instanceof Error ? err.message : String(err));
}

/** Wraps an already started engine (tests can share one). */
export function localAiProviderFrom(engine: LocalEngine): AiProvider {
  return {
    name: 'local',
    analyze: (image, opts) => engine.analyze(image, opts).catch(mapError),
    suggest: (input) => engine.suggest(input).catch(mapError),
    async generate({ preview, ...input }) {
      try {
        const out = await engine.render({ ...input, encoding: preview ? 'jpeg' : 'png' });
        return { ...out, meta: { ...out.meta } };
      } catch (err) {
        return mapError(err);
      }
    },
    close: () => engine.close(),
  };
}

/** The embedded provider: Human on WASM in worker threads (see @looklab/engine). */
export async function createLocalAiProvider(opts: { workers?: number } = {}): Promise<AiProvider> {
  const engine = await createLocalEngine(opts);
  return localAiProviderFrom(engine);
}
