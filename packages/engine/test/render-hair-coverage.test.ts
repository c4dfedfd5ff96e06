/**
 * Hair colour coverage: the share of a hand-checked hair region that a hair colour change
 * actually recolours. The regions are bands beside the face in the face frame (u = ±0.6…0.8
 * face widths from the face centre, v = −0.3…0.9 from eye level to below the chin), checked by
 * eye on the fixture photos to lie on hair.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../src/image/raw-image';
import { loadHuman, type HumanRuntime } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { faceFrame } from '../src/render/geometry';
import { largest, loadFixture } from './render-helpers';

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

/** Fraction of the band (side −1 = image left for a frontal face) whose pixels changed. */
function bandCoverage(
  before: RawImage,
  after: RawImage,
  person: PersonAnalysis,
  side: -1 | 1,
): number {
  const f = faceFrame(person.landmarks);
  let n = 0;
  let changed = 0;
  for (let v = -0.3; v <= 0.9; v += 0.01) {
    for (let u = 0.6; u <= 0.8; u += 0.01) {
      const p = f.toPx(side * u, v);
      const x = Math.round(p[0]);
      const y = Math.round(p[1]);
      if (x < 0 || y < 0 || x >= before.width || y >= before.height) continue;
      const i = (y * before.width + x) * 4;
      const d =
        Math.abs(before.data[i] - after.data[i]) +
        Math.abs(before.data[i + 1] - after.data[i + 1]) +
        Math.abs(before.data[i + 2] - after.data[i + 2]);
      n++;
      if (d > 12) changed++;
    }
  }
  return n ? changed / n : 0;
}

async function copper(file: string): Promise<{ person: PersonAnalysis; a: RawImage; b: RawImage }> {
  const { image, people } = await loadFixture(rt, file);
  const person = largest(people);
  const r = await renderLook({
    image,
    person,
    people,
    look: { ...emptySelections, hairColor: 'Copper' },
  });
  expect(r.meta.applied).toContain('hairColor');
  return { person, a: image, b: r.image };
}

describe('hair colour coverage', () => {
  it('recolours the long hair beside the face on cgi-model-11 (image-left side)', async () => {
    const { person, a, b } = await copper('cgi-model-11.jpg');
    expect(bandCoverage(a, b, person, -1)).toBeGreaterThanOrEqual(0.85);
  });

  // Known gap (see the renderer's report): on cgi-model-14 the darker, shadowed hair on the
  // ponytail side and most of the other side are not recoloured. This test documents it and
  // turns red once both bands are covered — then drop `.fails`.
  it.fails('recolours the hair on both sides of the face on cgi-model-14', async () => {
    const { person, a, b } = await copper('cgi-model-14.jpg');
    expect(bandCoverage(a, b, person, -1)).toBeGreaterThanOrEqual(0.6);
    expect(bandCoverage(a, b, person, 1)).toBeGreaterThanOrEqual(0.6);
  });
});
