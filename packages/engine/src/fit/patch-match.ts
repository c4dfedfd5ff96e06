/**
 * Sub-pixel displacement of a small patch between two planes of the same size, by normalised
 * cross-correlation over integer offsets and a parabola through the peak in x and in y. NCC
 * ignores a change of brightness and contrast, so a recoloured or relit answer still matches.
 */

export type Plane = { data: Float32Array; width: number; height: number };

export type PatchMatch = { dx: number; dy: number; score: number };

/**
 * Where the patch of `a` centred on (cx, cy) with half-size `r` lies in `b`, within `s` px
 * either way; null when the patch is flat (std below `minStd`), the patch or search leaves the
 * planes, or the best offset is on the search's border (the true one may be further).
 */
export function matchPatch(
  a: Plane,
  b: Plane,
  cx: number,
  cy: number,
  r: number,
  s: number,
  minStd: number,
): PatchMatch | null {
  const x0 = Math.round(cx) - r;
  const y0 = Math.round(cy) - r;
  const size = 2 * r + 1;
  if (x0 - s < 0 || y0 - s < 0 || x0 + size + s > a.width || y0 + size + s > a.height) return null;
  const n = size * size;
  const pa = new Float32Array(n);
  let mean = 0;
  for (let y = 0, k = 0; y < size; y++) {
    const row = (y0 + y) * a.width + x0;
    for (let x = 0; x < size; x++, k++) {
      pa[k] = a.data[row + x];
      mean += pa[k];
    }
  }
  mean /= n;
  let va = 0;
  for (let k = 0; k < n; k++) {
    pa[k] -= mean;
    va += pa[k] * pa[k];
  }
  if (Math.sqrt(va / n) < minStd) return null;
  const side = 2 * s + 1;
  const scores = new Float64Array(side * side);
  let best = -Infinity;
  let bi = 0;
  for (let oy = -s; oy <= s; oy++) {
    for (let ox = -s; ox <= s; ox++) {
      let sb = 0;
      let sbb = 0;
      let sab = 0;
      for (let y = 0, k = 0; y < size; y++) {
        const row = (y0 + oy + y) * b.width + x0 + ox;
        for (let x = 0; x < size; x++, k++) {
          const v = b.data[row + x];
          sb += v;
          sbb += v * v;
          sab += pa[k] * v;
        }
      }
      // Σ(a−ā)(b−b̄) = Σ(a−ā)b since Σ(a−ā) = 0
      const vb = sbb - (sb * sb) / n;
      const score = vb > 1e-6 ? sab / Math.sqrt(va * vb) : -1;
      const i = (oy + s) * side + (ox + s);
      scores[i] = score;
      if (score > best) {
        best = score;
        bi = i;
      }
    }
  }
  const bx = (bi % side) - s;
  const by = Math.floor(bi / side) - s;
  if (Math.abs(bx) === s || Math.abs(by) === s) return null;
  const at = (ox: number, oy: number) => scores[(oy + s) * side + (ox + s)];
  return {
    dx: bx + parabolaPeak(at(bx - 1, by), best, at(bx + 1, by)),
    dy: by + parabolaPeak(at(bx, by - 1), best, at(bx, by + 1)),
    score: best,
  };
}

/** Offset (−½…½) of the vertex of the parabola through (−1, l), (0, c), (1, r). */
export function parabolaPeak(l: number, c: number, r: number): number {
  const d = l - 2 * c + r;
  if (d >= 0) return 0;
  return Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / d));
}
