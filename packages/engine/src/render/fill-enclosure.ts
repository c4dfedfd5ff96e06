/**
 * Where removed hair lay over the body rather than the background beside it: the body must show
 * on both sides of a gap (left and right, or above and below) within reach. Hair beside the
 * neck has the neck on one side and the background on the other; hair on the chest or the
 * dress has body on both sides.
 */

/** Nearest known cell in one direction: 1 body, 0 background, −1 none within reach. */
type Scan = Int8Array;

const NONE = -1;

/**
 * 1 where a cell is enclosed by known body cells within `reach` cells (or sees no known cell at
 * all, so nothing contradicts the body), 0 where background closes it on some axis and the
 * other axis is not enclosed either. `known` is 0..1 per cell, `bodyShare` 0..1 (its body part).
 */
export function enclosedByBody(
  known: Float32Array,
  bodyShare: Float32Array,
  hw: number,
  hh: number,
  reach: number,
): Float32Array {
  const cls = new Int8Array(hw * hh).fill(NONE);
  for (let j = 0; j < cls.length; j++) if (known[j] > 0.5) cls[j] = bodyShare[j] > 0.5 ? 1 : 0;
  // along the rows (left, right) and down the columns (up, down)
  const left = scan(cls, hh, hw, hw, 1, reach, 1);
  const right = scan(cls, hh, hw, hw, 1, reach, -1);
  const up = scan(cls, hw, hh, 1, hw, reach, 1);
  const down = scan(cls, hw, hh, 1, hw, reach, -1);
  const out = new Float32Array(hw * hh);
  for (let j = 0; j < out.length; j++) {
    if (cls[j] !== NONE) {
      out[j] = cls[j];
      continue;
    }
    const h = closes(left[j], right[j]);
    const v = closes(up[j], down[j]);
    // enclosed on one axis, or no background seen on any side
    out[j] = h === 1 || v === 1 || (h === NONE && v === NONE) ? 1 : 0;
  }
  return out;
}

/** 1 when both sides are body (or one body, the other unseen), 0 when background, else none. */
function closes(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  if (a === 1 || b === 1) return 1;
  return NONE;
}

/**
 * For each of `lines` lines of `len` cells (cell k of line l at l · lineStep + k · step, walked
 * forward or backward), the class of the nearest known cell behind it within reach.
 */
function scan(
  cls: Int8Array,
  lines: number,
  len: number,
  lineStep: number,
  step: number,
  reach: number,
  dir: 1 | -1,
): Scan {
  const out = new Int8Array(cls.length).fill(NONE);
  for (let l = 0; l < lines; l++) {
    let last: number = NONE;
    let dist = reach + 1;
    for (let k = 0; k < len; k++) {
      const j = l * lineStep + (dir === 1 ? k : len - 1 - k) * step;
      if (cls[j] !== NONE) {
        last = cls[j];
        dist = 0;
      } else {
        dist++;
        out[j] = dist <= reach ? last : NONE;
      }
    }
  }
  return out;
}
