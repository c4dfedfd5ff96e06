/**
 * Other people's faces the composite must not touch: the renderer's protection (each face box
 * grown a quarter of its width and 30 % of its height, with a soft margin; render/scope.ts),
 * but not where a pixel is nearer the selected person's face than any other (distances in each
 * face's own units) and never over the selected person's own face and neck — in a group photo
 * a neighbour's box can reach over the selected face. Inside another's box on the selected
 * person's side, what the answer changed is not grown into either (`claimed`): only the
 * person's own face, neck and old hair are taken there.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { otherFaces } from '../render/context';
import { faceFrame } from '../face/geometry';
import type { Mask } from '../image/mask';
import { protectionFor } from '../render/scope';
import type { Rect } from './warp';

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
  const others = people.filter((p) => p.id !== person.id);
  const protect = protectionFor(
    { x0: region.x, y0: region.y, width: region.width, height: region.height },
    person,
    [...people],
  );
  if (!protect) return undefined;
  const self = faceFrame(person.landmarks);
  const faces = otherFaces(others, person, { x0: region.x, y0: region.y });
  const [sx, sy] = [self.origin[0] - region.x, self.origin[1] - region.y];
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const i = y * region.width + x;
      if (protect[i] === 0) continue;
      const own = Math.hypot(x - sx, y - sy) / self.unit;
      if (core.data[i] >= 0.5 || faces.every((f) => Math.hypot(x - f.x, y - f.y) / f.unit > own))
        protect[i] = 0;
    }
  }
  const claimed = new Uint8Array(region.width * region.height);
  for (const { faceBox: b } of others) {
    const x0 = Math.max(0, Math.floor(b.x - region.x));
    const y0 = Math.max(0, Math.floor(b.y - region.y));
    const x1 = Math.min(region.width, Math.ceil(b.x + b.width - region.x));
    const y1 = Math.min(region.height, Math.ceil(b.y + b.height - region.y));
    for (let y = y0; y < y1; y++) claimed.fill(1, y * region.width + x0, y * region.width + x1);
  }
  return { protect, claimed };
}
