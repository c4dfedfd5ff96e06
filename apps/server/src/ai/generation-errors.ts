import {
  generationDetails,
  messages,
  type GenerationDetailKey,
  type GenerationErrorCode,
} from '@looklab/shared';
import { AiProviderError } from './ai-provider';
import { ImageRefusedError } from '../services/image-validation';
import { LimiterAbortedError, LimiterBusyError } from './concurrency-limiter';
import { ImageEditError, type ImageEditFailure } from './image-edit-provider';

/** The fit-back refused the answer (no face found in it, or not the same person). */
export class FitFailedError extends Error {
  constructor(
    /** the engine's user-facing sentence */
    readonly detail: string,
    readonly engineCode: string,
  ) {
    super(detail);
    this.name = 'FitFailedError';
  }
}

/** A failed generation as the client sees it: status, code and the detail sentence. */
export type GenerationFailure = {
  status: number;
  code: GenerationErrorCode;
  detail: string;
  /** seconds, for a Retry-After header */
  retryAfterSeconds?: number;
};

const byKind: Record<
  ImageEditFailure,
  { status: number; code: GenerationErrorCode; detail: GenerationDetailKey }
> = {
  blocked: { status: 422, code: 'blocked', detail: 'blocked' },
  safety: { status: 422, code: 'safety', detail: 'safety' },
  no_image: { status: 502, code: 'no_image', detail: 'noImage' },
  quota: { status: 429, code: 'quota', detail: 'quota' },
  unavailable: { status: 502, code: 'unavailable', detail: 'unavailable' },
  timeout: { status: 504, code: 'timeout', detail: 'timeout' },
  malformed: { status: 502, code: 'malformed', detail: 'malformed' },
  bad_output: { status: 502, code: 'bad_output', detail: 'badImage' },
  not_configured: { status: 503, code: 'not_configured', detail: 'notConfigured' },
  rejected: { status: 422, code: 'rejected', detail: 'rejected' },
  cancelled: { status: 499, code: 'cancelled', detail: 'cancelled' },
};

/**
 * Any error of a generation → what the client is told. Only sentences from the shared
 * catalogue (or the engine's user-facing ones) go out; technical text stays in the log.
 */
export function describeGenerationFailure(err: unknown): GenerationFailure {
  if (err instanceof ImageEditError) {
    const m = byKind[err.kind];
    return { status: m.status, code: m.code, detail: generationDetails[m.detail] };
  }
  if (err instanceof LimiterBusyError)
    return {
      status: 503,
      code: 'busy',
      detail: generationDetails.busy,
      retryAfterSeconds: err.retryAfterSeconds,
    };
  if (err instanceof LimiterAbortedError)
    return { status: 499, code: 'cancelled', detail: generationDetails.cancelled };
  if (err instanceof ImageRefusedError)
    return {
      status: err.statusCode,
      code: err.refusal === 'too_many_bytes' ? 'file_too_large' : 'image_too_large',
      detail: err.message,
    };
  if (err instanceof FitFailedError) return { status: 422, code: 'fit_failed', detail: err.detail };
  if (err instanceof AiProviderError) {
    switch (err.code) {
      case 'ABORTED':
        return { status: 499, code: 'cancelled', detail: generationDetails.cancelled };
      case 'BAD_IMAGE':
        return { status: 400, code: 'bad_image', detail: messages.unreadableImage };
      case 'NO_PEOPLE':
        return { status: 422, code: 'no_people', detail: messages.noPeople };
      case 'PERSON_NOT_FOUND':
        return { status: 422, code: 'person_not_found', detail: err.message };
      case 'FAILED':
        break;
    }
  }
  return { status: 500, code: 'generation_failed', detail: generationDetails.unexpected };
}
