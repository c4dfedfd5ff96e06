/**
 * The hair's outer fringe against the background. The matte's soft edge comes from cells; the
 * outermost strands over the background get a fraction of the alpha they cover, so a light dye on
 * dark hair kept a dark outline round the head — the tell of a painted-on colour. Where solid
 * hair and clear background (off the person, and a little away from the matte's edge, where the
 * fringe itself lies) both lie within reach, each fringe pixel's alpha is raised to its place on
 * the line from the background's local colour to the hair's (a colour-line matte), if its colour
 * lies near that line. Alpha is only raised, never lowered, and only by the matte's edge; near
 * the face there is no clear background in reach, and the skin's own matte (hair-skin-edge.ts)
 * follows. The local colours are smooth: they are gathered on a coarse lattice.
 */
import { boxBlur } from '../../image/blur';
import { linearToLab, type Lab } from '../../image/color';
import { personAt, type RenderContext } from '../context';
import { smoothstep } from './zones';
import type { Mask } from '../../image/mask';
import {
  SOLID,
  CLEAR,
  OFF_PERSON,
  AWAY,
  FRINGE,
  OFF_LINE,
  MIN_SHARE,
  FRINGE_EDGE,
  FRINGE_REACH,
  FRINGE_SEPARATION,
  FRINGE_RAMP,
} from './params';

export function reachFringe(ctx: RenderContext, mask: Mask): void {
  if (!ctx.personMask) return;
  const { width: w, height: h, x0, y0, data } = mask;
  const unit = ctx.frame.unit;
  const work = ctx.work;
  // the lattice: every q-th pixel of every q-th row
  const q = Math.max(3, Math.floor(unit / 60));
  const cw = Math.ceil(w / q);
  const ch = Math.ceil(h / q);
  const n = cw * ch;
  const tmp = new Float32Array(n);
  const near = new Float32Array(n);
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++)
      near[cy * cw + cx] = data[cy * q * w + cx * q] > FRINGE_EDGE ? 1 : 0;
  }
  const edge = near.slice();
  // (colours are gathered only within reach of the edge, on either side)
  const band = near.slice();
  const r = Math.max(1, Math.round((FRINGE_REACH * unit) / q));
  boxBlur(band, cw, ch, r, tmp);
  boxBlur(near, cw, ch, Math.max(1, Math.round((AWAY * unit) / q)), tmp);
  boxBlur(edge, cw, ch, Math.max(1, Math.round((FRINGE * unit) / q)), tmp);
  const hair = [new Float32Array(n), new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const back = [new Float32Array(n), new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const lab: Lab = [0, 0, 0];
  let any = false;
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      const c = cy * cw + cx;
      if (band[c] <= 0 || band[c] >= 1) continue;
      const x = cx * q;
      const y = cy * q;
      const a = data[y * w + x];
      const solid = a >= SOLID;
      if (!solid && (a > CLEAR || near[c] > 0)) continue;
      if (!solid) {
        const p = personAt(ctx, x + x0, y + y0);
        if (p < 0 || p >= OFF_PERSON) continue;
      }
      const j = (y + y0) * work.width + x + x0;
      linearToLab(work.r[j], work.g[j], work.b[j], lab);
      const to = solid ? hair : back;
      to[0][c] = lab[0];
      to[1][c] = lab[1];
      to[2][c] = lab[2];
      to[3][c] = 1;
      if (!solid) any = true;
    }
  }
  if (!any) return;
  for (const p of hair) boxBlur(p, cw, ch, r, tmp);
  for (const p of back) boxBlur(p, cw, ch, r, tmp);
  for (let y = 0; y < h; y++) {
    const row = Math.min(ch - 1, Math.round(y / q)) * cw;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = data[i];
      if (a >= SOLID) continue;
      const c = row + Math.min(cw - 1, Math.round(x / q));
      // (the fringe lies by the matte's edge: a light speck of background further out may sit
      // on the same colour line)
      if (edge[c] <= 0) continue;
      const hn = hair[3][c];
      const bn = back[3][c];
      if (hn < MIN_SHARE || bn < MIN_SHARE) continue;
      // the local hair and background colours, and the pixel's place between them
      const bl = back[0][c] / bn;
      const ba = back[1][c] / bn;
      const bb = back[2][c] / bn;
      const dl = hair[0][c] / hn - bl;
      const da = hair[1][c] / hn - ba;
      const db = hair[2][c] / hn - bb;
      const sep2 = dl * dl + da * da + db * db;
      const apart = smoothstep(FRINGE_SEPARATION[0], FRINGE_SEPARATION[1], Math.sqrt(sep2));
      if (apart <= 0) continue;
      const j = (y + y0) * work.width + x + x0;
      linearToLab(work.r[j], work.g[j], work.b[j], lab);
      const pl = lab[0] - bl;
      const pa = lab[1] - ba;
      const pb = lab[2] - bb;
      const t = (pl * dl + pa * da + pb * db) / sep2;
      const ol = pl - t * dl;
      const oa = pa - t * da;
      const ob = pb - t * db;
      const off = Math.sqrt((ol * ol + oa * oa + ob * ob) / sep2);
      const onLine = 1 - smoothstep(OFF_LINE[0], OFF_LINE[1], off);
      const alpha = smoothstep(FRINGE_RAMP[0], FRINGE_RAMP[1], t) * onLine * apart;
      if (alpha > a) data[i] = alpha;
    }
  }
}
