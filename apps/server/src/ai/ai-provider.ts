import type {
  MembershipLevel,
  PersonAnalysis,
  Selections,
  StyleSuggestion,
  SuggestInput,
} from '@looklab/shared';
import { createLocalEngine, EngineError, type LocalEngine } from '@looklab/engine';

/** Why a provider call failed, so routes can pick the status and text. */
export type AiErrorCode = 'BAD_IMAGE' | 'NO_PEOPLE' | 'PERSON_NOT_FOUND' | 'FAILED';

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
};

export type GenerateOutput = {
  png: Buffer;
  meta: { engine: string; notes?: string[] } & Record<string, unknown>;
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
      err.code === 'BAD_IMAGE' || err.code === 'NO_PEOPLE' || err.code === 'PERSON_NOT_FOUND'
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
    async generate(input) {
      try {
        const { png, meta } = await engine.render(input);
        return { png, meta: { ...meta } };
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
