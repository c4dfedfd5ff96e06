/**
 * Fills removed hair so it reads as the background behind it: a push-pull fill from the
 * background pixels only (weights keep skin, body and other hair out of the average), then the
 * background's own texture re-injected by copying the detail (pixel luminance against its local
 * mean, relative, given to each channel by the fill's own level) of the nearest background run on
 * the same row, reflected at its edge, with a little row jitter so no mirror seam shows, and a
 * seeded grain matched to the background's noise where no run is near. The smooth parts work at
 * half resolution.
 */
import { boxBlur } from '../../image/blur';
import { luminance } from '../../image/color';
import { belowBodyLine, enclosedByBody } from './fill-enclosure';
import { pushPull } from './inpaint';
import type { Mask } from '../../image/mask';
import { hash2 } from '../../image/paint';
import type { WorkImage } from '../../image/work-image';
import { GRAIN_FLOOR } from './params';
import { bodySources } from './body-fill';
import { localMean, smoothFill, type Half, type Sums } from './fill-sums';
import { pausePoint } from '../../image/pause-point';

export type FillRegion = { x0: number; y0: number; w: number; h: number };

export type FillOptions = {
  /**
   * Texture without cell seams: the copied detail cross-faded between the jittered source rows
   * of neighbouring cells and the grain drawn per pixel (the hair removal's large fills). Without
   * it each cell copies its own row and the grain comes in 2-px squares: in a large fill their
   * edges line up into a grid (the brows' small fills keep it, their looks unchanged).
   */
  seamless?: boolean;
};

/** Bilinear taps of a half-resolution grid at full-resolution (x, y): 4 indices + weights. */
function taps(hf: Half, x: number, y: number, ix: Int32Array, wt: Float32Array): void {
  const { hw, hh } = hf;
  const fx = Math.min(hw - 1, Math.max(0, (x - 0.5) / 2));
  const fy = Math.min(hh - 1, Math.max(0, (y - 0.5) / 2));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(hw - 1, x0 + 1);
  const y1 = Math.min(hh - 1, y0 + 1);
  const tx = fx - x0;
  const ty = fy - y0;
  ix[0] = y0 * hw + x0;
  ix[1] = y0 * hw + x1;
  ix[2] = y1 * hw + x0;
  ix[3] = y1 * hw + x1;
  wt[0] = (1 - tx) * (1 - ty);
  wt[1] = tx * (1 - ty);
  wt[2] = (1 - tx) * ty;
  wt[3] = tx * ty;
}

function read(p: Float32Array, ix: Int32Array, wt: Float32Array): number {
  return p[ix[0]] * wt[0] + p[ix[1]] * wt[1] + p[ix[2]] * wt[2] + p[ix[3]] * wt[3];
}

function accumulate(
  work: WorkImage,
  known: Float32Array,
  part: Float32Array | null,
  reg: FillRegion,
  hw: number,
  hh: number,
): Sums {
  const { x0, y0, w, h } = reg;
  const chans = [work.r, work.g, work.b];
  const out: Sums = {
    c: [new Float32Array(hw * hh), new Float32Array(hw * hh), new Float32Array(hw * hh)],
    k: new Float32Array(hw * hh),
  };
  for (let y = 0; y < h; y++) {
    pausePoint();
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = part ? known[i] * part[i] : known[i];
      if (k <= 0) continue;
      const j = (y >> 1) * hw + (x >> 1);
      const q = (y + y0) * work.width + x + x0;
      out.k[j] += k;
      for (let c = 0; c < 3; c++) out.c[c][j] += chans[c][q] * k;
    }
  }
  return out;
}

function difference(a: Sums, b: Sums): Sums {
  return {
    c: a.c.map((p, c) => p.map((v, j) => v - b.c[c][j])),
    k: a.k.map((v, j) => Math.max(0, v - b.k[j])),
  };
}

/**
 * `known` (region-sized, 0..1) says how much each pixel is background to copy from;
 * `remove` (work-mask) says where to fill and how strongly; `side` (region-sized, 0..1, optional)
 * marks the known pixels of a second source (the body beside the background), `bodyHint` how
 * much of the removed part is that body's where its outline is known.
 */
