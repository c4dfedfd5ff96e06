/**
 * Identity: the face descriptor's cosine between the photo's face and the fitted result's, both
 * found the same way (a crop around the face, at the photo's detection scale), so the measure
 * sees what changed in the face rather than two detection passes' framing (measured: a whole-photo
 * pass against a crop of the very same pixels gives 0.80–1.00).
 */
import { cosineSimilarity } from '../image/metrics';
import { FitError } from './fit-error';
import { MIN_IDENTITY } from './fit-params';

/** Descriptor cosine; 0 when either face has no descriptor (then it cannot be the same). */
export function identityOf(a: readonly number[] | null, b: readonly number[] | null): number {
  return a && b && a.length > 0 && a.length === b.length ? cosineSimilarity(a, b) : 0;
}

/** Throws FIT_IDENTITY below the threshold. */
export function checkIdentity(identity: number): void {
  if (!(identity >= MIN_IDENTITY)) throw new FitError('FIT_IDENTITY');
}
