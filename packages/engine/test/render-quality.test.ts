/**
 * Quality checks of the local renderer on the fixture photos (Human loaded once per file).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import type { RawImage } from '../src/image/raw-image';
import { loadHuman, detectPeople, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook, workRect } from '../src/render';
import {
  deltaE2000,
  linearToLab,
  linearToOklab,
  SRGB_TO_LINEAR,
  srgbToOklab,
  type Lab,
} from '../src/image/color';
import { resolveColor } from '../src/render/catalogue/catalogue-adapter';
import { MESH } from '../src/face/landmarks';
import { cosineSimilarity, insidePolygon, psnr } from '../src/image/metrics';
import { createContext } from '../src/render/context';
import { loadWork } from '../src/image/work-image';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import {
  hairPixels,
  labAt,
  largest,
  loadFixture,
  personMaskFor,
  type Fixture,
} from './render-helpers';

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });

let rt: HumanRuntime;
const fixtures = new Map<string, Fixture>();
async function fixture(file: string): Promise<Fixture> {
  const got = fixtures.get(file);
  if (got) return got;
  const f = await loadFixture(rt, file);
  fixtures.set(file, f);
  return f;
}

beforeAll(async () => {
  rt = await loadHuman({ description: true, iris: true });
});

function polygon(person: PersonAnalysis, idx: readonly number[], scale = 1): [number, number][] {
  const p = idx.map((i) => [person.landmarks[i][0], person.landmarks[i][1]] as [number, number]);
  const cx = p.reduce((s, q) => s + q[0], 0) / p.length;
  const cy = p.reduce((s, q) => s + q[1], 0) / p.length;
  return p.map(([x, y]) => [cx + (x - cx) * scale, cy + (y - cy) * scale]);
}

function meanLabWhere(
  img: RawImage,
  test: (x: number, y: number) => boolean,
  box: { x: number; y: number; width: number; height: number },
): Lab {
  const lab: Lab = [0, 0, 0];
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(box.y); y < box.y + box.height; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.width; x++) {
      if (!test(x + 0.5, y + 0.5)) continue;
      const i = (y * img.width + x) * 4;
      linearToLab(
        SRGB_TO_LINEAR[img.data[i]],
        SRGB_TO_LINEAR[img.data[i + 1]],
        SRGB_TO_LINEAR[img.data[i + 2]],
        lab,
      );
      sum[0] += lab[0];
      sum[1] += lab[1];
      sum[2] += lab[2];
      n++;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

const makeupOnly = look({
  lipstickStyle: 'Matte Lipstick',
  lipstickColor: 'Berry',
  foundationStyle: 'Natural Finish',
  blushStyle: 'Soft Flush',
  blushColor: 'Peach',
  contourStyle: 'Soft Contour',
  highlighterStyle: 'Glow',
  eyeshadowStyle: 'Bronze Shimmer',
  eyelinerStyle: 'Winged Liner',
  mascaraStyle: 'Volumizing Mascara',
});

describe('makeup', () => {
  it.each(['ai-upper.jpg', 'cgi-model-14.jpg'])(
    'an opaque lipstick makes the lips the shade (ΔE2000 ≤ 12) on %s',
    async (file) => {
      const { image, people } = await fixture(file);
      const person = largest(people);
      const shade = '#b01e2a';
      const r = await renderLook({
        image,
        person,
        people,
        look: look({ lipstickStyle: 'Bold Matte Lipstick', lipstickColor: shade }),
      });
      expect(r.image.width).toBe(image.width);
      expect(r.image.height).toBe(image.height);
      expect(r.meta.engine).toBe('local-preview');
      expect(r.meta.applied).toContain('lipstickStyle');
      // the lip body: outer contour shrunk toward its centre, minus the mouth opening
      const outer = polygon(person, MESH.lipsOuter, 0.85);
      const inner = polygon(person, MESH.lipsInner, 1.2);
      const box = person.faceBox;
      const lips = (x: number, y: number): boolean =>
        insidePolygon(x, y, outer) && !insidePolygon(x, y, inner);
      const after = meanLabWhere(r.image, lips, box);
      const before = meanLabWhere(image, lips, box);
      const target = (() => {
        const rgb = resolveColor(shade);
        const lab: Lab = [0, 0, 0];
        return linearToLab(
          SRGB_TO_LINEAR[rgb[0]],
          SRGB_TO_LINEAR[rgb[1]],
          SRGB_TO_LINEAR[rgb[2]],
          lab,
        );
      })();
      expect(deltaE2000(after, target)).toBeLessThanOrEqual(12);
      expect(deltaE2000(before, target)).toBeGreaterThan(deltaE2000(after, target));
    },
  );

  it('a full makeup look leaves everything outside the face untouched (PSNR ≥ 40 dB)', async () => {
    const { image, people } = await fixture('cgi-model-14.jpg');
    const person = largest(people);
    const r = await renderLook({ image, person, people, look: makeupOnly });
    const oval = polygon(person, MESH.faceOval, 1.12);
    const outside = (x: number, y: number): boolean => !insidePolygon(x, y, oval);
    expect(psnr(image, r.image, undefined, outside)).toBeGreaterThanOrEqual(40);
    // and it did change the face
    expect(psnr(image, r.image, person.faceBox)).toBeLessThan(40);
  });

  it('keeps the identity: face descriptor cosine ≥ 0.95 after a makeup-only look', async () => {
    const { image, people, embeddings } = await fixture('cgi-model-14.jpg');
    const person = largest(people);
    const idx = people.indexOf(person);
    const before = embeddings[idx];
    expect(before).toBeTruthy();
    const r = await renderLook({ image, person, people, look: makeupOnly });
    const faces = await detectPeople(rt, r.image);
    const after = faces.reduce((a, b) => (b.box.width > a.box.width ? b : a));
    expect(after.embedding).toBeTruthy();
    expect(cosineSimilarity(before!, after.embedding!)).toBeGreaterThanOrEqual(0.95);
  });

  it('men get no makeup; women get no facial hair (images unchanged, reasons in meta)', async () => {
    const { image, people } = await fixture('ai-upper.jpg');
    const woman = largest(people);
    const man: PersonAnalysis = { ...woman, gender: 'male' };
    const m = await renderLook({
      image,
      person: man,
      people: [man],
      look: look({
        lipstickStyle: 'Matte Lipstick',
        lipstickColor: 'Red',
        blushStyle: 'Soft Flush',
        mascaraStyle: 'Volumizing',
      }),
    });
    expect(psnr(image, m.image)).toBe(Infinity);
    expect(m.meta.skipped.map((s) => s.key)).toEqual(
      expect.arrayContaining(['lipstickStyle', 'blushStyle', 'mascaraStyle']),
    );
    const w = await renderLook({
      image,
      person: woman,
      people,
      look: look({ facialHairStyle: 'Full Beard' }),
    });
    expect(psnr(image, w.image)).toBe(Infinity);
    expect(w.meta.skipped.map((s) => s.key)).toContain('facialHairStyle');
    // eyebrows are for everyone
    const b = await renderLook({
      image,
      person: man,
      people: [man],
      look: look({ eyebrowColor: 'Black' }),
    });
    expect(psnr(image, b.image)).toBeLessThan(Infinity);
  });

  it('sunglasses stay on: eye makeup is not painted and the meta says they must be removed', async () => {
    const { image, people } = await fixture('ai-upper.jpg');
    const person: PersonAnalysis = {
      ...largest(people),
      prominentFeatures: ['wearing sunglasses'],
    };
    const r = await renderLook({
      image,
      person,
      people: [person],
      look: look({
        eyelinerStyle: 'Winged Liner',
        lipstickStyle: 'Matte Lipstick',
        lipstickColor: 'Red',
      }),
    });
    expect(r.meta.notes.join(' ')).toMatch(/sunglasses must be removed/i);
    expect(r.meta.skipped.map((s) => s.key)).toContain('eyelinerStyle');
    const eye = polygon(person, MESH.rightEye, 1.6);
    const eyeBox = {
      x: Math.min(...eye.map((p) => p[0])),
      y: Math.min(...eye.map((p) => p[1])),
      width: 60,
      height: 40,
    };
    expect(psnr(image, r.image, eyeBox)).toBe(Infinity);
    expect(r.meta.applied).toContain('lipstickStyle');
  });
});

/** Mean absolute change (8-bit levels, over R, G and B) of an image box. */
function meanChange(
  a: RawImage,
  b: RawImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): number {
  let sum = 0;
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c] - b.data[i + c]);
      n += 3;
    }
  }
  return sum / n;
}

