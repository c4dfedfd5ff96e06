/**
 * Other people's faces the composite must not touch: each one's face box (grown a quarter of
 * its width and 30 % of its height, with a soft margin), but only where the pixel is nearer to
 * that face than to the selected person's (distances in each face's own units) and never over
 * the selected person's own face and neck — in a group photo a neighbour's box can reach over
 * the selected face. Inside another's box on the selected person's side, what the answer changed
 * is not grown into either (`claimed`): only the person's own face, neck and old hair are taken
 * there.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { faceFrame } from '../render/geometry';
import type { Mask } from '../render/mask';
import type { Rect } from './warp';

/** Box growth per side as shares of its width and height, and the soft margin beyond it. */
const GROW_X = 0.25;
const GROW_Y = 0.3;
const MARGIN = 0.2;

export type Protection = {
  /** 1 over other people's faces, 0 elsewhere (region pixels) */
  protect: Float32Array;
  /** 1 inside any other person's face box */
  claimed: Uint8Array;
};

/** Undefined when no other face reaches the region. */
export function protectOthers(
  region: Rect,
  person: PersonAnalysis,
  people: readonly PersonAnalysis[],
  core: Mask,
): Protection | undefined {
  const self = faceFrame(person.landmarks);
  const protect = new Float32Array(region.width * region.height);
  const claimed = new Uint8Array(region.width * region.height);
  let any = false;
  for (const o of people) {
    if (o.id === person.id || o.landmarks.length < 468) continue;
    const f = faceFrame(o.landmarks);
    const b = o.faceBox;
    const soft = Math.max(2, b.width * MARGIN);
    const bx0 = b.x - b.width * GROW_X - region.x;
    const by0 = b.y - b.height * GROW_Y - region.y;
    const bx1 = b.x + b.width * (1 + GROW_X) - region.x;
    const by1 = b.y + b.height * (1 + GROW_Y) - region.y;
    const x0 = Math.max(0, Math.floor(bx0 - soft));
    const y0 = Math.max(0, Math.floor(by0 - soft));
    const x1 = Math.min(region.width, Math.ceil(bx1 + soft));
    const y1 = Math.min(region.height, Math.ceil(by1 + soft));
    for (let y = y0; y < y1; y++) {
      const dy = Math.max(0, by0 - y, y - by1);
      const py = y + region.y;
      for (let x = x0; x < x1; x++) {
        const i = y * region.width + x;
        const px = x + region.x;
        if (px >= b.x && py >= b.y && px < b.x + b.width && py < b.y + b.height) claimed[i] = 1;
        if (core.data[i] >= 0.5) continue;
        const dx = Math.max(0, bx0 - x, x - bx1);
        const v = Math.max(0, 1 - Math.hypot(dx, dy) / soft);
        if (v <= protect[i]) continue;
        const own = Math.hypot(px - self.origin[0], py - self.origin[1]) / self.unit;
        const theirs = Math.hypot(px - f.origin[0], py - f.origin[1]) / f.unit;
        if (own < theirs) continue;
        protect[i] = v;
      }
    }
    any ||= x1 > x0 && y1 > y0;
  }
  return any ? { protect, claimed } : undefined;
}
