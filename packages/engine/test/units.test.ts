import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab, rgbToLab, labToRgb, type Lab } from '../src/image/color';
import { positionPhrase, describePerson } from '../src/analysis/describe';
import { classifyFaceShape, type FaceMetrics } from '../src/analysis/geometry';
import { undertoneOf, eyeColorWord, skinToneWord } from '../src/analysis/words';
import { shadeWord } from '../src/analysis/hair-shades';
import { glowFree, seenColour } from '../src/analysis/hair-colour';
import { unlikeBackdrop } from '../src/analysis/hair-cells';
import { BACKGROUND_DELTA } from '../src/analysis/hair-params';
import { joined, shadeOf, skinApart } from '../src/analysis/skin-apart';
import { profileFront, type Mesh } from '../src/analysis/landmarks';
import { behindProfile, type Face } from '../src/analysis/hair-region';
import { dedupeFaces, faceInsideTile, gridTiles, planTiles } from '../src/runtime/tiles';
import { planSplit } from '../src/runtime/split';
import { parseGoal } from '../src/stylist/goal';
import { pickIndex, mulberry32 } from '../src/stylist/rng';

describe('colour maths', () => {
  it('round-trips sRGB through Lab and matches a known ΔE2000 pair', () => {
    const lab = rgbToLab(200, 120, 90);
    expect(labToRgb(lab)).toEqual([200, 120, 90]);
    // Sharma et al. test pair 1
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(hexToLab('#ffffff')?.[0]).toBeCloseTo(100, 1);
  });

  it('names skin, undertone and eye colour from Lab', () => {
    expect(skinToneWord([80, 10, 15])).toBe('Fair');
    expect(skinToneWord([30, 10, 15])).toBe('Rich deep');
    expect(undertoneOf([65, 8, 22], false)).toBe('warm');
    expect(undertoneOf([65, 15, 10], false)).toBe('cool');
    expect(undertoneOf([65, 15, 10], true)).toBe('neutral');
    expect(eyeColorWord([55, -5, -20], false)).toBe('Blue');
    expect(eyeColorWord([40, -12, 10], false)).toBe('Green');
    expect(eyeColorWord(null, false)).toBe('Not visible');
  });

  it('names hair by the nearest natural shade, and by lightness when pinker than any', () => {
    expect(shadeWord([35, 30, 30])).toBe('auburn');
    expect(shadeWord([54, 8, 26])).toBe('dark blonde');
    // a blonde under a pink backdrop's glow (cgi-model-2): hue 27°, redder than mahogany's 35°
    expect(shadeWord([54, 25, 13])).toBe('dark blonde');
  });

  it('reads the lightness of hair tinted by a glow where the glow is not, only when lighter', () => {
    const cells = (n: number, lab: Lab): Lab[] => Array.from({ length: n }, () => lab);
    // a blonde bun's shadowed side lit only by a pink backdrop (cgi-model-2 relit): hue 19°,
    // pinker than mahogany's 35°, and its key-lit strands (hue 48°)
    const bun = [...cells(10, [35, 35, 12]), ...cells(8, [62, 18, 20])];
    expect(seenColour(bun)).toEqual([35, 35, 12]);
    expect(shadeWord(seenColour(bun))).toBe('brown');
    expect(glowFree(seenColour(bun), bun)).toEqual([62, 35, 12]);
    expect(shadeWord(glowFree(seenColour(bun), bun))).toBe('dark blonde');
    // too few natural cells to tell the hair's lightness: the colour stands
    const few = [...cells(10, [35, 35, 12]), ...cells(5, [62, 18, 20])];
    expect(glowFree(seenColour(few), few)).toEqual(seenColour(few));
    // platinum lit by a tinted key light (cgi-multiangle-9 crop): the tinted cells are the lit
    // ones, the natural-hued ones its grey shadows, so the colour stands
    const platinum = [...cells(10, [67, 12, 2]), ...cells(8, [55, 8, 12])];
    expect(glowFree(seenColour(platinum), platinum)).toEqual([67, 12, 2]);
    // a natural hue is never changed
    const brown = [...cells(10, [35, 10, 15]), ...cells(8, [62, 18, 20])];
    expect(glowFree(seenColour(brown), brown)).toEqual(seenColour(brown));
  });

  it('tells a colour from the backdrop by how tightly the backdrop sits about its centres', () => {
    // a pale bokeh sampled on the segmentation's backdrop cells (cgi-multiangle-9 crop): its 25
    // cells lie 0-4 from their centres, so platinum curls 9 off it are not the backdrop
    const tight = Array.from({ length: 25 }, (_, i) => (i * 4) / 24);
    const delta = unlikeBackdrop(tight);
    expect(delta).toBeLessThan(9);
    expect(delta).toBeGreaterThan(4);
    // a busy backdrop (cells up to 10 off their centres) keeps the fixed distance
    expect(unlikeBackdrop(Array.from({ length: 25 }, (_, i) => (i * 10) / 24))).toBe(
      BACKGROUND_DELTA,
    );
    // a few cells are each a centre of their own: no spread to read, the fixed distance holds
    expect(unlikeBackdrop([0, 0, 0])).toBe(BACKGROUND_DELTA);
  });

  it('tells a hand beside the head from hair by skin apart from the face', () => {
    const skin: [number, number, number] = [70, 20, 22];
    // the skin's linear RGB scaled: Lab's L + 16, a and b scale by the same factor
    const dim = (k: number): [number, number, number] => [86 * k - 16, 20 * k, 22 * k];
    expect(shadeOf(dim(0.8), skin).scale).toBeCloseTo(0.8, 5);
    expect(shadeOf(dim(0.8), skin).off).toBeCloseTo(0, 5);
    // near black lies near every skin darkened far enough: the face's own darkest skin bounds it
    expect(shadeOf([10, 3, 2], skin).scale).toBeLessThan(0.5);
    // columns 0-1 the face (its shaded side down to 0.7), 2 brown hair on the skin's shading line
    // touching the face, 3 dark hair, 4-5 a hand: its shaded edge and its lit back
    const row0 = [skin, dim(0.7), dim(0.8), [10, 3, 2], dim(0.8), skin];
    const row1 = [skin, skin, [10, 3, 2], [10, 3, 2], [10, 3, 2], [10, 3, 2]];
    const grid = {
      x0: 0,
      y0: 0,
      cell: 1,
      gw: 6,
      gh: 2,
      lab: Float32Array.from([...row0, ...row1].flat()),
    };
    const apart = skinApart(
      grid,
      skin,
      (c) => c % 6 < 2,
      () => true,
    );
    expect(Array.from(apart)).toEqual([0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
    // a face showing no shaded skin bounds the darkening at 1: the hand's shaded edge is not
    // skin then, its lit back still is
    const flat = skinApart(
      grid,
      skin,
      (c) => c === 6,
      () => true,
    );
    expect([flat[4], flat[5]]).toEqual([0, 1]);
    expect(Array.from(joined(grid, [0], (c) => c < 6))).toEqual([
      1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('profiles', () => {
  /** A mesh whose nose tip and cheek edges (right 234, left 454) lie at these x. */
  const meshAt = (nose: number, right: number, left: number): Mesh => {
    const mesh: Mesh = Array.from({ length: 478 }, () => [0, 0, 0]);
    mesh[1] = [nose, 50, 0];
    mesh[234] = [right, 40, 0];
    mesh[454] = [left, 40, 0];
    return mesh;
  };

  it('calls a face a profile when its nose tip lies beyond a cheek edge', () => {
    // cgi-multiangle-10 (crop), the woman on the right: cheek edges at 529 and 575, nose at 590
    expect(profileFront(meshAt(590, 529, 575))).toBe(1);
    expect(profileFront(meshAt(513, 529, 575))).toBe(-1);
    // frontal and three-quarter faces: the nose between the cheek edges
    expect(profileFront(meshAt(131, 109, 190))).toBe(0);
    expect(profileFront(meshAt(570, 529, 575))).toBe(0);
  });

  it('judges a profile’s hair behind its head, above the mouth, beyond the beside-face zone', () => {
    // 6 × 2 cells of side 1; the face centred at x 2, 2 wide: BESIDE_OUTER (0.75) × 2 = 1.5 off
    const g = { x0: 0, y0: 0, cell: 1, gw: 6, gh: 2, lab: new Float32Array(36) };
    const face: Face = { cx: 2, top: 0, chin: 2, mouth: 1, eyes: 0.5, w: 2, h: 2, front: -1 };
    const region = new Uint8Array(12).fill(1);
    // facing left: the cells 2.5 and 3.5 right of the centre on the row above the mouth
    expect(behindProfile(g, face, region)).toEqual([4, 5]);
    expect(
      behindProfile(
        g,
        face,
        region.map((v, c) => (c === 5 ? 0 : v)),
      ),
    ).toEqual([4]);
    // facing right: nothing lies farther than 1.5 to the left
    expect(behindProfile(g, { ...face, front: 1 }, region)).toEqual([]);
    // a frontal face: none
    expect(behindProfile(g, { ...face, front: 0 }, region)).toEqual([]);
  });
});

describe('descriptions', () => {
  it('says where a person stands', () => {
    expect(positionPhrase(0, 1)).toBe('');
    expect(positionPhrase(0, 2)).toBe('on the left');
    expect(positionPhrase(1, 3)).toBe('in the middle');
    expect(positionPhrase(1, 5)).toBe('second from the left');
    expect(positionPhrase(3, 5)).toBe('second from the right');
    expect(positionPhrase(0, 5)).toBe('on the far left');
    expect(positionPhrase(12, 29)).toBe('13th from the left');
    expect(
      describePerson({
        gender: 'female',
        index: 1,
        count: 4,
        row: null,
        hair: 'long wavy blonde hair',
        extras: [],
      }),
    ).toBe('the woman second from the left, long wavy blonde hair');
  });
});

describe('face shape', () => {
  const base: FaceMetrics = {
    faceWidth: 100,
    faceLength: 140,
    lengthRatio: 1.4,
    foreheadRatio: 0.8,
    jawRatio: 0.78,
    chinRatio: 0.5,
    eyeAspect: 0.3,
    eyeTilt: 0,
    eyeSpacing: 1,
    upperLip: 0.15,
    lowerLip: 0.2,
    lipWidthRatio: 0.4,
    lipFullness: 0.35,
    cupidBow: 0.05,
    mouthOpen: 0,
    lipAsymmetry: 0,
    browArch: 0.1,
    browThickness: 0.2,
    noseWidthRatio: 0.25,
    yaw: 0,
  };
  it('classifies from proportions', () => {
    expect(classifyFaceShape(base)).toBe('oval');
    expect(classifyFaceShape({ ...base, lengthRatio: 1.6 })).toBe('oblong');
    expect(classifyFaceShape({ ...base, lengthRatio: 1.2, jawRatio: 0.78 })).toBe('round');
    expect(classifyFaceShape({ ...base, lengthRatio: 1.2, jawRatio: 0.86 })).toBe('square');
    expect(
      classifyFaceShape({ ...base, foreheadRatio: 0.95, jawRatio: 0.78, chinRatio: 0.38 }),
    ).toBe('heart');
  });
});

describe('tiling and splitting', () => {
  it('covers the image with overlapping tiles and keeps only whole faces per tile', () => {
    const tiles = gridTiles(1024, 461, 300, 60);
    for (const t of tiles) {
      expect(t.x + t.width).toBeLessThanOrEqual(1024);
      expect(t.y + t.height).toBeLessThanOrEqual(461);
    }
    expect(Math.max(...tiles.map((t) => t.x + t.width))).toBe(1024);
    const xs = [...new Set(tiles.map((t) => t.x))].sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++)
      expect(300 - ((xs[i] ?? 0) - (xs[i - 1] ?? 0))).toBeGreaterThanOrEqual(60);
    const tile = { x: 0, y: 0, width: 300, height: 300 };
    expect(faceInsideTile({ x: 100, y: 100, width: 50, height: 50 }, tile, 1024, 461)).toBe(true);
    expect(faceInsideTile({ x: 280, y: 100, width: 50, height: 50 }, tile, 1024, 461)).toBe(false);
  });

  it('tiles wide or crowded photos but not a single portrait', () => {
    expect(planTiles(720, 688, [{ x: 150, y: 80, width: 270, height: 270 }], 'auto')).toEqual([]);
    expect(
      planTiles(1024, 461, [{ x: 10, y: 10, width: 50, height: 50 }], 'auto').length,
    ).toBeGreaterThan(2);
    expect(planTiles(1024, 461, [], false)).toEqual([]);
  });

  it('keeps the best of overlapping duplicates', () => {
    const faces = [
      { box: { x: 0, y: 0, width: 50, height: 50 }, score: 0.7 },
      { box: { x: 5, y: 5, width: 50, height: 50 }, score: 0.9 },
      { box: { x: 200, y: 0, width: 50, height: 50 }, score: 0.8 },
    ];
    expect(dedupeFaces(faces).map((f) => f.score)).toEqual([0.9, 0.8]);
  });

  it('splits a group photo at a seam that crosses no face', () => {
    const boxes = Array.from({ length: 8 }, (_, i) => ({
      x: 20 + i * 125,
      y: 100,
      width: 60,
      height: 60,
    }));
    const plan = planSplit(boxes, 1024);
    expect(plan).not.toBeNull();
    for (const b of boxes) expect(plan && plan.seam > b.x && plan.seam < b.x + b.width).toBe(false);
    expect(planSplit(boxes.slice(0, 3), 1024)).toBeNull();
    // dense rows: no free seam, so the middle with a margin wider than any face
    const dense = Array.from({ length: 12 }, (_, i) => ({
      x: i * 80,
      y: (i % 2) * 90,
      width: 90,
      height: 90,
    }));
    const forced = planSplit(dense, 1024);
    expect(forced?.seam).toBe(512);
    expect(forced?.margin).toBeGreaterThan(90);
  });
});

describe('style goal and sampling', () => {
  it('reads occasions and intensity from free text', () => {
    expect(parseGoal('Wedding guest').occasions).toContain('wedding');
    expect(parseGoal('job interview').intensity).toBeLessThan(0);
    expect(parseGoal('something BOLD').intensity).toBeGreaterThan(0.5);
    expect(parseGoal('').label).toBe('');
  });

  it('picks the best at temperature 0 and samples otherwise', () => {
    const rand = mulberry32(1);
    expect(pickIndex([1, 5, 3], 0, rand)).toBe(1);
    const seen = new Set(Array.from({ length: 200 }, () => pickIndex([1, 1.2, 1.1], 2, rand)));
    expect(seen.size).toBe(3);
  });
});