/** Mean colour change over an image box when the largest person in `file` wears `selections`. */
async function boxChange(
  file: string,
  selections: Partial<Selections>,
  box: { x0: number; y0: number; x1: number; y1: number },
): Promise<number> {
  const { image, people } = await fixture(file);
  const person = largest(people);
  const r = await renderLook({ image, person, people, look: look(selections) });
  return meanChange(image, r.image, box);
}

describe('eye makeup', () => {
  it('leaves the far eye of a turned head uncoloured under a smoky eyeshadow (ai-upper)', async () => {
    // her left eye's iris and white (checked by eye): the mesh puts this eye's outline low, and
    // the shadow's lower-lid smudge and its lid drawn from the mesh's arc browned the eye (7.8
    // levels; the lid fitted to the lashes and the eye kept out: 3.1)
    const eye = { x0: 352, y0: 173, x1: 372, y1: 183 };
    expect(
      await boxChange('ai-upper.jpg', { eyeshadowStyle: 'Brown Smoky Eye' }, eye),
    ).toBeLessThan(4.5);
  });

  it('draws a liner at the roots of the lashes, not on the lid above them (cgi-model-11)', async () => {
    // the lid just above her right eye's upper lashes (checked by eye): fitted to the top of the
    // lash fringe, the liner ran over it (19.5 levels; at the roots: 1.5)
    const lid = { x0: 314, y0: 225, x1: 330, y1: 231 };
    expect(
      await boxChange('cgi-model-11.jpg', { eyelinerStyle: 'Winged Liner' }, lid),
    ).toBeLessThan(6);
  });

  it('keeps a winged liner off the eye’s white past the mesh’s corner (cgi-model-11)', async () => {
    // the white by her right eye's outer corner (checked by eye): the mesh's eye ends inside it,
    // and the liner's end ran over it (23.0 levels; kept off the eye opening stretched past the
    // corners: 0.0)
    const white = { x0: 305, y0: 243, x1: 312, y1: 248 };
    expect(
      await boxChange('cgi-model-11.jpg', { eyelinerStyle: 'Winged Liner' }, white),
    ).toBeLessThan(3);
  });

  it('draws a winged liner out from the photo’s outer corner (cgi-model-11)', async () => {
    // just past her right eye's outer corner (checked by eye), 12 px beyond the mesh's: the
    // wing started at the mesh's corner, inside the white, and never reached it (0.0 levels);
    // with the corner moved out to the end of the white: 17.6
    const corner = { x0: 292, y0: 237, x1: 295, y1: 240 };
    expect(
      await boxChange('cgi-model-11.jpg', { eyelinerStyle: 'Winged Liner' }, corner),
    ).toBeGreaterThan(10);
  });

  it('paints no eye the mesh put on bare skin (ai-body)', async () => {
    // her right eye's mesh outline lies on the cheek beside her nose, below the eye (checked by
    // eye): lashes and a liner drawn there were black strokes on the skin (26.1 levels; 0.0)
    const eyes = {
      mascaraStyle: 'Volumizing Mascara',
      eyelinerStyle: 'Winged Liner',
      eyeshadowStyle: 'Brown Smoky Eye',
    };
    const cheek = { x0: 474, y0: 80, x1: 488, y1: 90 };
    expect(await boxChange('ai-body.jpg', eyes, cheek)).toBeLessThan(1);
    // her left eye, where the mesh found it, is made up
    const left = { x0: 502, y0: 72, x1: 514, y1: 79 };
    expect(await boxChange('ai-body.jpg', eyes, left)).toBeGreaterThan(5);
  });

  it('keeps a small eye’s lid off its iris (ai-body)', async () => {
    // her left eye is about 12 px wide and the mesh's lid crosses its iris (checked by eye); the
    // lid's search for the lash roots went further down, to the iris itself, the darkest line
    // there, and the liner followed (7.7 levels on the iris; kept at the mesh's arc: 1.5)
    const iris = { x0: 503, y0: 75, x1: 512, y1: 78 };
    expect(await boxChange('ai-body.jpg', { eyelinerStyle: 'Winged Liner' }, iris)).toBeLessThan(4);
  });

  it('keeps the lash line off the eye’s white past the mesh’s corner (cgi-model-14)', async () => {
    // the white at her right eye's outer corner (checked by eye) lies outside the mesh's eye,
    // which is narrower than hers: the lash line's end ran into it (22.6 levels; 0.2 now)
    const white = { x0: 342, y0: 304, x1: 348, y1: 310 };
    expect(
      await boxChange('cgi-model-14.jpg', { mascaraStyle: 'Volumizing Mascara' }, white),
    ).toBeLessThan(3);
  });

  it('thickens the lashes at their roots under a volumizing mascara (cgi-model-14)', async () => {
    // the lash fringe just above her right eye's lid (checked by eye): a comb of thin lines
    // (7.5 levels); tapered lashes gathered in clumps, thickest at the root (10.7)
    const roots = { x0: 360, y0: 278, x1: 400, y1: 286 };
    expect(
      await boxChange('cgi-model-14.jpg', { mascaraStyle: 'Volumizing Mascara' }, roots),
    ).toBeGreaterThan(9.5);
  });

  it('keeps volumizing lashes to the lid, not fanned up to the brow (ai-upper)', async () => {
    // the lid between her right eye's lashes and its brow (checked by eye): lashes a third of an
    // eye width long fanned up over it (4.5 levels; 0.5 now)
    const lid = { x0: 279, y0: 147, x1: 301, y1: 154 };
    expect(
      await boxChange('ai-upper.jpg', { mascaraStyle: 'Volumizing Mascara' }, lid),
    ).toBeLessThan(1.5);
  });
});

