/**
 * Brow hairs as strokes along a parametric brow: a light powder underlayer, then short tapered
 * hairs whose density follows the brow mask (a feathered front at the head), pointing up at the
 * head and outward along the body, the lower and upper hairs converging on the centre line as
 * real brow hair lies. Colour from the catalogue colour (or the person's brow hair).
 */
import { labToLinear, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import type { Point } from '../../image/point';
import { maskAt, type Mask } from '../../image/mask';
import { tintLab } from '../../image/paint';
import { drawStroke, rng } from '../strands/stroke';

export type BrowStrokeOptions = {
  /** centre line from the tail (outer end) to the head (inner end) */
  centre: Point[];
  /** full brow width at each centre point */
  widths: number[];
  /** soft brow mask (density) */
  mask: Mask;
  color: Lab;
  softness: number;
  /** pixels not to touch (the eye), 0..1 */
  keepOut?: Mask;
  seed: number;
};

export function paintBrowStrokes(ctx: RenderContext, o: BrowStrokeOptions): void {
  const f = ctx.frame;
  const u = f.unit;
  const { centre, widths, mask: m } = o;
  const [upX, upY] = f.up;
  // 1. powder underlayer: a soft fill so the hairs do not float on bare skin
  tintLab(ctx.work, m, o.color, {
    opacity: 0.32 + 0.2 * (1 - o.softness),
    lumaWeight: 0.8,
    chromaWeight: 0.8,
    texture: 0.7,
    finish: 'matte',
  });
  const rand = rng(o.seed);
  // hairs at least a pixel apart and a little wider than one: denser or finer, on a small face
  // they merge into a flat band of paint
  const sp = Math.max(1, u * 0.0042);
  const rgb: Lab = [0, 0, 0];
  const free = (x: number, y: number): number => (o.keepOut ? 1 - maskAt(o.keepOut, x, y) : 1);
  const n = centre.length;
  for (let gy = 0; gy < m.height; gy += sp) {
    for (let gx = 0; gx < m.width; gx += sp) {
      const x = gx + rand() * sp + m.x0;
      const y = gy + rand() * sp + m.y0;
      const d = maskAt(m, Math.floor(x), Math.floor(y));
      if (rand() > d * 0.9) continue;
      // nearest centre segment: position along the brow and side of the centre line
      let best = 0;
      let bt = 0;
      let bd = Infinity;
      let side = 0;
      for (let k = 0; k + 1 < n; k++) {
        const a = centre[k];
        const b = centre[k + 1];
        const vx = b[0] - a[0];
        const vy = b[1] - a[1];
        const l2 = vx * vx + vy * vy || 1;
        const t = Math.max(0, Math.min(1, ((x - a[0]) * vx + (y - a[1]) * vy) / l2));
        const ex = x - a[0] - t * vx;
        const ey = y - a[1] - t * vy;
        const dd = ex * ex + ey * ey;
        if (dd < bd) {
          bd = dd;
          best = k;
          bt = t;
          side = ex * upX + ey * upY > 0 ? 1 : -1;
        }
      }
      const a = centre[best];
      const b = centre[best + 1];
      const l = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
      // outward = toward the tail (index 0)
      const ox = (a[0] - b[0]) / l;
      const oy = (a[1] - b[1]) / l;
      const along = (best + bt) / (n - 1); // 0 tail … 1 head
      const head = Math.max(0, Math.min(1, (along - 0.72) / 0.2));
      const w = widths[best] + (widths[best + 1] - widths[best]) * bt;
      const off = Math.sqrt(bd) / Math.max(1, w / 2);
      // converge on the centre line: lower hairs tilt up, upper hairs tilt down
      const tilt = -side * Math.min(1, off) * 0.45;
      let dx = ox + upX * tilt;
      let dy = oy + upY * tilt;
      dx = dx * (1 - head) + (upX * 0.9 + ox * 0.3) * head;
      dy = dy * (1 - head) + (upY * 0.9 + oy * 0.3) * head;
      const ang = (rand() - 0.5) * 0.35;
      const c = Math.cos(ang);
      const s = Math.sin(ang);
      const dl = Math.hypot(dx, dy) || 1;
      const L = Math.max(2, Math.min(80, o.color[0] * (0.4 + rand())));
      labToLinear(L, o.color[1], o.color[2], rgb);
      const len = u * (0.018 + 0.014 * rand()) * (1 - 0.35 * head);
      // hairs start behind their position so the root end sits in the brow
      drawStroke(
        ctx.work,
        {
          x: x - ((dx / dl) * len) / 2,
          y: y - ((dy / dl) * len) / 2,
          dx: (dx * c - dy * s) / dl,
          dy: (dx * s + dy * c) / dl,
          length: len,
          width: Math.max(0.8, u * 0.0026),
          r: Math.max(0, rgb[0]),
          g: Math.max(0, rgb[1]),
          b: Math.max(0, rgb[2]),
          alpha: (0.7 + 0.25 * rand()) * Math.min(1, 0.3 + d) * (1 - 0.35 * head * o.softness),
          bend: (rand() - 0.5) * len * 0.2,
        },
        free,
      );
    }
  }
}
