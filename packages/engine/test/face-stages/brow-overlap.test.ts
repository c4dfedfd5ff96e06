/**
 * New brows replace the person's own: no double brows. The photo's own brow is found without
 * the renderer's help — the pixels within a band around the mesh's brow (the brow grown by its
 * own thickness above and below) clearly darker (ΔL* > 8) than the forehead skin above it —
 * and after a new brow style, the share of those pixels the render left as they were (ΔE2000 <
 * 2, the old brow still showing under or over the new one) must stay small. Before the fix
 * (the erased band was the mesh's brow grown by 0.3 of its thickness): median 0.21, worst 0.38
 * (ai-upper); after (the photo's own dark band near the mesh's brow erased too): 0.12, 0.31.
 * ai-upper's three-quarter view still leaves the far brow's tail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySelections, type PersonAnalysis } from '@looklab/shared';
import { loadHuman, type HumanRuntime } from '../../src/runtime/human-runtime';
import { renderLook } from '../../src/render';
import type { RawImage } from '../../src/image/raw-image';
import { pts } from '../../src/face/geometry';
import { MESH } from '../../src/face/landmarks';
import { insidePolygon } from '../../src/image/metrics';
import { fixtureOf, labAt, largest, loadFixture, personMaskFor } from '../render-helpers';
import { changeAt, flipImage } from './face-helpers';

let rt: HumanRuntime;
beforeAll(async () => {
  rt = await loadHuman({ description: false, iris: true });
});

/** The brow band: the mesh's brow with each edge moved out by `grow` of its thickness. */
function band(p: PersonAnalysis, side: 'right' | 'left', grow: number): [number, number][] {
  const up = pts(p.landmarks, side === 'right' ? MESH.rightBrowUpper : MESH.leftBrowUpper);
  const lo = pts(p.landmarks, side === 'right' ? MESH.rightBrowLower : MESH.leftBrowLower);
  const u2 = up.map((q, i): [number, number] => [
    q[0] + (q[0] - lo[i][0]) * grow,
    q[1] + (q[1] - lo[i][1]) * grow,
  ]);
  const l2 = lo.map((q, i): [number, number] => [
    q[0] - (up[i][0] - q[0]) * grow,
    q[1] - (up[i][1] - q[1]) * grow,
  ]);
  return [...u2, ...l2.reverse()];
}

/** Of the photo's own dark brow pixels near the mesh's brows, the share left unchanged. */
function leftVisible(before: RawImage, after: RawImage, p: PersonAnalysis): number {
  let dark = 0;
  let kept = 0;
  for (const side of ['right', 'left'] as const) {
    const poly = band(p, side, 1);
    const above = band(p, side, 2.2).slice(0, 5); // forehead skin over the brow
    const skinL = above.map(([x, y]) => labAt(before, Math.round(x), Math.round(y))[0]);
    skinL.sort((a, b) => a - b);
    const skin = skinL[Math.floor(skinL.length / 2)];
    const xs = poly.map((q) => q[0]);
    const ys = poly.map((q) => q[1]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.max(...ys); y++)
      for (let x = Math.floor(Math.min(...xs)); x <= Math.max(...xs); x++) {
        if (x < 0 || y < 0 || x >= before.width || y >= before.height) continue;
        if (!insidePolygon(x + 0.5, y + 0.5, poly)) continue;
        if (labAt(before, x, y)[0] > skin - 8) continue;
        dark++;
        if (changeAt(before, after, x, y) < 2) kept++;
      }
  }
  return dark ? kept / dark : 0;
}

// cgi-model-20 left out: its fringe falls over the brow, and dark hair there is not the brow
const photos = ['ai-face.jpg', 'ai-upper.jpg', 'cgi-model-11.jpg', 'cgi-model-14.jpg'];

describe('new brows replace the own', () => {
  it('leaves little of the own brow visible (4 photos and their mirror images, 3 styles)', async () => {
    const shares: number[] = [];
    for (const file of photos) {
      const fx = await loadFixture(rt, file);
      for (const mirrored of [false, true]) {
        const image = mirrored ? flipImage(fx.image) : fx.image;
        const people = mirrored ? (await fixtureOf(rt, image)).people : fx.people;
        const person = { ...largest(people), gender: 'female' as const };
        for (const style of ['Thin 90s Brow', 'High Arch', 'Bold Full Brow']) {
          const r = await renderLook({
            image,
            person,
            people,
            look: { ...emptySelections, eyebrowStyle: style, eyebrowColor: 'Dark Brown' },
            personMask: personMaskFor(rt, image, person),
          });
          const share = leftVisible(image, r.image, person);
          shares.push(share);
          console.log(
            `${file}${mirrored ? ' mirrored' : ''} ${style}: own brow left ${share.toFixed(3)}`,
          );
        }
      }
    }
    shares.sort((a, b) => a - b);
    expect(shares[Math.floor(shares.length / 2)], 'median').toBeLessThanOrEqual(0.15);
    expect(shares[shares.length - 1], 'worst').toBeLessThanOrEqual(0.33);
  }, 300_000);
});
