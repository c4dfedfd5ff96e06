/**
 * How an answer's pixels relate to the photo's before any alignment. A model answering at its
 * own aspect bucket either stretches the photo's frame to it ('stretched': the answer, resized
 * back to the photo's size, lines up up to a similarity) or re-frames it at one scale, cropping
 * or extending ('uniform': a similarity maps photo pixels straight to the answer's). The fit's
 * similarity lives in the model's coordinates: photo pixels either way on one side, and on the
 * other the answer stretched back to the photo's size, or the answer's own pixels.
 */
import type { Point, Similarity } from './similarity';
import { answerMap, similarityMap, type Affine } from './warp';

export type AnswerModel = 'stretched' | 'uniform';

export type AnswerFrame = {
  model: AnswerModel;
  /** the photo's size */
  width: number;
  height: number;
  /** the answer's size */
  answerWidth: number;
  answerHeight: number;
};

/** Photo pixels → answer pixels under the frame's model and a similarity in its coordinates. */
export function frameMap(frame: AnswerFrame, t: Similarity): Affine {
  return frame.model === 'stretched'
    ? answerMap(t, frame.width, frame.height, frame.answerWidth, frame.answerHeight)
    : similarityMap(t);
}

/** An answer pixel (centre convention) in the model's coordinates. */
export function fromAnswer(frame: AnswerFrame, p: Point): Point {
  if (frame.model === 'uniform') return p;
  const kx = frame.answerWidth / frame.width;
  const ky = frame.answerHeight / frame.height;
  return [(p[0] + 0.5) / kx - 0.5, (p[1] + 0.5) / ky - 0.5];
}

/** A point found on the answer, given in photo pixels with the stretch undone (as the answer's
 * face is found), in the model's coordinates. */
export function fromStretched(frame: AnswerFrame, p: Point): Point {
  if (frame.model === 'stretched') return p;
  const kx = frame.answerWidth / frame.width;
  const ky = frame.answerHeight / frame.height;
  return [(p[0] + 0.5) * kx - 0.5, (p[1] + 0.5) * ky - 0.5];
}

/** Whether the photo and the answer differ enough in aspect for the two models to differ. */
export function aspectsDiffer(frame: AnswerFrame, tolerance: number): boolean {
  const a = frame.width / frame.height;
  const b = frame.answerWidth / frame.answerHeight;
  return Math.abs(a / b - 1) > tolerance;
}