export function fillFromBackground(
  work: WorkImage,
  remove: Mask,
  known: Float32Array,
  reg: FillRegion,
  unit: number,
  seed = 5,
  side?: Float32Array,
  /**
   * region-sized: where the body's outline is known, the removed part's body share (0..1) whatever
   * lies nearer; −1 where it is not (the sources decide)
   */
  bodyHint?: Float32Array,
  opts: FillOptions = {},
): void {
  const { x0, y0, w, h } = reg;
  if (w <= 2 || h <= 2) return;
  const W = work.width;
  const chans = [work.r, work.g, work.b];
  const hw = Math.ceil(w / 2);
  const hh = Math.ceil(h / 2);
  // half-resolution weighted sums of the known pixels: all of them, and (with two sources) the
  // body's part
  const all = accumulate(work, known, null, reg, hw, hh);
  const body = side ? accumulate(work, known, side, reg, hw, hh) : null;
  const back = body ? difference(all, body) : null;
  const r = Math.max(1, Math.round(unit * 0.012));
  // the body's colour classes: each a source of its own, so skin and cloth are not averaged
  const bodySrc = body ? bodySources(body, hw, hh, r, unit, back?.k) : null;
  const classes = bodySrc ? bodySrc.classes : null;
  // local means (for the detail: each source's own, so an edge between them is not detail;
  // source 0 the background, 1 + k the body's class k), then the smooth fill
  const lows: Half[] =
    body && back
      ? [localMean(back, hw, hh, r), ...(bodySrc ? bodySrc.lows : [])]
      : [localMean(all, hw, hh, r)];
  const lowOf = (s: number): Half => lows[s];
  // the source each pixel belongs to (where it is known)
  const sourceMap = new Uint8Array(w * h);
  if (side && classes)
    for (let y = 0, i = 0; y < h; y++)
      for (let x = 0; x < w; x++, i++)
        if (side[i] > 0.5) sourceMap[i] = 1 + Math.max(0, classes.cell[(y >> 1) * hw + (x >> 1)]);
  const sourceOf = (i: number): number => sourceMap[i];
  const fill: Half = { hw, hh, c: body ? [] : smoothFill(all, hw, hh) };
  // per half-res pixel: 1 where the fill is the body's
  const bodyAt = new Float32Array(hw * hh);
  if (body && back) {
    // each removed pixel takes the source whose known pixels are nearer (the body only where
    // it encloses the hair), so the fill never averages skin into the background
    // (behind hanging hair the body continues across its rows)
    const fb = bodySrc ? bodySrc.fill : smoothFill(body, hw, hh);
    const fg = smoothFill(back, hw, hh);
    // (one plane: the body's share)
    const cls = [new Float32Array(hw * hh)];
    const ck = new Float32Array(hw * hh);
    for (let j = 0; j < ck.length; j++) {
      if (all.k[j] <= 0) continue;
      cls[0][j] = body.k[j] / all.k[j];
      ck[j] = Math.min(1, all.k[j] / 4);
    }
    // …and only where the body shows on both sides of the gap (hair beside the neck covered
    // the background, not a wider neck)
    const share = Float32Array.from(cls[0]);
    const shut = enclosedByBody(ck, share, hw, hh, Math.round(unit * 0.2));
    // (and the body's top edge drawn on under hair lying on a shoulder, across a face width at
    // most: half-resolution cells)
    const under = belowBodyLine(ck, share, hw, hh, Math.round(unit * 0.5));
    // (a soft edge: the line is a guess)
    boxBlur(under, hw, hh, Math.max(1, Math.round(unit * 0.015)));
    pushPull(cls, ck, hw, hh);
    for (let j = 0; j < ck.length; j++) {
      const t = Math.max(0, Math.min(1, (cls[0][j] - 0.6) / 0.25));
      // (below the drawn-on edge the body, however near the background is)
      let wb = Math.max(t * t * (3 - 2 * t) * shut[j], under[j]);
      // (where the body's outline is known, it decides)
      const hint = bodyHint
        ? bodyHint[Math.min(h - 1, 2 * Math.floor(j / hw)) * w + Math.min(w - 1, 2 * (j % hw))]
        : -1;
      if (hint >= 0) wb = hint;
      bodyAt[j] = wb;
      for (let c = 0; c < 3; c++) fg[c][j] += (fb[c][j] - fg[c][j]) * wb;
    }
    fill.c = fg;
  }
  // background noise level (for grain where there is nothing to copy)
  const ti = new Int32Array(4);
  const tw = new Float32Array(4);
  const si = new Int32Array(4);
  const sw = new Float32Array(4);
  const devs: number[] = [];
  for (let y = 1; y < h; y += 5) {
    pausePoint();
    for (let x = (y * 3) % 7; x < w; x += 7) {
      if (known[y * w + x] <= 0.6) continue;
      const lo = lowOf(sourceOf(y * w + x));
      taps(lo, x, y, ti, tw);
      // relative to the local level: noise in linear light scales with it, and one absolute
      // level from lit skin and cloth would speckle a dark background
      const base = read(lo.c[1], ti, tw);
      const d = (chans[1][(y + y0) * W + x + x0] - base) / (base + GRAIN_FLOOR);
      devs.push(Math.abs(d));
    }
  }
  // the grain's level from the upper quartile of the deviations (a normal noise's is 1.15 σ): an
  // RMS is inflated by what is not grain (edges, folds, loose strands the masks missed), and
  // lets their texture through the copy's limit below
  devs.sort((a, b) => a - b);
  const grain = devs.length > 20 ? devs[Math.floor(devs.length * 0.75)] / 1.15 : 0;
  const limRel = grain * 2.5 + 0.02;
  // per source (with a body: the background's [0] and each of the body's classes), so a fill
  // copies the texture of its own source's nearest run (a background run nearer than the skin
  // beside it gave the skin's fill the grain of another source; the neck's, the dress's)
  const sources = lows.length;
  const perSource = (): Int32Array[] => Array.from({ length: sources }, () => new Int32Array(w));
  const leftEnd = perSource();
  const leftLen = perSource();
  const rightEnd = perSource();
  const rightLen = perSource();
  const isSource = (i: number, s: number): boolean => known[i] > 0.6 && sourceOf(i) === s;
  const far = 1 << 30;
  /** The source row of a cell's copy: jittered, where the jittered row is known there. */
  const jitteredRow = (src: number, y: number, cy: number, cx: number): number => {
    const dy = Math.round((hash2(cy, cx, seed) - 0.5) * r * 4);
    const cand = Math.max(0, Math.min(h - 1, y + dy));
    return known[cand * w + src] > 0.6 ? cand : y;
  };
  /**
   * The texture at (src, jy), relative to its level, in luminance (given to each channel by its
   * own level below: copied per channel, a fleck of another colour beside dark navy cloth took
   * its green out and left magenta specks); NaN where it is no source: another source than the
   * fill's (the body's or the background's), or an edge or object rather than grain.
   */
  const detailAt = (src: number, jy: number, here: number): number => {
    const s = sourceOf(jy * w + src);
    if (s !== here) return NaN;
    const lo = lowOf(s);
    taps(lo, src, jy, si, sw);
    const base = luminance(read(lo.c[0], si, sw), read(lo.c[1], si, sw), read(lo.c[2], si, sw));
    const q = (jy + y0) * W + src + x0;
    const d = (luminance(chans[0][q], chans[1][q], chans[2][q]) - base) / (base + GRAIN_FLOOR);
    return d <= limRel && d >= -limRel ? d : NaN;
  };
  // seamless: cells of (cellW × cellH) pixels, scaled with the face, each with its own jittered row;
  // a pixel cross-fades the details of the four cells around it, the sum rescaled so that the
  // blend of distinct rows keeps the texture's strength (no weaker cell middles)
  const cellW = Math.max(4, 4 * r);
  const cellH = Math.max(2, 2 * r);
  const rowsSeen = new Int32Array(4);
  const rowWeight = new Float32Array(4);
  const blendedDetail = (src: number, x: number, y: number, g: number, here: number): number => {
    const fx = x / cellW;
    const fy = y / cellH;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    let sum = 0;
    let distinct = 0;
    for (let k = 0; k < 4; k++) {
      const wk = (k & 1 ? tx : 1 - tx) * (k & 2 ? ty : 1 - ty);
      if (wk <= 0) continue;
      const jy = jitteredRow(src, y, iy + (k >> 1), ix + (k & 1));
      const d = detailAt(src, jy, here);
      // (the grain where that row gives nothing: a source of its own)
      const key = Number.isNaN(d) ? -1 - k : jy;
      sum += wk * (Number.isNaN(d) ? g : d);
      let m = 0;
      while (m < distinct && rowsSeen[m] !== key) m++;
      if (m === distinct) {
        rowsSeen[distinct] = key;
        rowWeight[distinct++] = 0;
      }
      rowWeight[m] += wk;
    }
    let w2 = 0;
    for (let m = 0; m < distinct; m++) w2 += rowWeight[m] * rowWeight[m];
    return w2 > 0 ? sum / Math.sqrt(w2) : g;
  };
  for (let y = 0; y < h; y++) {
    pausePoint();
    const wy = y + y0;
    const my = wy - remove.y0;
    if (my < 0 || my >= remove.height) continue;
    let anyFill = false;
    for (let mx = 0, o = my * remove.width; mx < remove.width; mx++)
      if (remove.data[o + mx] > 0.002) {
        anyFill = true;
        break;
      }
    if (!anyFill) continue;
    // jittered source row: the reflected texture does not line up row by row
    const row = y * w;
    // nearest run of each source on each side of every pixel of the source row
    for (let s = 0; s < sources; s++) {
      let end = -1;
      let len = 0;
      for (let x = 0; x < w; x++) {
        if (isSource(row + x, s)) {
          len = end === x - 1 ? len + 1 : 1;
          end = x;
        }
        leftEnd[s][x] = end;
        leftLen[s][x] = len;
      }
      end = -1;
      len = 0;
      for (let x = w - 1; x >= 0; x--) {
        if (isSource(row + x, s)) {
          len = end === x + 1 ? len + 1 : 1;
          end = x;
        }
        rightEnd[s][x] = end;
        rightLen[s][x] = len;
      }
    }
    for (let x = 0; x < w; x++) {
      const wx = x + x0;
      const mx = wx - remove.x0;
      if (mx < 0 || mx >= remove.width) continue;
      const m = Math.min(1, remove.data[my * remove.width + mx]);
      if (m <= 0.002) continue;
      taps(fill, x, y, ti, tw);
      const bodyHere = side ? read(bodyAt, ti, tw) > 0.5 : false;
      // (the body's: the class the fill took there)
      const sc =
        bodyHere && classes ? 1 + Math.max(0, classes.spread[(y >> 1) * hw + (x >> 1)]) : 0;
      const le = leftEnd[sc][x];
      const re = rightEnd[sc][x];
      const dl = le >= 0 ? x - le : far;
      const dr = re >= 0 ? re - x : far;
      let src = -1;
      // runs too short to reflect would repeat into stripes
      const okL = le >= 0 && leftLen[sc][x] > 8;
      const okR = re >= 0 && rightLen[sc][x] > 8;
      if (okL && (dl <= dr || !okR)) src = le - ((dl - 1) % leftLen[sc][x]);
      else if (okR) src = re + ((dr - 1) % rightLen[sc][x]);
      const j = wy * W + wx;
      const g = opts.seamless
        ? (hash2(wx, wy, seed) - 0.5) * grain * 1.6
        : (hash2(wx >> 1, wy >> 1, seed) - 0.5) * grain * 1.6;
      let rel = g;
      if (src >= 0 && opts.seamless) {
        rel = blendedDetail(src, x, y, g, sc);
      } else if (src >= 0) {
        // jittered source row per small block, so the copied texture does not form rows
        const jy = jitteredRow(src, y, y >> 2, x >> 3);
        const d = detailAt(src, jy, sc);
        if (!Number.isNaN(d)) rel = d;
      }
      for (let c = 0; c < 3; c++) {
        const base = read(fill.c[c], ti, tw);
        const v = base + rel * (base + GRAIN_FLOOR);
        const ch = chans[c];
        ch[j] = ch[j] + (Math.max(0, v) - ch[j]) * m;
      }
    }
  }
}
