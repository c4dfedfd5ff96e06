import { messages } from '@looklab/shared';

export type FitErrorCode = 'FIT_NO_FACE' | 'FIT_IDENTITY';

/** A generated answer that cannot be fitted back: no face of the person, or not their face. */
export class FitError extends Error {
  constructor(readonly code: FitErrorCode) {
    super(code === 'FIT_NO_FACE' ? messages.generatedFaceMissing : messages.generatedFaceChanged);
    this.name = 'FitError';
  }
}
