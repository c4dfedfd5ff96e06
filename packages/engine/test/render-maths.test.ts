import { describe, expect, it } from 'vitest';
import {
  deltaE2000,
  linearToLab,
  labToLinear,
  linearToOklab,
  linearToSrgbByte,
  srgbToLab,
  SRGB_TO_LINEAR,
  type Lab,
} from '../src/image/color';
import { gaussianBlur } from '../src/image/blur';
import { createMask, fillPolygon, fillEllipse, featherMask, maskSum } from '../src/image/mask';
import { inpaint } from '../src/render/fill/inpaint';
import { warp } from '../src/image/warp';
import { watermark, watermarkGeometry } from '../src/render/watermark';
import { psnr, cosineSimilarity } from '../src/image/metrics';
import { loadWork, commitWork } from '../src/image/work-image';
import { resolveColor, isNoChange, hairDyeOf } from '../src/render/catalogue/catalogue-adapter';
import { browParams } from '../src/render/brows/brows';
import { dentalKind } from '../src/render/procedures/teeth';
import { silhouette } from '../src/render/hairstyle/hairstyle';
import { scalpShapeFor, facialShapeFor } from '../src/render/catalogue/catalogue-adapter';
import type { RawImage } from '../src/image/raw-image';
import { installSharedCatalogue } from '../src/render/catalogue/catalogue-source';

installSharedCatalogue();

function solid(w: number, h: number, rgb: [number, number, number]): RawImage {
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([rgb[0], rgb[1], rgb[2], 255], i * 4);
  return { data, width: w, height: h, channels: 4 };
}

describe('colour maths', () => {
  it('CIEDE2000 matches Sharma et al. reference pairs', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, -1.3802, -84.2814], [50, 0, -82.7485])).toBeCloseTo(1.0, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(deltaE2000([60, 10, 10], [60, 10, 10])).toBe(0);
  });

  it('sRGB bytes round-trip through linear light and Lab', () => {
    for (let v = 0; v < 256; v++) expect(linearToSrgbByte(SRGB_TO_LINEAR[v])).toBe(v);
    const lab: Lab = [0, 0, 0];
    const rgb: Lab = [0, 0, 0];
    linearToLab(0.2, 0.4, 0.6, lab);
    labToLinear(lab[0], lab[1], lab[2], rgb);
    expect(rgb[0]).toBeCloseTo(0.2, 4);
    expect(rgb[1]).toBeCloseTo(0.4, 4);
    expect(rgb[2]).toBeCloseTo(0.6, 4);
    const white = srgbToLab([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 1);
    expect(Math.abs(white[1])).toBeLessThan(0.05);
    const ok: Lab = [0, 0, 0];
    linearToOklab(1, 1, 1, ok);
    expect(ok[0]).toBeCloseTo(1, 3);
  });

  it('resolves colour names, hex and unknown names (stable hash fallback)', () => {
    expect(resolveColor('#ff0000')).toEqual([255, 0, 0]);
    const a = resolveColor('Moonlit Fog 42');
    expect(resolveColor('Moonlit Fog 42')).toEqual(a);
    expect(resolveColor('Copper').length).toBe(3);
    expect(isNoChange('None')).toBe(true);
    expect(isNoChange('Original')).toBe(true);
    expect(isNoChange('Copper')).toBe(false);
  });
});

