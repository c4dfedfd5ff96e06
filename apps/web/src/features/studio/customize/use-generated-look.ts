import { useEffect, useState } from 'react';
import { generationErrorText } from '@looklab/shared';
import { generatedLookKey, isImageOwnLook, lookForImage } from '../generation/generated-looks';
import { generateLookFor } from '../generation/look-generation';
import type { LookProgress } from '../generation/look-generation';
import { errorDetail } from '../store/studio-images';
import { useRenderSelections, useStudioStore } from '../store/studio-store';
import type { StudioImage, StudioImageRecord } from '../store/types';

/**
 * How long the look must stay unchanged before its photoreal version is asked for (ms): long
 * enough that clicking through colours makes no provider calls, short enough to feel prompt.
 */
export const SETTLE_BEFORE_GENERATING_MS = 1500;

export type GeneratedLook =
  /** nothing to make: the embedded engine's render is the result, or the image is the look */
  | { status: 'none' }
  /** the look changed a moment ago; it is asked for once it settles */
  | { status: 'settling' }
  | ({ status: 'progress' } & LookProgress)
  | { status: 'ready'; image: StudioImage }
  | { status: 'failed'; error: string };

/**
 * With a generative image service: once the active image's look has settled, its photoreal
 * version is generated (or taken from the studio's generated looks) to replace the instant
 * preview. A change before it is sent cancels it; one sent already is kept for later, unshown.
 */
export function useGeneratedLook(
  active: StudioImageRecord | null,
  generative: boolean,
): GeneratedLook {
  const selections = useRenderSelections();
  const look = active ? lookForImage(selections, active) : null;
  const key = active && look ? generatedLookKey(active, look) : null;
  const needed = generative && active !== null && look !== null && !isImageOwnLook(active, look);
  const made = useStudioStore((s) => (key ? s.generatedLooks[key] : undefined));
  const [progress, setProgress] = useState<{ key: string; state: GeneratedLook } | null>(null);

  useEffect(() => {
    if (!needed || made || !active || !look || !key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      generateLookFor({
        source: active,
        look,
        signal: controller.signal,
        onProgress: (p) => setProgress({ key, state: { status: 'progress', ...p } }),
      }).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setProgress({
          key,
          state: { status: 'failed', error: generationErrorText(active.name, errorDetail(e)) },
        });
      });
    }, SETTLE_BEFORE_GENERATING_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // the key names the image and the look; `made` flips once when the result is kept
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needed, made === undefined]);

  if (!needed) return { status: 'none' };
  if (made) return { status: 'ready', image: made };
  if (progress?.key === key) return progress.state;
  return { status: 'settling' };
}
