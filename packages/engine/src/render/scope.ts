/**
 * What a render may touch: the work rectangle around the selected head, the protection of
 * other people's faces, and the categories the gender and sunglasses rules allow.
 */
import type { PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { faceFrame } from '../face/geometry';
import type { Rect, WorkImage } from '../image/work-image';

export const MAKEUP_KEYS = [
  'lipstickStyle',
  'lipLinerStyle',
  'lipTintStyle',
  'foundationStyle',
  'concealerStyle',
  'blushStyle',
  'contourStyle',
  'highlighterStyle',
  'bronzerStyle',
  'eyeshadowStyle',
  'eyelinerStyle',
  'mascaraStyle',
] as const;
export const EYE_KEYS = ['eyeshadowStyle', 'eyelinerStyle', 'mascaraStyle'] as const;

export function hasSunglasses(person: PersonAnalysis): boolean {
  return person.prominentFeatures.some((f) => /sunglass/i.test(f));
}

/** The region that can change: the head with room for long hair and big styles. */
export function workRect(person: PersonAnalysis, image: RawImage, faceOnly = false): Rect {
  const f = faceFrame(person.landmarks);
  // face-only looks need the face and brows; hair looks need room for long hair and big styles
  const corners = faceOnly
    ? [f.toPx(-0.85, -1.0), f.toPx(0.85, -1.0), f.toPx(-0.85, 1.45), f.toPx(0.85, 1.45)]
    : [f.toPx(-1.45, -1.9), f.toPx(1.45, -1.9), f.toPx(-1.45, 3.2), f.toPx(1.45, 3.2)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const x1 = Math.min(image.width, Math.ceil(Math.max(...xs)));
  const y1 = Math.min(image.height, Math.ceil(Math.max(...ys)));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/**
 * 1 over other people's faces (expanded), with a soft margin, so their pixels never change and
 * there is no hard edge where an edit meets the protected area.
 */
export function protectionFor(
  work: Pick<WorkImage, 'x0' | 'y0' | 'width' | 'height'>,
  person: PersonAnalysis,
  people: PersonAnalysis[],
): Float32Array | undefined {
  const others = people.filter((p) => p.id !== person.id);
  if (others.length === 0) return undefined;
  const prot = new Float32Array(work.width * work.height);
  let any = false;
  for (const o of others) {
    const b = o.faceBox;
    const padX = b.width * 0.25;
    const padY = b.height * 0.3;
    const soft = Math.max(2, b.width * 0.2);
    const ix0 = b.x - padX - work.x0;
    const iy0 = b.y - padY - work.y0;
    const ix1 = b.x + b.width + padX - work.x0;
    const iy1 = b.y + b.height + padY - work.y0;
    const x0 = Math.max(0, Math.floor(ix0 - soft));
    const y0 = Math.max(0, Math.floor(iy0 - soft));
    const x1 = Math.min(work.width, Math.ceil(ix1 + soft));
    const y1 = Math.min(work.height, Math.ceil(iy1 + soft));
    for (let y = y0; y < y1; y++) {
      const dy = Math.max(0, iy0 - y, y - iy1);
      for (let x = x0; x < x1; x++) {
        const dx = Math.max(0, ix0 - x, x - ix1);
        const d = Math.hypot(dx, dy);
        const v = d <= 0 ? 1 : Math.max(0, 1 - d / soft);
        const i = y * work.width + x;
        if (v > prot[i]) prot[i] = v;
      }
    }
    if (x1 > x0 && y1 > y0) any = true;
  }
  return any ? prot : undefined;
}
