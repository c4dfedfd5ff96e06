/**
 * Locates the photo's feature patches in the answer warped by a similarity, at full or half
 * resolution (half: a wider search for the same cost, for the first match).
 */
import { MIN_PATCH_NCC, MIN_PATCH_STD } from './fit-params';
import { matchPatch, type Plane } from './patch-match';
import type { Point } from './similarity';
import { mapPoint, warpPlane, type Affine, type Rect } from './warp';

/** The photo's luma around the face at 1/factor of its resolution. */
export type Level = { plane: Plane; factor: number };

export type LocateInput = {
  /** photo pixels the planes cover */
  rect: Rect;
  /** the answer's luma over the part of it around the face: answer pixels (x0 + i, y0 + j) */
  answer: Plane & { x0: number; y0: number };
};

export type Located = {
  /** the photo point of each patch found */
  src: Point[];
  /** where the answer shows it (answer px) */
  dst: Point[];
  /** how far (photo px) it lies from where the map put it */
  shift: number[];
  meanScore: number;
};

/** f×f box average (a partial last row and column dropped); the plane itself for f = 1. */
export function shrink(p: Plane, f: number): Plane {
  if (f <= 1) return p;
  const w = Math.floor(p.width / f);
  const h = Math.floor(p.height / f);
  const out = new Float32Array(w * h);
  const k = 1 / (f * f);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let j = 0; j < f; j++) {
        const row = (y * f + j) * p.width + x * f;
        for (let i = 0; i < f; i++) sum += p.data[row + i];
      }
      out[y * w + x] = sum * k;
    }
  }
  return { data: out, width: w, height: h };
}

/**
 * Beyond a patch's half-size and search, how far (level px) matchPatch may read the answer: its
 * Lucas–Kanade steps sample a one-pixel border bilinearly (+2), and one more for safety.
 */
const WINDOW_MARGIN = 3;

/** The w×h pixels within `reach` (a square) of any of the centres: those the matches read. */
function windows(
  centres: readonly (readonly [number, number])[],
  reach: number,
  w: number,
  h: number,
): Uint8Array {
  const need = new Uint8Array(w * h);
  for (const [i, j] of centres) {
    const x0 = Math.max(0, i - reach);
    const x1 = Math.min(w - 1, i + reach);
    for (let y = Math.max(0, j - reach); y <= Math.min(h - 1, j + reach); y++)
      need.fill(1, y * w + x0, y * w + x1 + 1);
  }
  return need;
}

/**
 * Each anchor's patch (half-size r, search ±s, in the level's pixels) located in the answer
 * warped by `m` (photo px → answer px), at the level's resolution; sub-pixel by Lucas–Kanade
 * unless `subpixel` is false (the first search, which only picks a start).
 */
export function locate(
  input: LocateInput,
  level: Level,
  m: Affine,
  anchors: readonly Point[],
  r: number,
  s: number,
  subpixel = true,
): Located {
  const { rect } = input;
  const f = level.factor;
  const c = (f - 1) / 2;
  // level pixel (i, j) is the photo's (rect.x + f·i + c, rect.y + f·j + c)
  const { x0, y0 } = input.answer;
  const lm: Affine = [
    m[0] * f,
    m[1] * f,
    m[0] * (rect.x + c) + m[1] * (rect.y + c) + m[2] - x0,
    m[3] * f,
    m[4] * f,
    m[3] * (rect.x + c) + m[4] * (rect.y + c) + m[5] - y0,
  ];
  const { width, height } = level.plane;
  // patches sit on whole level pixels: the match is of that pixel's photo point
  const centres = anchors.map(
    (p) => [Math.round((p[0] - rect.x - c) / f), Math.round((p[1] - rect.y - c) / f)] as const,
  );
  const warped: Plane = {
    data: warpPlane(
      input.answer.data,
      input.answer.width,
      input.answer.height,
      lm,
      { x: 0, y: 0, width, height },
      windows(centres, r + s + WINDOW_MARGIN, width, height),
    ),
    width,
    height,
  };
  const out: Located = { src: [], dst: [], shift: [], meanScore: 0 };
  let total = 0;
  for (const [i, j] of centres) {
    const found = matchPatch(level.plane, warped, i, j, r, s, MIN_PATCH_STD, subpixel);
    if (!found || found.score < MIN_PATCH_NCC) continue;
    const x = rect.x + f * i + c;
    const y = rect.y + f * j + c;
    out.src.push([x, y]);
    out.dst.push(mapPoint(m, x + f * found.dx, y + f * found.dy));
    out.shift.push(f * Math.hypot(found.dx, found.dy));
    total += found.score;
  }
  out.meanScore = out.src.length > 0 ? total / out.src.length : 0;
  return out;
}
