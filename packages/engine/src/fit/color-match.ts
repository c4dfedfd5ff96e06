/**
 * Matches the answer's colours to the photo's: a gain and an offset per channel, fitted on
 * pixels that should be unchanged (around the head, off the face, the old hair and other
 * people) and trimmed to those that agree best, so a model that relit or re-toned the whole
 * frame leaves no step at the mask's edge.
 */
import type { RawImage } from '../image/raw-image';
import { COLOR_KEEP, COLOR_SAMPLES, GAIN_PRIOR, MAX_GAIN, MIN_COLOR_SAMPLES } from './fit-params';

export type ColorMap = { gain: [number, number, number]; offset: [number, number, number] };

export const NO_COLOR_CHANGE: ColorMap = { gain: [1, 1, 1], offset: [0, 0, 0] };

/**
 * The region's pixels a colour fit samples: every k-th of those `use` marks (the pixels that
 * should be unchanged), at most COLOR_SAMPLES of them; none when there are too few.
 */
export function colorSampleSites(use: Uint8Array): Int32Array {
  let count = 0;
  for (let p = 0; p < use.length; p++) count += use[p];
  if (count < MIN_COLOR_SAMPLES) return new Int32Array(0);
  const k = Math.max(1, Math.floor(count / COLOR_SAMPLES));
  const at = new Int32Array(Math.ceil(count / k));
  let n = 0;
  for (let p = 0, seen = 0; p < use.length; p++) {
    if (!use[p]) continue;
    if (seen++ % k === 0) at[n++] = p;
  }
  return at.subarray(0, n);
}

/** RGBA of `img` at pixel indices `at`, one after another (n × 4 bytes). */
export function pixelsAt(img: RawImage, at: Int32Array): Uint8Array {
  const out = new Uint8Array(at.length * 4);
  for (let j = 0; j < at.length; j++) out.set(img.data.subarray(at[j] * 4, at[j] * 4 + 4), j * 4);
  return out;
}

/**
 * The map taking the answer's colours to the photo's, from the two at the same sample sites
 * (RGBA, n × 4 bytes each: the answer warped onto the photo's frame there).
 */
export function fitColorMap(photo: Uint8Array, answer: Uint8Array): ColorMap {
  const n = photo.length >> 2;
  if (n < MIN_COLOR_SAMPLES) return NO_COLOR_CHANGE;
  const err = new Float32Array(n);
  const sorted = new Float32Array(n);
  const sel = new Int32Array(n);
  const keep = Math.max(MIN_COLOR_SAMPLES, Math.ceil(n * COLOR_KEEP));
  let map = NO_COLOR_CHANGE;
  // fit on the pixels the current map explains best, three times
  for (let round = 0; round < 3; round++) {
    mapErrors(map, photo, answer, err);
    sorted.set(err);
    const limit = nthSmallest(sorted, Math.min(n - 1, keep - 1));
    let m = 0;
    for (let j = 0; j < n; j++) if (err[j] <= limit) sel[m++] = j * 4;
    map = fitChannels(photo, answer, sel, m);
  }
  return map;
}

/** The k-th smallest value of `v` (0-based; `v` is reordered): quickselect, no full sort. */
function nthSmallest(v: Float32Array, k: number): number {
  let lo = 0;
  let hi = v.length - 1;
  while (hi > lo) {
    // median of three as the pivot, then Hoare's partition
    const mid = (lo + hi) >> 1;
    const a = v[lo];
    const b = v[mid];
    const c = v[hi];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        const t = v[i];
        v[i] = v[j];
        v[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k];
  }
  return v[k];
}

/** Each site's error under `map`: |gain·answer + offset − photo| summed over R, G and B. */
function mapErrors(map: ColorMap, p: Uint8Array, a: Uint8Array, err: Float32Array): void {
  const [g0, g1, g2] = map.gain;
  const [o0, o1, o2] = map.offset;
  for (let j = 0, i = 0; j < err.length; j++, i += 4) {
    // summed in the order of the channels, as one loop over them would
    let e = 0;
    e += Math.abs(a[i] * g0 + o0 - p[i]);
    e += Math.abs(a[i + 1] * g1 + o1 - p[i + 1]);
    e += Math.abs(a[i + 2] * g2 + o2 - p[i + 2]);
    err[j] = e;
  }
}

/** The gain and offset per channel, by ridge least squares over the sites `at[0..n)`. */
function fitChannels(p: Uint8Array, a: Uint8Array, at: Int32Array, n: number): ColorMap {
  const gain: [number, number, number] = [1, 1, 1];
  const offset: [number, number, number] = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (let j = 0; j < n; j++) {
      const i = at[j];
      const x = a[i + c];
      const y = p[i + c];
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    // ridge toward gain 1: a flat region (little spread) tells the offset, not the gain
    const prior = n * GAIN_PRIOR * GAIN_PRIOR;
    const vx = sxx - (sx * sx) / n;
    const g = (sxy - (sx * sy) / n + prior) / (vx + prior);
    gain[c] = Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, g));
    offset[c] = (sy - gain[c] * sx) / n;
  }
  return { gain, offset };
}

/** The map as a 256-entry table per channel (R, G, B one after another); null: no change. */
export function colorLut(map: ColorMap): Uint8Array | null {
  if (map === NO_COLOR_CHANGE) return null;
  const lut = new Uint8Array(768);
  for (let c = 0; c < 3; c++) {
    for (let x = 0; x < 256; x++) {
      const v = x * map.gain[c] + map.offset[c];
      lut[c * 256 + x] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return lut;
}
