/**
 * Flyaway strands: single thin hairs leaving the outline of a painted hairstyle along the
 * flow (down and out at the sides, off the crown on top), lighter as they catch the light.
 * They break the silhouette the way real hair does; none start at the face.
 */
import { labToLinear, type Lab } from '../../image/color';
import type { RenderContext } from '../context';
import type { TemplateMap } from './template';
import { toneL, type HairTone } from './hair-tone';
import { maskAt, type Mask } from '../../image/mask';
import { strandAt, type StrandField, type StrandPoint } from '../strands/strands';
import { drawStroke, rng } from '../strands/stroke';

export function paintFlyaways(
  ctx: RenderContext,
  hair: Mask,
  faceShade: Mask,
  tm: TemplateMap,
  field: StrandField,
  tone: HairTone,
  seed = 41,
): void {
  const f = ctx.frame;
  const u = f.unit;
  const rand = rng(seed);
  const want = Math.round(Math.max(30, Math.min(220, (u / 300) * 150)));
  const sp: StrandPoint = { s: 0, t: 0, squeeze: 1, wave: 0 };
  const tp: [number, number] = [0, 0];
  const rgb: Lab = [0, 0, 0];
  const sAt = (x: number, y: number): number => strandAt(field, x, y, sp).s;
  let made = 0;
  for (let tries = 0; tries < want * 60 && made < want; tries++) {
    const x = hair.x0 + rand() * hair.width;
    const y = hair.y0 + rand() * hair.height;
    const m = maskAt(hair, Math.floor(x), Math.floor(y));
    if (m < 0.3 || m > 0.75) continue;
    if (maskAt(faceShade, Math.floor(x), Math.floor(y)) > 0.2) continue;
    const fu = f.toFace([x, y]);
    tm.toTemplate(fu[0], fu[1], tp);
    // strand direction in template space: along the level lines of s, pointing down
    const e = 0.004;
    const gx = (sAt(tp[0] + e, tp[1]) - sAt(tp[0] - e, tp[1])) / (2 * e);
    const gy = (sAt(tp[0], tp[1] + e) - sAt(tp[0], tp[1] - e)) / (2 * e);
    let dx = -gy;
    let dy = gx;
    if (dy < 0) {
      dx = -dx;
      dy = -dy;
    }
    const dl = Math.hypot(dx, dy) || 1;
    const a = tm.map(tp[0], tp[1]);
    const b = tm.map(tp[0] + (dx / dl) * 0.02, tp[1] + (dy / dl) * 0.02);
    let px = b[0] - a[0];
    let py = b[1] - a[1];
    // on the crown, hairs lift off the head: point outward from the dome centre
    const Y = (tp[1] - field.cy) / field.ry;
    if (Y < -0.2) {
      const c = tm.map(0, field.cy);
      const ox = x - c[0];
      const oy = y - c[1];
      const ol = Math.hypot(ox, oy) || 1;
      px = px * 0.4 + (ox / ol) * 0.6 * Math.hypot(px, py);
      py = py * 0.4 + (oy / ol) * 0.6 * Math.hypot(px, py);
    }
    const pl = Math.hypot(px, py) || 1;
    const len = u * (0.03 + 0.09 * rand() * rand());
    const L = toneL(tone, 0.55 + 0.4 * rand());
    labToLinear(L, tone.a, tone.b, rgb);
    const side = tp[0] < 0 ? -1 : 1;
    drawStroke(ctx.work, {
      x,
      y,
      dx: px / pl,
      dy: py / pl,
      length: len,
      width: Math.max(0.45, u * 0.0018),
      r: Math.max(0, rgb[0]),
      g: Math.max(0, rgb[1]),
      b: Math.max(0, rgb[2]),
      alpha: 0.25 + 0.35 * rand(),
      bend: side * (px / pl > 0 ? 1 : -1) * (rand() - 0.3) * len * 0.35,
    });
    made++;
  }
}