describe('eyebrows', () => {
  const boldBrow = { eyebrowStyle: 'Bold Full Brow', eyebrowColor: 'Dark Brown' };

  it('draws a new brow over the photo’s brow, not on the skin above it (ai-upper)', async () => {
    // her right brow (checked by eye) runs most of a brow's width below the mesh's: drawn where
    // the mesh puts it, the new brow covered the skin above (change there 28.9 levels) and left
    // the old brow's lower half showing (2.8); fitted to the photo's brow: 0.3 and 14.9
    const skinAbove = { x0: 272, y0: 135, x1: 292, y1: 140 };
    const browLower = { x0: 272, y0: 145, x1: 292, y1: 150 };
    expect(await boxChange('ai-upper.jpg', boldBrow, skinAbove)).toBeLessThan(2);
    expect(await boxChange('ai-upper.jpg', boldBrow, browLower)).toBeGreaterThan(6);
  });

  it('paints a chosen colour in the photo’s light: a dark brown on magenta-lit skin is not olive (ai-upper)', async () => {
    const { image, people } = await fixture('ai-upper.jpg');
    const person = largest(people);
    const r = await renderLook({ image, person, people, look: look(boldBrow) });
    // the mean colour of what the brows changed, around her right brow
    const sum = [0, 0];
    for (let y = 125; y < 165; y++)
      for (let x = 250; x < 345; x++) {
        const after = labAt(r.image, x, y);
        if (deltaE2000(labAt(image, x, y), after) < 5) continue;
        sum[0] += after[1];
        sum[1] += after[2];
      }
    const hue = (Math.atan2(sum[1], sum[0]) * 180) / Math.PI;
    // the swatch's own hue is 55° (painted as it is: 46.8°); her skin's is 18° and her brow's
    // 13° (in her light: 24.2°)
    expect(hue).toBeLessThan(38);
  });

  it.each([
    // hairs finer than a pixel and under a pixel apart merged into an even band of paint: 15.4 %
    // and 23.0 % of the steps were distinct; hairs a pixel apart: 21.9 % and 30.4 %
    ['ai-upper.jpg', 0.19],
    ['cgi-model-13.jpg', 0.27],
  ])('draws brow hairs, not a flat band of paint, on a small face (%s)', async (file, least) => {
    const { image, people } = await fixture(file);
    const person = largest(people);
    const r = await renderLook({ image, person, people, look: look(boldBrow) });
    const brow = polygon(person, [...MESH.rightBrowUpper, ...MESH.rightBrowLower], 1.6);
    const x0 = Math.floor(Math.min(...brow.map((p) => p[0])));
    const x1 = Math.ceil(Math.max(...brow.map((p) => p[0])));
    const y0 = Math.floor(Math.min(...brow.map((p) => p[1])));
    const y1 = Math.ceil(Math.max(...brow.map((p) => p[1])));
    // the share of steps between neighbouring pixels the brows changed that are a distinct
    // lightness step (4 L or more): a hair's edge
    const changed = (x: number, y: number): Lab | null => {
      const after = labAt(r.image, x, y);
      return deltaE2000(labAt(image, x, y), after) >= 5 ? after : null;
    };
    let distinct = 0;
    let n = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const c = changed(x, y);
        if (!c) continue;
        for (const q of [changed(x + 1, y), changed(x, y + 1)]) {
          if (!q) continue;
          n++;
          if (Math.abs(c[0] - q[0]) >= 4) distinct++;
        }
      }
    expect(n).toBeGreaterThan(300);
    expect(distinct / n).toBeGreaterThan(least);
  });
});

