import { useEffect } from 'react';
import { usesGenerativeProvider } from '@looklab/shared';
import type { GenerateResponse } from '@looklab/shared/api/ai.schema';
import { useClientConfig } from '@/lib/client-config';
import { generateLook, type LookRequest } from '../api/ai-api';
import { withBusyRetry } from './busy-retry';
import { RequestQueue } from './request-queue';

/** Generations in flight before /api/config names the server's bound (its default). */
export const DEFAULT_PER_USER_CONCURRENCY = 2;

/**
 * Every generated (non-preview) image of this tab goes through one queue, so the requests in
 * flight stay within the server's per-user bound and the others wait here, where the tile
 * can say so, instead of in the server's queue.
 */
const generationQueue = new RequestQueue(DEFAULT_PER_USER_CONCURRENCY);

export type GenerationHooks = {
  signal?: AbortSignal;
  /** the request left for the server (again, after a busy answer) */
  onSent?: () => void;
  /** the server was busy: waiting to try again */
  onWaiting?: () => void;
};

/** POST /api/ai/generate for an image to keep: queued, and retried after a busy answer. */
export function requestGeneration(
  input: LookRequest,
  { signal, onSent, onWaiting }: GenerationHooks = {},
): Promise<GenerateResponse> {
  return generationQueue.run(
    () =>
      withBusyRetry(
        () => {
          onSent?.();
          return generateLook(input, signal);
        },
        { ...(signal ? { signal } : {}), ...(onWaiting ? { onWaiting } : {}) },
      ),
    signal,
  );
}

/**
 * Whether a generative image service makes the images (then the customize preview is labelled
 * and followed by the photoreal look); keeps the queue's bound at the server's.
 */
export function useGenerationMode(): { generative: boolean } {
  const generation = useClientConfig()?.generation;
  const perUser = generation?.perUserConcurrency;
  useEffect(() => {
    if (perUser) generationQueue.setLimit(perUser);
  }, [perUser]);
  return { generative: generation ? usesGenerativeProvider(generation) : false };
}
