import type { Selections } from '@looklab/shared';
import { ensureBase64, originalPayload } from '../store/studio-images';
import { useStudioStore } from '../store/studio-store';
import type { StudioImage, StudioImageRecord } from '../store/types';
import { requestGeneration } from './generation-client';
import { generatedLookKey } from './generated-looks';
import { abortError } from './request-queue';

/** Where a look's generation is: waiting for a request slot, or sent at `since` (ms). */
export type LookProgress = { phase: 'waiting' | 'generating'; since: number };

type Job = {
  /** aborts the request while it still waits for a slot (a sent one is let finish) */
  controller: AbortController;
  progress: LookProgress;
  holders: number;
  listeners: Set<(p: LookProgress) => void>;
};
type Entry = Job & { promise: Promise<StudioImage> };

/** Generations on their way, by look key: a second asker joins the first request. */
const inFlight = new Map<string, Entry>();

function start(key: string, source: StudioImageRecord, look: Selections): Entry {
  const job: Job = {
    controller: new AbortController(),
    progress: { phase: 'waiting', since: Date.now() },
    holders: 0,
    listeners: new Set(),
  };
  const report = (phase: LookProgress['phase']) => {
    job.progress = { phase, since: Date.now() };
    for (const listener of job.listeners) listener(job.progress);
  };
  const promise = (async () => {
    const { selectedPersonId } = useStudioStore.getState();
    if (!selectedPersonId) throw new Error('Select a person first.');
    const image = await originalPayload();
    const reference =
      source.isCustom && source.reference ? await ensureBase64(source.reference) : undefined;
    const res = await requestGeneration(
      {
        image,
        personId: selectedPersonId,
        look,
        styleName: source.name,
        ...(reference ? { referenceImage: reference } : {}),
      },
      {
        signal: job.controller.signal,
        onSent: () => report('generating'),
        onWaiting: () => report('waiting'),
      },
    );
    const made: StudioImage = {
      base64: res.image.base64,
      mimeType: res.image.mimeType,
      url: null,
      storagePath: null,
    };
    // kept for the preview and the finals while its hairstyle image is still there
    const store = useStudioStore.getState();
    if (store.intermediateImages.some((i) => i.id === source.id))
      store.generatedLookReady(key, made);
    return made;
  })().finally(() => inFlight.delete(key));
  const entry = Object.assign(job, { promise });
  inFlight.set(key, entry);
  return entry;
}

export type LookRequest = {
  source: StudioImageRecord;
  look: Selections;
  /** stop waiting for it; the request itself stops only if nobody else waits and it is unsent */
  signal?: AbortSignal;
  onProgress?: (progress: LookProgress) => void;
};

/**
 * The whole `look` generated from one hairstyle image: from the studio's generated looks when
 * it was made before, joined to the request already on its way, or requested once.
 */
export function generateLookFor({
  source,
  look,
  signal,
  onProgress,
}: LookRequest): Promise<StudioImage> {
  const key = generatedLookKey(source, look);
  const made = useStudioStore.getState().generatedLooks[key];
  if (made) return Promise.resolve(made);
  if (signal?.aborted) return Promise.reject(abortError());
  const entry = inFlight.get(key) ?? start(key, source, look);
  entry.holders++;
  if (onProgress) {
    entry.listeners.add(onProgress);
    onProgress(entry.progress);
  }
  return new Promise<StudioImage>((resolve, reject) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      signal?.removeEventListener('abort', onAbort);
      if (onProgress) entry.listeners.delete(onProgress);
      entry.holders--;
      if (entry.holders === 0 && entry.progress.phase === 'waiting') entry.controller.abort();
    };
    const onAbort = () => {
      release();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    entry.promise.then(
      (image) => {
        release();
        resolve(image);
      },
      (e: unknown) => {
        release();
        reject(e instanceof Error || e instanceof DOMException ? e : new Error(String(e)));
      },
    );
  });
}
