/**
 * Where removed hair lay over the body rather than the background beside it: the body must show
 * on both sides of a gap (left and right, or above and below) within reach. Hair beside the
 * neck has the neck on one side and the background on the other; hair on the chest or the
 * dress has body on both sides.
 */

/** Nearest known cell in one direction: 1 body, 0 background, −1 none within reach. */
type Scan = Int8Array;

const NONE = -1;

/** Per cell: 1 known body, 0 known background, −1 removed (unknown). */
function classes(known: Float32Array, bodyShare: Float32Array): Int8Array {
  const cls = new Int8Array(known.length).fill(NONE);
  for (let j = 0; j < cls.length; j++) if (known[j] > 0.5) cls[j] = bodyShare[j] > 0.5 ? 1 : 0;
  return cls;
}

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
  const cls = classes(known, bodyShare);
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

/**
 * Under the hair lying on a shoulder the body's top edge is hidden, with background above the
 * gap and body below it: the edge is drawn on from where it shows. Each column whose background
 * meets the body directly gives the body's top there; columns between two such columns (within
 * `maxGap`) take the line between them, columns beside one take its height (a shoulder rises
 * toward the neck, so a level line stays below it rather than widening the neck). 1 where a
 * removed cell lies below that line, else 0.
 */
export function belowBodyLine(
  known: Float32Array,
  bodyShare: Float32Array,
  hw: number,
  hh: number,
  maxGap: number,
): Float32Array {
  const cls = classes(known, bodyShare);
  // the body's top per column where the background meets it
  const top = new Float32Array(hw).fill(NaN);
  for (let x = 0; x < hw; x++) {
    for (let y = 1; y < hh; y++) {
      if (cls[y * hw + x] === 1 && cls[(y - 1) * hw + x] === 0) {
        top[x] = y;
        break;
      }
    }
  }
  const line = new Float32Array(hw).fill(NaN);
  let prev = -1;
  for (let x = 0; x < hw; x++) {
    if (!Number.isNaN(top[x])) {
      line[x] = top[x];
      prev = x;
      continue;
    }
    let next = x + 1;
    while (next < hw && next - x <= maxGap && Number.isNaN(top[next])) next++;
    const hasPrev = prev >= 0 && x - prev <= maxGap;
    const hasNext = next < hw && next - x <= maxGap && !Number.isNaN(top[next]);
    if (hasPrev && hasNext)
      line[x] = top[prev] + ((top[next] - top[prev]) * (x - prev)) / (next - prev);
    else if (hasPrev) line[x] = top[prev];
    else if (hasNext) line[x] = top[next];
  }
  const out = new Float32Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const j = y * hw + x;
      if (cls[j] === NONE && !Number.isNaN(line[x]) && y >= line[x]) out[j] = 1;
    }
  }
  return out;
}
