/**
 * Shape renders that must look like hair, not paint: beards are symmetric and keep the lips
 * clear, women get none; mustaches show; hairstyles touch only the head region, keep the eyes,
 * remove the original hair outside the new style (it stops looking like hair) and render
 * deterministically; brows get hair texture and leave the eyes alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import type { RawImage } from '../src/image/raw-image';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook, workRect } from '../src/render';
import { createContext } from '../src/render/context';
import { faceFrame, pt } from '../src/face/geometry';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import { scalpShapeFor } from '../src/render/catalogue/catalogue-adapter';
import { styleMasks } from '../src/render/hairstyle/coverage';
import { templateMap } from '../src/render/hairstyle/template';
import { maskAt } from '../src/image/mask';
import { MESH } from '../src/face/landmarks';
import { insidePolygon, psnr } from '../src/image/metrics';
import { loadWork } from '../src/image/work-image';
import { largest, loadFixture, type Fixture } from './render-helpers';

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });

let rt: HumanRuntime;
let face: Fixture;
let long: Fixture;

beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
  face = await loadFixture(rt, 'ai-face.jpg');
  long = await loadFixture(rt, 'cgi-model-11.jpg');
});

function poly(person: PersonAnalysis, idx: readonly number[], scale = 1): [number, number][] {
  const p = idx.map((i) => [person.landmarks[i][0], person.landmarks[i][1]] as [number, number]);
  const cx = p.reduce((s, q) => s + q[0], 0) / p.length;
  const cy = p.reduce((s, q) => s + q[1], 0) / p.length;
  return p.map(([x, y]) => [cx + (x - cx) * scale, cy + (y - cy) * scale]);
}

/** Changed pixels (any channel by more than 3 levels) left and right of the face midline. */
function changeBySide(a: RawImage, b: RawImage, p: PersonAnalysis): [number, number] {
  const top = p.landmarks[168];
  const bot = p.landmarks[MESH.chin];
  let left = 0;
  let right = 0;
  for (let y = 0; y < a.height; y++) {
    const t = (y - top[1]) / (bot[1] - top[1]);
    const mx = top[0] + (bot[0] - top[0]) * t;
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      const d = Math.max(
        Math.abs(a.data[i] - b.data[i]),
        Math.abs(a.data[i + 1] - b.data[i + 1]),
        Math.abs(a.data[i + 2] - b.data[i + 2]),
      );
      if (d <= 3) continue;
      if (x < mx) left++;
      else right++;
    }
  }
  return [left, right];
}

const man = (f: Fixture): PersonAnalysis => ({ ...largest(f.people), gender: 'male' });

describe('facial hair', () => {
  it('a full beard is symmetric about the face midline and keeps the lips unchanged', async () => {
    const p = man(face);
    const r = await renderLook({
      image: face.image,
      person: p,
      people: [p],
      look: look({ facialHairStyle: 'Full Beard' }),
    });
    const [l, rr] = changeBySide(face.image, r.image, p);
    expect(l + rr).toBeGreaterThan(0);
    expect(Math.abs(l - rr) / Math.max(l, rr)).toBeLessThan(0.25);
    const lips = poly(p, MESH.lipsOuter, 0.95);
    expect(
      psnr(face.image, r.image, undefined, (x, y) => insidePolygon(x + 0.5, y + 0.5, lips)),
    ).toBeGreaterThanOrEqual(50);
    // the eyes are far from any beard
    const eye = poly(p, MESH.rightEye, 1.2);
    expect(
      psnr(face.image, r.image, undefined, (x, y) => insidePolygon(x + 0.5, y + 0.5, eye)),
    ).toBe(Infinity);
  });

  it('a handlebar mustache clearly shows above the lip and leaves the lips alone', async () => {
    const p = man(face);
    const r = await renderLook({
      image: face.image,
      person: p,
      people: [p],
      look: look({ facialHairStyle: 'Handlebar Mustache' }),
    });
    const lipTop = p.landmarks[MESH.upperLipTop];
    const nose = p.landmarks[MESH.noseBottom];
    const h = Math.max(2, (lipTop[1] - nose[1]) * 0.6);
    const w = p.faceBox.width * 0.12;
    // strong change between the nose and the lip
    expect(
      psnr(face.image, r.image, { x: lipTop[0] - w, y: lipTop[1] - h, width: 2 * w, height: h }),
    ).toBeLessThan(30);
    const lips = poly(p, MESH.lipsOuter, 0.95);
    expect(
      psnr(face.image, r.image, undefined, (x, y) => insidePolygon(x + 0.5, y + 0.5, lips)),
    ).toBeGreaterThanOrEqual(50);
  });

  it('a woman gets no facial hair', async () => {
    const p: PersonAnalysis = { ...largest(face.people), gender: 'female' };
    const r = await renderLook({
      image: face.image,
      person: p,
      people: [p],
      look: look({ facialHairStyle: 'Full Beard' }),
    });
    expect(psnr(face.image, r.image)).toBe(Infinity);
    expect(r.meta.skipped.map((s) => s.key)).toContain('facialHairStyle');
  });
});