describe('scope', () => {
  it('in a photo with two people only the selected one changes (others PSNR ≥ 45 dB)', async () => {
    const { image, people } = await fixture('cgi-multiangle-10.jpg');
    expect(people.length).toBeGreaterThanOrEqual(2);
    for (const person of people) {
      const r = await renderLook({
        image,
        person,
        people,
        personMask: personMaskFor(rt, image, person),
        look: look({
          ...makeupOnly,
          hairColor: 'Copper',
          dentalProcedure: 'Teeth Whitening',
          eyebrowStyle: 'Bold Brows',
        }),
      });
      for (const other of people.filter((p) => p.id !== person.id)) {
        expect(psnr(image, r.image, other.faceBox)).toBeGreaterThanOrEqual(45);
      }
      expect(psnr(image, r.image, person.faceBox)).toBeLessThan(45);
    }
  });
});

describe('hair colour', () => {
  it.each([
    ['colour models only', false],
    ['with the person mask', true],
  ])(
    'moves the hair toward the target hue and leaves the cheek unchanged (%s)',
    async (_, withMask) => {
      const { image, people } = await fixture('cgi-model-14.jpg');
      const person = largest(people);
      const target = '#b0562a';
      const personMask = withMask ? personMaskFor(rt, image, person) : undefined;
      const r = await renderLook({
        image,
        person,
        people,
        look: look({ hairColor: target }),
        ...(personMask ? { personMask } : {}),
      });
      expect(r.meta.applied).toContain('hairColor');
      // hair mask measured on the original photo
      const work = loadWork(image, workRect(person, image));
      const ctx = createContext(work, person, [], []);
      if (personMask) ctx.personMask = personMask;
      const mask = buildHairMask(ctx, buildHairModel(ctx));
      const meanAb = (img: RawImage): [number, number] => {
        const lab: Lab = [0, 0, 0];
        let a = 0;
        let b = 0;
        let n = 0;
        for (let y = 0; y < mask.height; y++) {
          for (let x = 0; x < mask.width; x++) {
            if (mask.data[y * mask.width + x] < 0.8) continue;
            const i = ((y + mask.y0 + work.y0) * img.width + x + mask.x0 + work.x0) * 4;
            linearToOklab(
              SRGB_TO_LINEAR[img.data[i]],
              SRGB_TO_LINEAR[img.data[i + 1]],
              SRGB_TO_LINEAR[img.data[i + 2]],
              lab,
            );
            a += lab[1];
            b += lab[2];
            n++;
          }
        }
        expect(n).toBeGreaterThan(500);
        return [a / n, b / n];
      };
      const t = srgbToOklab([0xb0, 0x56, 0x2a]);
      const hue = (ab: [number, number]): number => Math.atan2(ab[1], ab[0]);
      const hueDist = (h1: number, h2: number): number =>
        Math.abs(Math.atan2(Math.sin(h1 - h2), Math.cos(h1 - h2)));
      const before = meanAb(image);
      const after = meanAb(r.image);
      const dBefore = Math.hypot(before[0] - t[1], before[1] - t[2]);
      const dAfter = Math.hypot(after[0] - t[1], after[1] - t[2]);
      expect(dAfter).toBeLessThan(dBefore * 0.6);
      expect(hueDist(hue(after), hue([t[1], t[2]]))).toBeLessThanOrEqual(
        hueDist(hue(before), hue([t[1], t[2]])),
      );
      // a skin patch on the cheek is unchanged
      const c = person.landmarks[MESH.rightCheek];
      const r0 = person.faceBox.width * 0.05;
      expect(
        psnr(image, r.image, { x: c[0] - r0, y: c[1] - r0, width: 2 * r0, height: 2 * r0 }),
      ).toBe(Infinity);
    },
  );
});

