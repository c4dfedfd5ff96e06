/**
 * The person segmentation (runtime/segmentation.ts) on the analysis's cell grid: which cells show
 * the person (hair, skin, clothes) and which the backdrop. The hair region then tells hair from
 * backdrop by the mask instead of by colour, so a backdrop like the hair, or light of the
 * backdrop's colour on the hair, no longer decides where the hair is.
 */
import type { PersonMask } from '../render/context';
import { cellX, cellY, type Grid } from './hair-cells';

/** A cell's person probability; -1 where the mask does not reach (outside its square). */
export function personProbability(mask: PersonMask, x: number, y: number): number {
  const i = Math.floor((x - mask.x0) / mask.cellW);
  const j = Math.floor((y - mask.y0) / mask.cellH);
  if (i < 0 || j < 0 || i >= mask.width || j >= mask.height) return -1;
  return mask.data[j * mask.width + i] ?? 0;
}

/** Person probability per cell of the grid (-1: the mask does not reach the cell). */
export function personCells(g: Grid, mask: PersonMask): Float32Array {
  const out = new Float32Array(g.gw * g.gh);
  for (let c = 0; c < out.length; c++) out[c] = personProbability(mask, cellX(g, c), cellY(g, c));
  return out;
}
