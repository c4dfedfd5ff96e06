/**
 * Skin apart from the face on the analysis's cell grid: a hand raised to the head, an arm, a
 * shoulder. Its lit cells are the face's skin colour (within SCALP_DELTA) but not joined to the
 * face's skin; its shaded cells lie on the face's skin colour darkened (the skin's linear RGB
 * scaled down, within SCALP_DELTA, no darker than the face's own darkest skin) and are joined to
 * those lit cells. Neither is hair, however unlike the face's lit skin a shaded hand is. Brown or
 * blonde hair can lie on that line too, so only cells joined to skin that is not the face's count:
 * hair touching the face's forehead or cheeks stays hair.
 */
import type { Lab } from '../image/color';
import { floodCells } from '../image/cell-flood';
import { type Centre, distance, type Grid } from './hair-cells';
import * as P from './hair-params';

/**
 * How cell `c` lies against the skin `skin` darkened: `scale` is the darkening (the cube root of
 * the linear-RGB factor: Lab's L + 16, a and b all scale by it) that brings the skin nearest to
 * the cell, `off` the distance left (lightness weighed by LIGHTNESS_WEIGHT, as `distance`).
 */
export function shadeOf(cell: Readonly<Lab>, skin: Readonly<Lab>): { scale: number; off: number } {
  const w = P.LIGHTNESS_WEIGHT;
  const s0 = skin[0] + 16;
  const c0 = cell[0] + 16;
  const norm = w * w * s0 * s0 + skin[1] * skin[1] + skin[2] * skin[2];
  const scale = norm > 0 ? (w * w * s0 * c0 + skin[1] * cell[1] + skin[2] * cell[2]) / norm : 0;
  const off = Math.hypot(
    w * (s0 * scale - c0),
    skin[1] * scale - cell[1],
    skin[2] * scale - cell[2],
  );
  return { scale, off };
}

/** The cells joined (8-connected) to `start` over cells that `pass`. */
export function joined(
  g: Grid,
  start: readonly number[],
  pass: (c: number) => boolean,
): Uint8Array {
  const out = new Uint8Array(g.gw * g.gh);
  const stack = new Int32Array(g.gw * g.gh);
  let sp = 0;
  for (const c of start) {
    if (out[c]) continue;
    out[c] = 1;
    stack[sp++] = c;
  }
  floodCells(stack, sp, out, g.gw, g.gh, pass, () => undefined);
  return out;
}

/**
 * 1 on the cells of skin apart from the face (see the file's comment). `inFace`: the cells of
 * the face itself; `isPerson`: the cells that may be skin at all (with the segmentation, the
 * person's).
 */
export function skinApart(
  g: Grid,
  skin: Centre,
  inFace: (c: number) => boolean,
  isPerson: (c: number) => boolean,
): Uint8Array {
  const n = g.gw * g.gh;
  // per cell: 1 lit skin, and its darkening and distance from the skin darkened
  const isLit = new Uint8Array(n);
  const scale = new Float32Array(n);
  const onLine = new Uint8Array(n);
  const cell: Lab = [0, 0, 0];
  // the face's own skin in shade sets how dark skin gets in this photo
  let darkest = 1;
  for (let c = 0; c < n; c++) {
    if (!isPerson(c)) continue;
    isLit[c] = distance(g, c, skin) <= P.SCALP_DELTA ? 1 : 0;
    cell[0] = g.lab[c * 3] ?? 0;
    cell[1] = g.lab[c * 3 + 1] ?? 0;
    cell[2] = g.lab[c * 3 + 2] ?? 0;
    const s = shadeOf(cell, skin);
    scale[c] = s.scale;
    onLine[c] = s.off <= P.SCALP_DELTA ? 1 : 0;
    if (onLine[c] && inFace(c) && s.scale < darkest) darkest = s.scale;
  }
  const lit = (c: number) => isLit[c] === 1;
  const shaded = (c: number) =>
    onLine[c] === 1 && (scale[c] ?? 0) >= darkest && (scale[c] ?? 0) <= 1;
  const skinLike = (c: number) => lit(c) || shaded(c);
  const all = Array.from({ length: n }, (_, c) => c);
  const face = joined(
    g,
    all.filter((c) => inFace(c) && skinLike(c)),
    skinLike,
  );
  // (a shaded cell next to the face's skin is the face's: the flood from skin apart never
  // reaches it)
  return joined(
    g,
    all.filter((c) => lit(c) && !face[c]),
    shaded,
  );
}
