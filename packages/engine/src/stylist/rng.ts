/** Small seeded PRNG (mulberry32) and a string hash, for reproducible variety. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks an index from scores: temperature 0 → the best (ties by order); higher temperature →
 * softmax sampling, so lower-ranked options appear more often.
 */
export function pickIndex(scores: number[], temperature: number, rand: () => number): number {
  if (scores.length === 0) return -1;
  if (temperature <= 0) {
    let best = 0;
    for (let i = 1; i < scores.length; i++)
      if ((scores[i] ?? -Infinity) > (scores[best] ?? -Infinity)) best = i;
    return best;
  }
  const max = Math.max(...scores);
  const weights = scores.map((s) => Math.exp((s - max) / (temperature * 1.5)));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r <= 0) return i;
  }
  return weights.length - 1;
}
