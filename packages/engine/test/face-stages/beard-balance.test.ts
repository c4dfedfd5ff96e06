/**
 * Beards are symmetric: on the eight largest men of solvay1927 (at 2048 px) and on the mirrored
 * photo, each side of the face's midline gets a comparable share of changed pixels (coverage)
 * and a comparable mean ΔE2000 (colour change), each side sampled across its own visible
 * half-width (see sideChange). Before the fix the worst face's coverage balance was 0.57 and its
 * colour balance 0.46 (one cheek bearded up to the ear, the other half bare).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type PersonAnalysis } from '@looklab/shared';
import { detectPeople, loadHuman, type HumanRuntime } from '../../src/runtime/human-runtime';
import { personFromFace } from '../../src/analysis/person-from-face';
import { renderLook } from '../../src/render';
import type { RawImage } from '../../src/image/raw-image';
import { loadFixture, personMaskFor } from '../render-helpers';
import { balance, flipImage, sideChange } from './face-helpers';

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

async function men(image: RawImage, count: number): Promise<PersonAnalysis[]> {
  const faces = (await detectPeople(rt, image)).filter(
    (f) => f.score >= 0.45 && f.mesh.length >= 468,
  );
  return faces
    .map((f, i) => ({
      ...personFromFace(f, i, image.width, image.height),
      gender: 'male' as const,
    }))
    .sort((a, b) => b.faceBox.width - a.faceBox.width)
    .slice(0, count);
}

describe('beard symmetry', () => {
  it('balances coverage and colour change left and right on 8 men and their mirror images', async () => {
    const { image } = await loadFixture(rt, 'solvay1927.jpg', 2048);
    const rows: string[] = [];
    let worstShare = 1;
    let worstMean = 1;
    for (const [copy, img] of [
      ['photo', image],
      ['mirrored', flipImage(image)],
    ] as const) {
      for (const person of await men(img, 8)) {
        const personMask = personMaskFor(rt, img, person);
        for (const style of ['Full Beard', 'Short Boxed Beard']) {
          const r = await renderLook({
            image: img,
            person,
            people: [person],
            look: { ...emptySelections, facialHairStyle: style },
            personMask,
          });
          const s = sideChange(img, r.image, person, { t0: 0, t1: 1.2, v0: 0.2, v1: 1.3 });
          const share = balance(...s.share);
          const mean = balance(...s.mean);
          worstShare = Math.min(worstShare, share);
          worstMean = Math.min(worstMean, mean);
          rows.push(
            `${copy} x=${Math.round(person.faceBox.x)} ${style}: coverage ${share.toFixed(2)}, ΔE ${mean.toFixed(2)}`,
          );
          expect(Math.max(...s.share), `${rows.at(-1)} paints a beard`).toBeGreaterThan(0.15);
        }
      }
    }
    console.log(rows.join('\n'));
    expect(worstShare).toBeGreaterThanOrEqual(0.72);
    expect(worstMean).toBeGreaterThanOrEqual(0.5);
  }, 300_000);
});
