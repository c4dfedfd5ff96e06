import type { LocalEngine } from '@looklab/engine';
import type { AiAdmission } from './admission';
import { toAiProviderError, type AiProvider } from './ai-provider';
import { fitPhoto, inspectPhoto } from './photo-input';
import { prepareAhead } from './render-size';

function mapError(err: unknown): never {
  throw toAiProviderError(err);
}

/**
 * Analysis and the stylist on the embedded engine; generation through `generate` (the
 * generation service: the embedded engine, or a generative provider fitted back by the engine).
 * A photo is checked by its header before it queues, and downscaled to the caller's plan
 * within its engine slot, so the workers never decode more than that; once analysed, its
 * per-photo render work is prepared in the background (render-size.ts).
 */
export function aiProviderFrom(
  engine: LocalEngine,
  admission: AiAdmission,
  generate: AiProvider['generate'],
  name = 'local',
): AiProvider {
  return {
    name,
    async analyze({ image, level, maxSide, caller, signal, photoId }) {
      const photo = await inspectPhoto(image);
      return admission.run('engine', { caller, ...(signal ? { signal } : {}) }, async () => {
        const fitted = await fitPhoto(photo, maxSide);
        const people = await engine.analyze(fitted.bytes, { level, photoId }).catch(mapError);
        // the per-photo work of hair looks, in the background, so the first click finds it
        prepareAhead(engine, { bytes: fitted.bytes, id: photoId, maxSide }, people);
        return { people, photo: fitted };
      });
    },
    async fitPhoto({ image, maxSide, caller, signal }) {
      const photo = await inspectPhoto(image);
      return admission.run('engine', { caller, ...(signal ? { signal } : {}) }, () =>
        fitPhoto(photo, maxSide),
      );
    },
    suggest: (input) => engine.suggest(input).catch(mapError),
    generate,
    close: () => engine.close(),
  };
}
