/** Tiny Gaussian-mixture-like colour models (k-means in Lab with per-cluster variance). */
import { deltaE2000, type Lab } from './color';

export type Cluster = { mean: Lab; var: [number, number, number]; weight: number };

/** k-means on Lab samples (flat array of triples); deterministic initialisation. */
export function fitClusters(samples: Float32Array, k: number, iterations = 8): Cluster[] {
  const n = samples.length / 3;
  if (n === 0) return [];
  const kk = Math.min(k, n);
  // initialise by lightness quantiles
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => samples[a * 3] - samples[b * 3],
  );
  const means: Lab[] = [];
  for (let c = 0; c < kk; c++) {
    const i = order[Math.floor(((c + 0.5) / kk) * n)];
    means.push([samples[i * 3], samples[i * 3 + 1], samples[i * 3 + 2]]);
  }
  const assign = new Int32Array(n);
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bd = Infinity;
      for (let c = 0; c < kk; c++) {
        const m = means[c];
        const d =
          (samples[i * 3] - m[0]) ** 2 +
          (samples[i * 3 + 1] - m[1]) ** 2 +
          (samples[i * 3 + 2] - m[2]) ** 2;
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      assign[i] = best;
    }
    const sums = means.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < n; i++) {
      const s = sums[assign[i]];
      s[0] += samples[i * 3];
      s[1] += samples[i * 3 + 1];
      s[2] += samples[i * 3 + 2];
      s[3] += 1;
    }
    for (let c = 0; c < kk; c++) {
      const s = sums[c];
      if (s[3] > 0) means[c] = [s[0] / s[3], s[1] / s[3], s[2] / s[3]];
    }
  }
  const out: Cluster[] = means.map((m) => ({ mean: m, var: [0, 0, 0], weight: 0 }));
  for (let i = 0; i < n; i++) {
    const c = out[assign[i]];
    c.var[0] += (samples[i * 3] - c.mean[0]) ** 2;
    c.var[1] += (samples[i * 3 + 1] - c.mean[1]) ** 2;
    c.var[2] += (samples[i * 3 + 2] - c.mean[2]) ** 2;
    c.weight += 1;
  }
  for (const c of out) {
    const w = Math.max(1, c.weight);
    // floors keep a single flat sample from becoming infinitely sharp
    c.var = [Math.max(64, c.var[0] / w), Math.max(12, c.var[1] / w), Math.max(12, c.var[2] / w)];
    c.weight /= n;
  }
  return out.filter((c) => c.weight > 0.02);
}

/** Max over clusters of the (unnormalised) Gaussian likelihood, in [0,1]. */
export function likelihood(clusters: readonly Cluster[], L: number, a: number, b: number): number {
  let best = 0;
  for (const c of clusters) {
    const d =
      (L - c.mean[0]) ** 2 / c.var[0] +
      (a - c.mean[1]) ** 2 / c.var[1] +
      (b - c.mean[2]) ** 2 / c.var[2];
    if (d > 40) continue;
    const p = Math.exp(-0.5 * d) * (0.5 + 0.5 * Math.sqrt(c.weight));
    if (p > best) best = p;
  }
  return best;
}

export function closestDeltaE(clusters: readonly Cluster[], lab: Lab): number {
  let best = Infinity;
  for (const c of clusters) best = Math.min(best, deltaE2000(c.mean, lab));
  return best;
}
