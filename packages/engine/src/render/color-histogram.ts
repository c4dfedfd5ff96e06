/**
 * Smoothed 3-D colour histograms in CIELab as class densities for the hair mask: unlike a few
 * Gaussians they follow any shape a class takes (the hue boundary between blonde hair and skin,
 * shine and shadow of one hair colour), and a look-up costs one array read.
 */

const L_BINS = 20; // 0…100 in steps of 5
const A_BINS = 24; // −48…48 in steps of 4
const B_BINS = 30; // −48…72 in steps of 4
const BINS = L_BINS * A_BINS * B_BINS;

export type ColorHistogram = {
  /** log-probability per bin */
  logp: Float32Array;
  /** number of samples it was built from */
  count: number;
};

function bin(L: number, a: number, b: number): number {
  const l = Math.min(L_BINS - 1, Math.max(0, Math.floor(L / 5)));
  const i = Math.min(A_BINS - 1, Math.max(0, Math.floor((a + 48) / 4)));
  const j = Math.min(B_BINS - 1, Math.max(0, Math.floor((b + 48) / 4)));
  return (l * A_BINS + i) * B_BINS + j;
}

/**
 * One pass of a radius-1 box blur along an axis of the 3-D grid (clamped at the borders): the
 * grid seen as outer × size × inner with the axis in the middle.
 */
function blurAxis(
  src: Float32Array,
  dst: Float32Array,
  outer: number,
  size: number,
  inner: number,
): void {
  for (let o = 0; o < outer; o++) {
    for (let p = 0; p < size; p++) {
      const base = (o * size + p) * inner;
      const lo = p > 0 ? base - inner : base;
      const hi = p < size - 1 ? base + inner : base;
      for (let i = 0; i < inner; i++)
        dst[base + i] = (src[lo + i] + src[base + i] + src[hi + i]) / 3;
    }
  }
}

/**
 * Density of Lab samples (flat triples), blurred over neighbouring bins (about 6 L and 4.6
 * a/b units) and mixed with a twentieth of a uniform density so no colour is impossible.
 */
export function fitColorHistogram(samples: ArrayLike<number>, lightnessSpread = 0): ColorHistogram {
  let h = new Float32Array(BINS);
  const n = Math.floor(samples.length / 3);
  for (let i = 0; i < n; i++) h[bin(samples[i * 3], samples[i * 3 + 1], samples[i * 3 + 2])]++;
  let t = new Float32Array(BINS);
  for (let pass = 0; pass < 2; pass++) {
    blurAxis(h, t, 1, L_BINS, A_BINS * B_BINS);
    blurAxis(t, h, L_BINS, A_BINS, B_BINS);
    blurAxis(h, t, L_BINS * A_BINS, B_BINS, 1);
    [h, t] = [t, h];
  }
  // shine and shadow move a colour mostly along lightness: extra blur along L only
  for (let pass = 0; pass < lightnessSpread; pass++) {
    blurAxis(h, t, 1, L_BINS, A_BINS * B_BINS);
    [h, t] = [t, h];
  }
  const logp = new Float32Array(BINS);
  const k = n > 0 ? 0.95 / n : 0;
  for (let i = 0; i < BINS; i++) logp[i] = Math.log(h[i] * k + 0.05 / BINS);
  return { logp, count: n };
}

export function histogramLogDensity(h: ColorHistogram, L: number, a: number, b: number): number {
  return h.logp[bin(L, a, b)];
}
