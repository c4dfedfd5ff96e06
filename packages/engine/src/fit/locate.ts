/**
 * Locates the photo's feature patches in the answer warped by a similarity, at full or half
 * resolution (half: a wider search for the same cost, for the first match).
 */
import { MIN_PATCH_NCC, MIN_PATCH_STD } from './fit-params';
import { matchPatch, type Plane } from './patch-match';
import { applySimilarity, type Point, type Similarity } from './similarity';
import { answerMap, warpPlane, type Affine, type Rect } from './warp';

/** The photo's luma around the face at one resolution (factor 1 or 2). */
export type Level = { plane: Plane; factor: number };

export type LocateInput = {
  /** photo pixels the planes cover */
  rect: Rect;
  /** the answer's luma at the answer's own size */
  answer: Plane;
  /** the photo's size (the answer is stretched over it) */
  width: number;
  height: number;
};

export type Located = {
  /** the photo point of each patch found */
  src: Point[];
  /** where the answer shows it (photo px, the answer's stretch undone) */
  dst: Point[];
  /** how far (photo px) it lies from where the transform put it */
  shift: number[];
  meanScore: number;
};

/** 2×2 box average (odd last row and column dropped). */
export function halve(p: Plane): Plane {
  const w = p.width >> 1;
  const h = p.height >> 1;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const a = 2 * y * p.width;
    const b = a + p.width;
    for (let x = 0; x < w; x++) {
      const i = 2 * x;
      out[y * w + x] =
        0.25 * (p.data[a + i] + p.data[a + i + 1] + p.data[b + i] + p.data[b + i + 1]);
    }
  }
  return { data: out, width: w, height: h };
}

/**
 * Each anchor's patch (half-size r, search ±s, in the level's pixels) located in the answer
 * warped by `t`, at the level's resolution.
 */
export function locate(
  input: LocateInput,
  level: Level,
  t: Similarity,
  anchors: readonly Point[],
  r: number,
  s: number,
): Located {
  const { rect } = input;
  const f = level.factor;
  const c = (f - 1) / 2;
  // level pixel (i, j) is the photo's (rect.x + f·i + c, rect.y + f·j + c)
  const m = answerMap(t, input.width, input.height, input.answer.width, input.answer.height);
  const lm: Affine = [
    m[0] * f,
    m[1] * f,
    m[0] * (rect.x + c) + m[1] * (rect.y + c) + m[2],
    m[3] * f,
    m[4] * f,
    m[3] * (rect.x + c) + m[4] * (rect.y + c) + m[5],
  ];
  const { width, height } = level.plane;
  const warped: Plane = {
    data: warpPlane(input.answer.data, input.answer.width, input.answer.height, lm, {
      x: 0,
      y: 0,
      width,
      height,
    }),
    width,
    height,
  };
  const out: Located = { src: [], dst: [], shift: [], meanScore: 0 };
  let total = 0;
  for (const p of anchors) {
    // patches sit on whole level pixels: the match is of that pixel's photo point
    const i = Math.round((p[0] - rect.x - c) / f);
    const j = Math.round((p[1] - rect.y - c) / f);
    const found = matchPatch(level.plane, warped, i, j, r, s, MIN_PATCH_STD);
    if (!found || found.score < MIN_PATCH_NCC) continue;
    const x = rect.x + f * i + c;
    const y = rect.y + f * j + c;
    out.src.push([x, y]);
    out.dst.push(applySimilarity(t, x + f * found.dx, y + f * found.dy));
    out.shift.push(f * Math.hypot(found.dx, found.dy));
    total += found.score;
  }
  out.meanScore = out.src.length > 0 ? total / out.src.length : 0;
  return out;
}
