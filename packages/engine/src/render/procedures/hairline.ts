/**
 * Hair Transplant and Hairline Lowering: the hairline filled in with the person's own hair
 * (hairstyle's fillHairline), kept to the head: whatever the fill's strands reach outside the
 * skull's ellipse (background, ears, shoulders) is put back as it was.
 */
import type { RenderContext } from '../context';
import { fillHairline } from '../hairstyle/hairstyle';
import { createMask, fillEllipse } from '../../image/mask';
import { pt } from '../../face/geometry';
import { MESH } from '../../face/landmarks';
import { HEAD_ABOVE, HEAD_HALF_WIDTH, HEAD_SOFT } from './params';

export function fillHairlineWithinHead(ctx: RenderContext): void {
  const { work, frame: f } = ctx;
  const before = [work.r.slice(), work.g.slice(), work.b.slice()];
  fillHairline(ctx);
  // the skull: across the face's width, from the chin to above the forehead
  const topV = f.toFace(pt(ctx.lm, MESH.foreheadTop))[1];
  const chinV = f.toFace(pt(ctx.lm, MESH.chin))[1];
  const cv = (topV - HEAD_ABOVE + chinV) / 2;
  const [cx, cy] = f.toPx(f.toFace(pt(ctx.lm, MESH.foreheadTop))[0], cv);
  const head = createMask(work.width, work.height);
  fillEllipse(
    head,
    cx,
    cy,
    f.unit * HEAD_HALF_WIDTH,
    (f.unit * (chinV - topV + HEAD_ABOVE)) / 2,
    f.roll,
    1,
    HEAD_SOFT,
  );
  const after = [work.r, work.g, work.b];
  for (let i = 0; i < head.data.length; i++) {
    const k = head.data[i];
    if (k >= 1) continue;
    for (let c = 0; c < 3; c++) after[c][i] = before[c][i] + (after[c][i] - before[c][i]) * k;
  }
}