describe('hair colour in the photo', () => {
  it('dyes light hair a dark brown whose lit strands are brown, not silver (cgi-model-14)', async () => {
    const { image, people } = await fixture('cgi-model-14.jpg');
    const person = largest(people);
    const personMask = personMaskFor(rt, image, person);
    const r = await renderLook({
      image,
      person,
      people,
      personMask,
      look: look({ hairColor: 'Dark Brown' }),
    });
    // OKLab of the dyed hair, and the chroma of its lightest tenth (the lit strands)
    const px = hairPixels(r.image, image, person, personMask);
    expect(px.length).toBeGreaterThan(2000);
    px.sort((a, b) => b[0] - a[0]);
    const lit = px.slice(0, Math.round(px.length / 10));
    const chroma = lit.reduce((a, c) => a + Math.hypot(c[1], c[2]), 0) / lit.length;
    const swatch = srgbToOklab([0x4a, 0x34, 0x26]);
    const swatchChroma = Math.hypot(swatch[1], swatch[2]);
    expect(chroma).toBeGreaterThan(swatchChroma);
  });

  it('lightens black hair to a honey balayage that is amber in the shade, not olive (cgi-model-20)', async () => {
    const { image, people } = await fixture('cgi-model-20.jpg');
    const person = largest(people);
    const r = await renderLook({
      image,
      person,
      people,
      personMask: personMaskFor(rt, image, person),
      look: look({ hairColor: 'Honey Blonde', hairColorVariant: 'Balayage' }),
    });
    // the mean OKLab hue of what the dye made of the darker strands (lightness under 0.6)
    let a = 0;
    let b = 0;
    let n = 0;
    const before: Lab = [0, 0, 0];
    const after: Lab = [0, 0, 0];
    for (let i = 0; i < image.data.length; i += 4) {
      linearToOklab(
        SRGB_TO_LINEAR[image.data[i]],
        SRGB_TO_LINEAR[image.data[i + 1]],
        SRGB_TO_LINEAR[image.data[i + 2]],
        before,
      );
      linearToOklab(
        SRGB_TO_LINEAR[r.image.data[i]],
        SRGB_TO_LINEAR[r.image.data[i + 1]],
        SRGB_TO_LINEAR[r.image.data[i + 2]],
        after,
      );
      if (after[0] - before[0] < 0.15 || after[0] >= 0.6) continue;
      a += after[1];
      b += after[2];
      n++;
    }
    expect(n).toBeGreaterThan(1000);
    const hue = (Math.atan2(b, a) * 180) / Math.PI;
    // honey's own hue is 73°; a dark yellow at it reads olive (72.5°; turned toward amber in
    // the shade: 64.0°)
    expect(hue).toBeLessThan(68);
  });

  it('dyes a platinum in a magenta-lit photo pinkish, not mint (cgi-model-2)', async () => {
    const { image, people } = await fixture('cgi-model-2.jpg');
    const person = largest(people);
    const personMask = personMaskFor(rt, image, person);
    const r = await renderLook({
      image,
      person,
      people,
      personMask,
      look: look({ hairColor: 'Platinum Blonde' }),
    });
    // the mean OKLab a (green < 0 < red) of the dyed hair
    const px = hairPixels(r.image, image, person, personMask);
    const n = px.length;
    const a = px.reduce((sum, c) => sum + c[1], 0);
    expect(n).toBeGreaterThan(500);
    // painted as the swatch it was neutral (0.003), which beside the magenta-lit skin reads
    // mint; in most of the photo's light: 0.021
    expect(a / n).toBeGreaterThan(0.015);
  });

  it('leaves the background between a raised hand and the neck undyed (cgi-model-2)', async () => {
    const { image, people } = await fixture('cgi-model-2.jpg');
    const person = largest(people);
    const r = await renderLook({
      image,
      person,
      people,
      personMask: personMaskFor(rt, image, person),
      look: look({ hairColor: 'Copper' }),
    });
    // the pink background under her fingers, beside the jaw (checked by eye): a patch of it
    // inside the skull's ellipse but below the chin, not joined to her hair, was dyed (19.3
    // levels)
    const box = { x: 342, y: 184, width: 18, height: 14 };
    expect(psnr(image, r.image, box)).toBe(Infinity);
    // her hair is dyed
    expect(r.meta.applied).toContain('hairColor');
  });
});

