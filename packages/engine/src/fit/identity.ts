/**
 * Identity: the face descriptor's cosine between the photo's face and the fitted result's, both
 * taken on the same upright square around the photo's face (the result is aligned to the photo,
 * so the square frames the same face in both): the measure sees what changed in the face, not
 * two detections' framing, and needs no detector on the result.
 */
import { faceSquare, type FaceSquare } from '../runtime/face-square';
import type { Landmarks } from '../face/geometry';
import { cosineSimilarity } from '../image/metrics';
import { FitError } from './fit-error';
import { IDENTITY_SQUARE_CENTRE, IDENTITY_SQUARE_SIDE, MIN_IDENTITY } from './fit-params';

/** The square both descriptors are taken on. */
export function identitySquare(landmarks: Landmarks): FaceSquare {
  return faceSquare(landmarks, IDENTITY_SQUARE_SIDE, IDENTITY_SQUARE_CENTRE);
}

/** Descriptor cosine; 0 when either face has no descriptor (then it cannot be the same). */
export function identityOf(a: readonly number[] | null, b: readonly number[] | null): number {
  return a && b && a.length > 0 && a.length === b.length ? cosineSimilarity(a, b) : 0;
}

/** Throws FIT_IDENTITY below the threshold. */
export function checkIdentity(identity: number): void {
  if (!(identity >= MIN_IDENTITY)) throw new FitError('FIT_IDENTITY');
}
