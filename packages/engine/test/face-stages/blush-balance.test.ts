/**
 * Blush goes on both cheeks: on six women and their mirror images (frontal and turned faces up
 * to yaw ±0.5, the far cheek of a turned head included; ai-upper and ai-body are near-profiles
 * whose far cheek is hidden) each cheek's band — 0.3 to 0.8 of its side's visible
 * half-width, from just under the eyes to above the mouth — changes by a comparable mean ΔE2000.
 * Before the fix the far cheek's apple sat on the face's edge where the skin mask fades out: the
 * worst balances were 0.24 (cgi-model-14), 0.15 (cgi-multiangle-10) and 0.30 (cgi-model-2); after
 * it 0.59, 0.75 and 0.40 (cgi-model-2's small face: hair over one cheek edge, still the weakest).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../../src/runtime/human-runtime';
import { renderLook } from '../../src/render';
import { fixtureOf, largest, loadFixture, personMaskFor } from '../render-helpers';
import { balance, flipImage, sideChange } from './face-helpers';

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

const photos = [
  'ai-face.jpg',
  'cgi-model-11.jpg',
  'cgi-model-14.jpg',
  'cgi-model-2.jpg',
  'cgi-model-20.jpg',
  'cgi-multiangle-10.jpg',
];

describe('blush on both cheeks', () => {
  it.each(photos)(
    '%s and its mirror image: both cheeks change comparably',
    async (file) => {
      const fx = await loadFixture(rt, file);
      for (const mirrored of [false, true]) {
        const image = mirrored ? flipImage(fx.image) : fx.image;
        const people = mirrored ? (await fixtureOf(rt, image)).people : fx.people;
        const person = { ...largest(people), gender: 'female' as const };
        const r = await renderLook({
          image,
          person,
          people,
          look: { ...emptySelections, blushStyle: 'Soft Flush', blushColor: 'Peach' },
          personMask: personMaskFor(rt, image, person),
        });
        const s = sideChange(image, r.image, person, { t0: 0.3, t1: 0.8, v0: 0.12, v1: 0.45 });
        const what = `${file}${mirrored ? ' mirrored' : ''}: ΔE ${s.mean.map((m) => m.toFixed(2)).join(' / ')}`;
        console.log(what);
        expect.soft(Math.min(...s.mean), what).toBeGreaterThan(0.05);
        expect.soft(balance(...s.mean), what).toBeGreaterThanOrEqual(0.38);
      }
    },
    120_000,
  );
});
