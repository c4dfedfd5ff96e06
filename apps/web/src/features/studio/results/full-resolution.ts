import { messages, productLook } from '@looklab/shared';
import { requestGeneration } from '../generation/generation-client';
import { ensureBase64, originalPayload } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import type { StudioImageRecord } from '../store/types';

/** Finals being made at full size, by id: a download and a save of one final share one. */
const making = new Map<string, Promise<StudioImageRecord>>();

/**
 * The final at the plan's full resolution (issue 23: the results show every look at the
 * screen's size; full resolution only for saved finals and downloads). A final shown at the
 * screen's size (`draft`) is rendered again in full — its look, every step in order, at the
 * size the server gives the caller's plan — and replaces the screen one in the studio; any
 * other final is already full and comes back as it is.
 */
export function fullResolutionFinal(final: StudioImageRecord): Promise<StudioImageRecord> {
  if (final.draft !== true) return Promise.resolve(final);
  const known = making.get(final.id);
  if (known) return known;
  const made = (async () => {
    const s = useStudioStore.getState();
    if (!s.selectedPersonId) throw new Error(messages.failedToFinalize);
    const image = await originalPayload();
    const reference =
      final.isCustom && final.reference ? await ensureBase64(final.reference) : undefined;
    const res = await requestGeneration({
      image,
      personId: s.selectedPersonId,
      look: productLook(final.look, s.userProducts),
      styleName: final.name,
      ...(reference ? { referenceImage: reference } : {}),
    });
    const full = { base64: res.image.base64, mimeType: res.image.mimeType };
    useStudioStore.getState().finalMadeFull(final.id, { ...full, url: null, storagePath: null });
    const { draft: _screen, ...rest } = final;
    return { ...rest, ...full, url: null, storagePath: null };
  })().finally(() => making.delete(final.id));
  making.set(final.id, made);
  return made;
}

/** Every final at full resolution (before they are saved). */
export function fullResolutionFinals(finals: StudioImageRecord[]): Promise<StudioImageRecord[]> {
  return Promise.all(finals.map(fullResolutionFinal));
}
