/**
 * Mascara's lashes as single tapered strokes along the upper lid: many, at uneven spacing and
 * lengths, gathered into small clumps whose tips meet, curling up and out — seen from the
 * front, lashes curl toward the camera, so most of their darkness sits near the roots.
 */
import { labToLinear, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import { lerp, type Point } from '../../image/point';
import { maskAt, type Mask } from '../../image/mask';
import { drawStroke, rng } from '../strands/stroke';
import { LASH_CLUMP, LASH_GATHER } from './params';

export type LashOptions = {
  /** the upper lid from the outer corner to the inner (as MESH gives it) */
  lid: Point[];
  /** the eye's centre: lashes fan away from it */
  centre: Point;
  /** the face's unit "up" */
  up: Point;
  /** eye width, px */
  ew: number;
  /** the longest lash, in eye widths */
  length: number;
  /** lashes per eye */
  count: number;
  /** root width, in eye widths */
  width: number;
  color: Lab;
  seed: number;
  /** the eye opening: lashes stay off it */
  keepOut: Mask;
};

export function drawLashes(ctx: RenderContext, o: LashOptions): void {
  const { lid, centre, up, ew } = o;
  const rand = rng(o.seed);
  const rgb = labToLinear(o.color[0], o.color[1], o.color[2], [0, 0, 0]);
  const [r, g, b] = [Math.max(0, rgb[0]), Math.max(0, rgb[1]), Math.max(0, rgb[2])];
  const n = lid.length;
  const free = (x: number, y: number): number => 1 - maskAt(o.keepOut, x, y);
  const along = (t: number): Point => {
    const f = t * (n - 1);
    const i = Math.min(n - 2, Math.floor(f));
    return lerp(lid[i], lid[i + 1], f - i);
  };
  const dirAt = (p: Point): Point => {
    const rx = p[0] - centre[0];
    const ry = p[1] - centre[1];
    const rl = Math.hypot(rx, ry) || 1;
    const dx = rx / rl + up[0] * 1.4;
    const dy = ry / rl + up[1] * 1.4;
    const dl = Math.hypot(dx, dy) || 1;
    return [dx / dl, dy / dl];
  };
  for (let k = 0; k < o.count; k++) {
    const t = Math.min(0.97, Math.max(0.03, 0.03 + (0.94 * (k + (rand() - 0.5) * 0.8)) / o.count));
    const p = along(t);
    // the clump's direction: that of its middle lash
    const clumpT =
      0.03 + (0.94 * (Math.floor(k / LASH_CLUMP) * LASH_CLUMP + (LASH_CLUMP - 1) / 2)) / o.count;
    const own = dirAt(p);
    const shared = dirAt(along(Math.min(0.97, clumpT)));
    let dx = own[0] + (shared[0] - own[0]) * LASH_GATHER;
    let dy = own[1] + (shared[1] - own[1]) * LASH_GATHER;
    const jitter = (rand() - 0.5) * 0.25;
    const c = Math.cos(jitter);
    const s = Math.sin(jitter);
    [dx, dy] = [dx * c - dy * s, dx * s + dy * c];
    const dl = Math.hypot(dx, dy) || 1;
    dx /= dl;
    dy /= dl;
    // longest toward the outer corner (t = 0)
    const len = ew * o.length * (0.6 + 0.4 * rand()) * (0.65 + 0.45 * (1 - t));
    // the tip curls up: toward the side of the stroke's normal that faces up
    const curl = -dy * up[0] + dx * up[1] > 0 ? 1 : -1;
    drawStroke(
      ctx.work,
      {
        x: p[0],
        y: p[1],
        dx,
        dy,
        length: len,
        width: Math.max(0.8, ew * o.width * (0.8 + 0.4 * rand())),
        r,
        g,
        b,
        alpha: 0.8 + 0.15 * rand(),
        bend: curl * len * 0.3,
      },
      free,
    );
  }
}