describe('hair colour scope', () => {
  it.each([
    ['colour models only', false],
    ['with the person mask', true],
  ])('puts no colour on the neck, the clothes or the background (%s)', async (_, withMask) => {
    const { image, people } = await fixture('ai-upper.jpg');
    const person = largest(people);
    const r = await renderLook({
      image,
      person,
      people,
      look: look({ hairColor: 'Copper' }),
      ...(withMask ? { personMask: personMaskFor(rt, image, person) } : {}),
    });
    expect(r.meta.applied).toContain('hairColor');
    const chin = person.landmarks[MESH.chin];
    const fh = person.faceBox.height;
    const s = fh * 0.08;
    // the neck below the jaw (this head is turned: the neck shows behind the chin, the ponytail
    // hangs in front of it right of the chin), clothes lower down, background beside the face
    expect(
      psnr(image, r.image, {
        x: chin[0] - 2.8 * s,
        y: chin[1] + fh * 0.03,
        width: 2 * s,
        height: 1.5 * s,
      }),
    ).toBe(Infinity);
    // the ponytail over the dress is hair and is dyed
    if (withMask) {
      expect(
        psnr(image, r.image, {
          x: chin[0] + 0.3 * s,
          y: chin[1] + fh * 0.25,
          width: 1.2 * s,
          height: fh * 0.2,
        }),
      ).toBeLessThan(20);
    }
    expect(
      psnr(image, r.image, { x: chin[0] - s, y: chin[1] + fh * 0.9, width: 2 * s, height: 2 * s }),
    ).toBe(Infinity);
    // the bare forehead (hair pulled back) keeps its skin
    const fh0 = person.landmarks[MESH.foreheadMid];
    expect(
      psnr(image, r.image, { x: fh0[0] - s, y: fh0[1] - s, width: 2 * s, height: 2 * s }),
    ).toBe(Infinity);
    const right = person.faceBox.x + person.faceBox.width * 1.35;
    expect(
      psnr(image, r.image, { x: right, y: person.faceBox.y, width: s * 2, height: s * 2 }),
    ).toBe(Infinity);
  });
});

describe('dentistry', () => {
  it('a closed mouth leaves the image unchanged and says so', async () => {
    const { image, people } = await fixture('ai-face.jpg');
    const person = largest(people);
    const r = await renderLook({
      image,
      person,
      people,
      look: look({ dentalProcedure: 'Teeth Whitening' }),
    });
    expect(psnr(image, r.image)).toBe(Infinity);
    expect(r.meta.notes.join(' ')).toMatch(/mouth is closed/i);
    expect(r.meta.applied).not.toContain('dentalProcedure');
  });

  it('whitening an open mouth changes only the mouth region', async () => {
    const { image, people } = await fixture('ai-upper.jpg');
    const person = largest(people);
    const r = await renderLook({
      image,
      person,
      people,
      look: look({ dentalProcedure: 'Teeth Whitening' }),
    });
    expect(r.meta.applied).toContain('dentalProcedure');
    const mouth = polygon(person, MESH.lipsInner, 1.05);
    expect(
      psnr(image, r.image, undefined, (x, y) => !insidePolygon(x, y, mouth)),
    ).toBeGreaterThanOrEqual(60);
    expect(psnr(image, r.image)).toBeLessThan(Infinity);
  });
});
