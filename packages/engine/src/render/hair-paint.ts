/**
 * Paints synthetic hair into a mask: strand texture from anisotropic value noise along a flow
 * field (radial from the parting on top, downward at the sides), waves for curl, shading
 * darker underneath and at the edges, a sheen band on the crown.
 */
import { labToLinear, type Lab } from './color';
import type { RenderContext } from './context';
import type { Mask } from './mask';
import { hash2 } from './paint';

function vnoise(x: number, seed: number): number {
  const i = Math.floor(x);
  const t = x - i;
  const s = t * t * (3 - 2 * t);
  return hash2(i, 7, seed) * (1 - s) + hash2(i + 1, 7, seed) * s;
}

export type HairPaintOptions = {
  /** hair colour (CIE Lab) */
  color: Lab;
  /** 0 straight … 1 coily */
  curl: number;
  /** face-frame v of the parting/crown point */
  crownV: number;
  /** u of the parting */
  partU: number;
  /** 0..1 how opaque the painted hair is */
  opacity: number;
  /** very short hair: stubble-like dots instead of strands */
  stubble?: boolean;
  /** 0..1: how much the strand texture breaks up the coverage (beards let skin show through) */
  breakup?: number;
  seed?: number;
};

export function paintHair(ctx: RenderContext, mask: Mask, o: HairPaintOptions): void {
  const f = ctx.frame;
  const w = ctx.work;
  const rgb: Lab = [0, 0, 0];
  const seed = o.seed ?? 17;
  const strandFreq = o.stubble ? 0 : 90 / (1 + o.curl * 1.5);
  const waveAmp = o.curl * 0.06;
  const waveFreq = 10 + o.curl * 25;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      const m = mask.data[y * mask.width + x];
      if (m <= 0.003) continue;
      const wx = x + mask.x0;
      const wy = y + mask.y0;
      const [u, v] = f.toFace([wx + 0.5, wy + 0.5]);
      let tex: number;
      if (o.stubble) {
        tex = hash2(wx, wy, seed) > 0.55 ? 1 : 0.2;
      } else {
        // strand coordinate: angle from the parting above the ears, horizontal position below
        const dv = v - o.crownV;
        const ang = Math.atan2(u - o.partU, Math.max(0.02, dv + 0.25));
        const blend = Math.max(0, Math.min(1, (v + 0.1) / 0.4));
        let s = ang * 0.55 * (1 - blend) + u * blend;
        s += Math.sin(v * waveFreq) * waveAmp;
        const along = v * 3;
        const n1 = vnoise(s * strandFreq + vnoise(along, seed + 1) * 2, seed);
        const n2 = vnoise(s * strandFreq * 2.7, seed + 3);
        tex = 0.55 * n1 + 0.45 * n2;
        if (o.curl > 0.5)
          tex = tex * 0.6 + 0.4 * hash2(Math.floor(wx / 3), Math.floor(wy / 3), seed + 5);
      }
      // shading: darker deep in the hair (low mask values are the edges), sheen on the crown
      const sheen =
        Math.exp(-(((v - (o.crownV + 0.22)) / 0.12) ** 2)) * (1 - Math.min(1, Math.abs(u) * 1.2));
      const depth = Math.max(0, Math.min(1, (v - 0.4) / 2));
      // clumps: low-frequency bands of lighter and darker locks
      const clump = o.stubble ? 0.5 : vnoise(u * 7 + v * 0.8, seed + 9);
      // the mask's soft inner edge (next to the face and neck) is in shadow
      const shade = m < 0.95 ? 0.9 + 0.1 * m : 1;
      const L = o.color[0] * (0.78 + 0.3 * tex + 0.16 * clump - 0.14 * depth) * shade + sheen * 10;
      labToLinear(
        Math.max(2, Math.min(98, L)),
        o.color[1] * (0.9 + 0.2 * tex),
        o.color[2] * (0.9 + 0.2 * tex),
        rgb,
      );
      // strand breakup at soft edges
      const bk = o.breakup ?? 0;
      const cover = bk > 0 ? 1 - bk + bk * Math.min(1, tex * 1.4) : 1;
      const edge = (m < 0.9 ? m * (0.55 + 0.9 * tex) : m) * cover;
      const a = Math.max(0, Math.min(1, edge * o.opacity));
      const j = wy * w.width + wx;
      w.r[j] = w.r[j] + (Math.max(0, rgb[0]) - w.r[j]) * a;
      w.g[j] = w.g[j] + (Math.max(0, rgb[1]) - w.g[j]) * a;
      w.b[j] = w.b[j] + (Math.max(0, rgb[2]) - w.b[j]) * a;
    }
  }
}
