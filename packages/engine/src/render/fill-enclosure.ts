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
  const left = scanRows(cls, hw, hh, reach, 1);
  const right = scanRows(cls, hw, hh, reach, -1);
  const up = scanCols(cls, hw, hh, reach, 1);
  const down = scanCols(cls, hw, hh, reach, -1);
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

function scanRows(cls: Int8Array, hw: number, hh: number, reach: number, dir: 1 | -1): Scan {
  const out = new Int8Array(hw * hh).fill(NONE);
  for (let y = 0; y < hh; y++) {
    let last: number = NONE;
    let dist = reach + 1;
    for (let k = 0; k < hw; k++) {
      const x = dir === 1 ? k : hw - 1 - k;
      const j = y * hw + x;
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

function scanCols(cls: Int8Array, hw: number, hh: number, reach: number, dir: 1 | -1): Scan {
  const out = new Int8Array(hw * hh).fill(NONE);
  for (let x = 0; x < hw; x++) {
    let last: number = NONE;
    let dist = reach + 1;
    for (let k = 0; k < hh; k++) {
      const y = dir === 1 ? k : hh - 1 - k;
      const j = y * hw + x;
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
