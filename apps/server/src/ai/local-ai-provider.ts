import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { toAiProviderError, type AiProvider } from './ai-provider';
import { GenerationService } from './generation.service';
import { createLocalImageProvider } from './local-image-provider';

function mapError(err: unknown): never {
  throw toAiProviderError(err);
}

/**
 * Analysis and the stylist on the embedded engine; generation through `generate` (the
 * generation service: the embedded engine, or a generative provider fitted back by the engine).
 */
export function aiProviderFrom(
  engine: LocalEngine,
  generate: AiProvider['generate'],
  name = 'local',
): AiProvider {
  return {
    name,
    analyze: (image, opts) => engine.analyze(image, opts).catch(mapError),
    suggest: (input) => engine.suggest(input).catch(mapError),
    generate,
    close: () => engine.close(),
  };
}

/** Wraps an already started engine (tests can share one): everything on the embedded engine. */
export function localAiProviderFrom(engine: LocalEngine): AiProvider {
  const generation = new GenerationService({ local: createLocalImageProvider(engine) });
  return aiProviderFrom(engine, (input) => generation.generate(input));
}

/** The embedded provider: Human on WASM in worker threads (see @looklab/engine). */
export async function createLocalAiProvider(opts: { workers?: number } = {}): Promise<AiProvider> {
  const engine = await createLocalEngine(opts);
  return localAiProviderFrom(engine);
}