describe('masks and filters', () => {
  it('fills polygons with the right area and feathering keeps the mass', () => {
    const m = createMask(100, 100);
    fillPolygon(m, [
      [10, 10],
      [60, 10],
      [60, 50],
      [10, 50],
    ]);
    expect(maskSum(m)).toBeCloseTo(50 * 40, -1);
    featherMask(m, 3);
    expect(maskSum(m)).toBeCloseTo(2000, -2);
    const e = createMask(100, 100);
    fillEllipse(e, 50, 50, 20, 10, 0, 1, 0.01);
    expect(maskSum(e) / (Math.PI * 200)).toBeGreaterThan(0.93);
  });

  it('Gaussian blur preserves a constant plane and spreads an impulse symmetrically', () => {
    const c = new Float32Array(30 * 20).fill(0.5);
    gaussianBlur(c, 30, 20, 2.5);
    for (const v of c) expect(v).toBeCloseTo(0.5, 5);
    const edge = new Float32Array(10 * 10);
    for (let y = 0; y < 10; y++) edge[y * 10] = 1;
    gaussianBlur(edge, 10, 10, 1);
    expect(edge[5 * 10 + 9]).toBeLessThan(0.01);
    const p = new Float32Array(41 * 41);
    p[20 * 41 + 20] = 1;
    gaussianBlur(p, 41, 41, 3);
    expect(p[20 * 41 + 17]).toBeCloseTo(p[20 * 41 + 23], 5);
    expect(p[17 * 41 + 20]).toBeCloseTo(p[23 * 41 + 20], 5);
    let s = 0;
    for (const v of p) s += v;
    expect(s).toBeCloseTo(1, 3);
  });

  it('inpaints a hole from its surroundings', () => {
    const img = solid(40, 40, [200, 100, 50]);
    for (let y = 15; y < 25; y++)
      for (let x = 15; x < 25; x++) img.data.set([0, 0, 0], (y * 40 + x) * 4);
    const work = loadWork(img, { x: 0, y: 0, width: 40, height: 40 });
    const m = createMask(12, 12, 14, 14);
    m.data.fill(1);
    inpaint(work, m, 6);
    const out: RawImage = { ...img, data: new Uint8Array(img.data) };
    commitWork(work, img, out);
    const i = (20 * 40 + 20) * 4;
    expect(Math.abs(out.data[i] - 200)).toBeLessThan(3);
    expect(Math.abs(out.data[i + 1] - 100)).toBeLessThan(3);
  });

  it('loads the same linear planes from aligned and unaligned pixel buffers', () => {
    const img = solid(13, 9, [0, 0, 0]);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 37) % 256;
    // the same bytes one byte into a larger buffer: no 32-bit reads there
    const shifted = new Uint8Array(img.data.length + 1).subarray(1);
    shifted.set(img.data);
    const rect = { x: 2, y: 1, width: 9, height: 7 };
    const a = loadWork(img, rect);
    const b = loadWork({ ...img, data: shifted }, rect);
    expect(Array.from(a.r)).toEqual(Array.from(b.r));
    expect(Array.from(a.g)).toEqual(Array.from(b.g));
    expect(Array.from(a.b)).toEqual(Array.from(b.b));
    // red, green and blue in their planes (not the alpha byte)
    const i = (2 * 13 + 3) * 4;
    expect(a.g[1 * 9 + 1]).toBeCloseTo(((img.data[i + 1] / 255 + 0.055) / 1.055) ** 2.4, 5);
  });

  it('a warp with no displacement and an untouched commit keep every byte', () => {
    const img = solid(30, 30, [10, 120, 240]);
    img.data[100] = 77;
    const work = loadWork(img, { x: 5, y: 5, width: 20, height: 20 });
    warp(work, [{ at: [10, 10], move: [0, 0], sigma: 4 }]);
    const out: RawImage = { ...img, data: new Uint8Array(img.data) };
    commitWork(work, img, out);
    expect(psnr(img, out)).toBe(Infinity);
  });

  it('PSNR and cosine similarity behave', () => {
    const a = solid(10, 10, [100, 100, 100]);
    const b = solid(10, 10, [101, 100, 100]);
    expect(psnr(a, b)).toBeCloseTo(10 * Math.log10((255 * 255 * 3) / 1), 3);
    expect(cosineSimilarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
  });
});

describe('style parameters', () => {
  it('maps hair colour variants, dental procedures and brow styles', () => {
    expect(hairDyeOf('Balayage')).toBe('balayage');
    expect(hairDyeOf('Ombré')).toBe('ombre');
    expect(hairDyeOf('Babylights')).toBe('babylights');
    expect(hairDyeOf(null)).toBe('solid');
    expect(dentalKind('Invisalign Clear Aligners')).toBe('aligners');
    expect(dentalKind('Dental Veneers')).toBe('veneers');
    expect(dentalKind('Gum Contouring')).toBe('gums');
    expect(browParams('Thin Arched').thickness).toBeLessThan(1);
    expect(browParams('Straight Korean Brows').arch).toBeLessThan(0);
  });

  it('builds hair silhouettes whose length follows the shape parameters', () => {
    const bob = silhouette(scalpShapeFor('Short Bob'));
    const long = silhouette(scalpShapeFor('Long Layers'));
    const maxY = (p: [number, number][]): number => Math.max(...p.map((q) => q[1]));
    expect(maxY(long)).toBeGreaterThan(maxY(bob) + 0.5);
    expect(facialShapeFor('Full Beard').chin).toBe(1);
    expect(facialShapeFor('Pencil Mustache').mustache).toBe('pencil');
  });
});

describe('watermark', () => {
  it('uses width/75 (min 12) and width/100 (min 8) and only marks the corner', async () => {
    expect(watermarkGeometry(1500)).toEqual({ fontSize: 20, margin: 15 });
    expect(watermarkGeometry(300)).toEqual({ fontSize: 12, margin: 8 });
    const img = solid(600, 400, [40, 80, 120]);
    const out = await watermark(img, 'looklab.example');
    expect(out.width).toBe(600);
    expect(out.height).toBe(400);
    expect(psnr(img, out, { x: 0, y: 0, width: 300, height: 400 })).toBe(Infinity);
    expect(psnr(img, out, { x: 400, y: 360, width: 200, height: 40 })).toBeLessThan(40);
  });
});
