/**
 * Do no harm, short styles below the chin (issue #24: "short cuts leave skin-coloured slabs over
 * necks and shoulders"): where a short hairstyle's render changes the photo below the chin (the
 * long hair it removes, the neck and shoulders rebuilt behind it), it draws no slab — no new
 * straight edge running along a column or a row for a sizeable part of a face width, which
 * neither a neck, a shoulder nor the background behind the hair has.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { luminance, SRGB_TO_LINEAR } from '../src/image/color';
import type { RawImage } from '../src/image/raw-image';
import { faceFrame, pt } from '../src/face/geometry';
import { MESH } from '../src/face/landmarks';
import { largest, loadFixture, personMaskFor, type Fixture } from './render-helpers';
import { straightEdge } from './blockiness';

const labels = JSON.parse(
  readFileSync(new URL('./protected-regions.json', import.meta.url), 'utf8'),
) as { photos: Record<string, unknown> };

/** The short styles tried: each removes every length below the chin. */
const STYLES = ['Short Bob', 'Pixie Cut'];
/** A pixel is changed when its level (0..255, of √luminance) moved by more than this. */
const CHANGED = 2;
/**
 * The longest straight new edge a render may draw below the chin, in face widths: the photos'
 * own fills (hair removed over backgrounds, dresses, arms) show none of 60 px or more; a slab's
 * side runs for a third of a face width and more.
 */
const SLAB_EDGE = 0.3;

let rt: HumanRuntime;
const fixtures = new Map<string, Fixture>();

beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
  for (const file of Object.keys(labels.photos)) fixtures.set(file, await loadFixture(rt, file));
});

/** Levels (0..255, of √luminance) of an RGBA image. */
function levels(img: RawImage): Float32Array {
  const out = new Float32Array(img.width * img.height);
  const s = SRGB_TO_LINEAR;
  for (let i = 0; i < out.length; i++) {
    const p = 4 * i;
    out[i] = 255 * Math.sqrt(luminance(s[img.data[p]], s[img.data[p + 1]], s[img.data[p + 2]]));
  }
  return out;
}

/** Per photo and style: the longest straight new edge below the chin, in face widths. */
async function slabEdges(): Promise<{ name: string; edge: number }[]> {
  const out: { name: string; edge: number }[] = [];
  for (const [file, fx] of fixtures) {
    if (fx.people.length === 0) continue;
    const person = largest(fx.people);
    const personMask = personMaskFor(rt, fx.image, person);
    const before = levels(fx.image);
    const f = faceFrame(person.landmarks);
    const chinV = f.toFace(pt(person.landmarks, MESH.chin))[1];
    const { width: w, height: h } = fx.image;
    for (const style of STYLES) {
      const r = await renderLook({
        image: fx.image,
        person,
        people: fx.people,
        look: { ...emptySelections, hairstyle: style },
        personMask,
      });
      const after = levels(r.image);
      const changed = new Uint8Array(w * h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = y * w + x;
          if (Math.abs(after[i] - before[i]) <= CHANGED) continue;
          if (f.toFace([x + 0.5, y + 0.5])[1] > chinV) changed[i] = 1;
        }
      }
      const edge = straightEdge(before, after, changed, w, h) / f.unit;
      out.push({ name: `${file} ${style}`, edge });
    }
  }
  return out;
}

describe('do no harm: short styles below the chin', () => {
  // still failing (it.fails). Measured on main 41071d9 (Short Bob and Pixie Cut alike):
  // cgi-model-14 0.51 face widths, cgi-model-11 0.40 (the rebuilt neck's side, x 273, y 412-485, a
  // dark slab of background beside it); the others 0. The cause was the removal's choice of what
  // lies behind the hair by fixed shapes (a neck rectangle, a chin band, reach-limited scans);
  // since the body's outline under the hair comes from the photo (hairstyle/body-outline.ts) and
  // each fill source copies its own nearest run's texture, the skin-coloured slab beside
  // cgi-model-14's chin and cgi-model-11's rectangular neck are gone (looked at, 100 % and 300 %).
  // The detector used to count single-pixel level steps of either sign in its 5-row band, so a
  // grainy texture made a "straight edge": most of cgi-model-14's 0.51 on 41071d9 (x 463-592 of its
  // run at y 551) was the slab's own grain, and all of its 0.40 / 0.48 after the outline work but
  // the shoulder's last 40 px was the background's grain in the fill. It now takes the step across
  // the line on levels averaged over 5 px along it, counts runs of one polarity only, and wants the
  // averaged step above what the photo's own grain leaves in such an average (see blockiness.ts).
  // With it: 41071d9 cgi-model-14 0.33 (Short Bob) / 0.38 (Pixie Cut): the slab's bottom, y 547, x
  // 502-601 (soft steps of 5-20 levels, then 80-90 at its corner on the shoulder); cgi-model-11
  // 0.31 / 0.31: the neck's side, x 273, y 418-486 — both still caught, if only just. Now:
  // cgi-model-14 0.00 / 0.00, the others 0, and cgi-model-11 0.39 / 0.39: a real edge, one
  // polarity, steps of 30-45 levels, y 487-491, x 190-274: the shoulder's top continued level under
  // the lock from where it shows beside it (itself level at that height) to a tight corner
  // (OUTLINE_FILLET 0.12) into an upright neck. By eye it reads as a cut-out: a dark block of
  // background with a level bottom and an upright side, where a shoulder would rise into the neck
  // on a longer curve. A wider corner would put the body into 'the fill beside the neck'
  // (render-hairstyle-texture: background wanted at 0.42-0.6 face widths beside the neck down to
  // 0.4 below the chin), so the two ask for different outlines here
  it.fails(
    'draw no slabs (long straight new edges) over necks, shoulders or the background',
    async () => {
      const figures = await slabEdges();
      const bad = figures
        .filter((s) => s.edge > SLAB_EDGE)
        .map((s) => `${s.name}: straight edge ${s.edge.toFixed(2)} face widths`);
      expect(bad).toEqual([]);
    },
    300_000,
  );
});