describe('hairstyles', () => {
  it('changes nothing far from the head, keeps the eyes and renders deterministically', async () => {
    const p = largest(face.people);
    const req = {
      image: face.image,
      person: p,
      people: [p],
      look: look({ hairstyle: 'Angled Bob' }),
    };
    const a = await renderLook(req);
    const b = await renderLook(req);
    expect(Buffer.compare(Buffer.from(a.image.data), Buffer.from(b.image.data))).toBe(0);
    for (const idx of [MESH.rightEye, MESH.leftEye]) {
      const eye = poly(p, idx, 1.3);
      expect(
        psnr(face.image, a.image, undefined, (x, y) => insidePolygon(x + 0.5, y + 0.5, eye)),
      ).toBe(Infinity);
    }
    const nose = p.landmarks[MESH.noseTip];
    expect(
      psnr(face.image, a.image, { x: nose[0] - 8, y: nose[1] - 8, width: 16, height: 16 }),
    ).toBe(Infinity);
    // beyond 1.6 face widths from the face's centre line nothing changes
    const f = faceFrame(p.landmarks);
    const far = (x: number, y: number): boolean => Math.abs(f.toFace([x + 0.5, y + 0.5])[0]) > 1.6;
    expect(psnr(face.image, a.image, undefined, far)).toBe(Infinity);
  });

  it('lets long hair fall over the rim of a frontal face; a pixie leaves it clear', () => {
    const p = largest(face.people);
    const work = loadWork(face.image, workRect(p, face.image, false));
    const ctx = createContext(work, p, [], []);
    expect(Math.abs(ctx.frame.yaw)).toBeLessThan(0.25);
    // just inside each cheek's edge, at the cheekbone
    const rim = [MESH.rightCheekEdge, MESH.leftCheekEdge].map((k) => {
      const q = ctx.frame.toFace(pt(ctx.lm, k));
      const inward = q[0] < 0 ? 1 : -1;
      return ctx.frame.toPx(q[0] + inward * 0.01, q[1]);
    });
    const cover = (style: string): number[] => {
      const sm = styleMasks(ctx, scalpShapeFor(style), templateMap(ctx));
      return rim.map(([x, y]) => maskAt(sm.hair, Math.round(x), Math.round(y)));
    };
    // (the whole face kept clear left 0.10 and 0.40 there)
    for (const c of cover('Classic Lob')) expect(c).toBeGreaterThan(0.55);
    for (const c of cover('Pixie Cut')) expect(c).toBeLessThan(0.15);
  });

  it('removes the original hair outside a short style: it no longer reads as hair', async () => {
    const p = largest(long.people);
    const r = await renderLook({
      image: long.image,
      person: p,
      people: long.people,
      look: look({ hairstyle: 'Pixie Cut' }),
    });
    // the same masks the renderer computes, on the original photo
    const work = loadWork(long.image, workRect(p, long.image, false));
    const ctx = createContext(work, p, [], []);
    const model = buildHairModel(ctx);
    const old = buildHairMask(ctx, model);
    const sm = styleMasks(ctx, scalpShapeFor('Pixie Cut'), templateMap(ctx));
    // strands read as oriented fine detail: the structure tensor's anisotropy (λ1 − λ2) of the
    // luminance over a 5×5 window (colour alone cannot tell these blonde lengths from the cream
    // dress they lie on)
    const lum = (img: RawImage, x: number, y: number): number => {
      const i = ((y + work.y0) * img.width + x + work.x0) * 4;
      return 0.2126 * img.data[i] + 0.7152 * img.data[i + 1] + 0.0722 * img.data[i + 2];
    };
    const strands = (img: RawImage, x0: number, y0: number): number => {
      let jxx = 0;
      let jyy = 0;
      let jxy = 0;
      for (let y = y0 - 2; y <= y0 + 2; y++) {
        for (let x = x0 - 2; x <= x0 + 2; x++) {
          const gx = lum(img, x + 1, y) - lum(img, x - 1, y);
          const gy = lum(img, x, y + 1) - lum(img, x, y - 1);
          jxx += gx * gx;
          jyy += gy * gy;
          jxy += gx * gy;
        }
      }
      return Math.sqrt(Math.sqrt((jxx - jyy) ** 2 + 4 * jxy * jxy));
    };
    let before = 0;
    let after = 0;
    let n = 0;
    for (let y = 4; y < work.height - 4; y += 2) {
      for (let x = 4; x < work.width - 4; x += 2) {
        if (
          maskAt(old, x, y) < 0.9 ||
          maskAt(sm.hair, x, y) > 0 ||
          maskAt(sm.faceShade, x, y) > 0.2
        )
          continue;
        n++;
        before += strands(long.image, x, y);
        after += strands(r.image, x, y);
      }
    }
    expect(n).toBeGreaterThan(200);
    expect(after).toBeLessThan(before * 0.5);
  });
});

describe('eyebrows', () => {
  it('a new brow style draws hair-textured brows and leaves the eyes unchanged', async () => {
    const p = largest(face.people);
    const r = await renderLook({
      image: face.image,
      person: p,
      people: [p],
      look: look({ eyebrowStyle: 'Bold Full Brow', eyebrowColor: 'Dark Brown' }),
    });
    const brow = poly(p, [...MESH.rightBrowUpper, ...[...MESH.rightBrowLower].reverse()], 1);
    const inBrow = (x: number, y: number): boolean => insidePolygon(x + 0.5, y + 0.5, brow);
    expect(psnr(face.image, r.image, undefined, inBrow)).toBeLessThan(35);
    // hair texture: neighbouring pixels along rows differ (a flat drawn fill would not)
    let sum = 0;
    let n = 0;
    const img = r.image;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x + 1 < img.width; x++) {
        if (!inBrow(x, y) || !inBrow(x + 1, y)) continue;
        const i = (y * img.width + x) * 4;
        sum += Math.abs(img.data[i + 1] - img.data[i + 5]);
        n++;
      }
    expect(sum / n).toBeGreaterThan(2.5);
    const eye = poly(p, MESH.rightEye, 1.0);
    expect(
      psnr(face.image, r.image, undefined, (x, y) => insidePolygon(x + 0.5, y + 0.5, eye)),
    ).toBe(Infinity);
  });
});
