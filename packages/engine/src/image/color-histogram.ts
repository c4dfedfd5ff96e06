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
  /** probability per bin */
  p: Float32Array;
  /** log-probability per bin, taken when first asked for (NaN until then) */
  logp: Float32Array;
  /** number of samples it was built from */
  count: number;
};

/** The histogram bin of a Lab colour. */
export function colorBin(L: number, a: number, b: number): number {
  const l = Math.min(L_BINS - 1, Math.max(0, Math.floor(L / 5)));
  const i = Math.min(A_BINS - 1, Math.max(0, Math.floor((a + 48) / 4)));
  const j = Math.min(B_BINS - 1, Math.max(0, Math.floor((b + 48) / 4)));
  return (l * A_BINS + i) * B_BINS + j;
}

/**
 * One pass of a box blur of radius r along an axis of the 3-D grid (clamped at the borders):
 * the grid seen as outer × size × inner with the axis in the middle.
 */
function blurAxis(
  src: Float32Array,
  dst: Float32Array,
  outer: number,
  size: number,
  inner: number,
  r = 1,
): void {
  const k = 1 / (2 * r + 1);
  const line = new Float32Array(size + 2 * r);
  for (let o = 0; o < outer; o++) {
    for (let i = 0; i < inner; i++) {
      const base = o * size * inner + i;
      for (let p = 0; p < size; p++) line[p + r] = src[base + p * inner];
      for (let p = 0; p < r; p++) {
        line[p] = line[r];
        line[size + r + p] = line[size + r - 1];
      }
      let acc = 0;
      for (let p = 0; p < 2 * r + 1; p++) acc += line[p];
      for (let p = 0; p < size; p++) {
        dst[base + p * inner] = acc * k;
        if (p + 1 < size) acc += line[p + 2 * r + 1] - line[p];
      }
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
  for (let i = 0; i < n; i++) h[colorBin(samples[i * 3], samples[i * 3 + 1], samples[i * 3 + 2])]++;
  let t = new Float32Array(BINS);
  for (let pass = 0; pass < 2; pass++) {
    blurAxis(h, t, 1, L_BINS, A_BINS * B_BINS);
    blurAxis(t, h, L_BINS, A_BINS, B_BINS);
    blurAxis(h, t, L_BINS * A_BINS, B_BINS, 1);
    [h, t] = [t, h];
  }
  // shine and shadow move a colour mostly along lightness: extra blur along L only (one wide
  // pass of the same variance as `lightnessSpread` passes of radius 1)
  if (lightnessSpread > 0) {
    // (n radius-1 passes have variance 2n/3; radius r has r(r+1)/3)
    const r = Math.max(1, Math.round((Math.sqrt(1 + 8 * lightnessSpread) - 1) / 2));
    blurAxis(h, t, 1, L_BINS, A_BINS * B_BINS, r);
    [h, t] = [t, h];
  }
  const k = n > 0 ? 0.95 / n : 0;
  for (let i = 0; i < BINS; i++) h[i] = h[i] * k + 0.05 / BINS;
  // (a mask's cells fall in a few thousand of the bins: their logarithms are taken when asked)
  return { p: h, logp: new Float32Array(BINS).fill(NaN), count: n };
}

/** Log-probability of a bin (see `colorBin`). */
export function histogramLogDensityAt(h: ColorHistogram, bin: number): number {
  const v = h.logp[bin];
  if (v === v) return v;
  return (h.logp[bin] = Math.log(h.p[bin]));
}

export function histogramLogDensity(h: ColorHistogram, L: number, a: number, b: number): number {
  return histogramLogDensityAt(h, colorBin(L, a, b));
}
