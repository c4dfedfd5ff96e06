/**
 * The hair cut's usual shape: most cells are known not to be hair (the face, off the person),
 * so only the box around the others is solved.
 */
import { gridBox } from './grid-box';
import { gridMinCut, type GridCutProblem } from './grid-cut';

/**
 * The cut with some cells fixed to the sink side: only the box around the free cells is solved;
 * links from a free cell to a fixed one outside the box become sink cost (the fixed cell's
 * label is known). Fixed cells inside the box keep their own (large) sink costs.
 */
export function gridMinCutFixed(p: GridCutProblem, fixed: Uint8Array, scale = 256): Uint8Array {
  const { width: w, height: h } = p;
  const labels = new Uint8Array(w * h);
  const box = gridBox(w, h, (i) => !fixed[i]);
  if (!box) return labels;
  const { x0, y0, x1, y1 } = box;
  const sw = x1 - x0 + 1;
  const sh = y1 - y0 + 1;
  const n = sw * sh;
  const diag = Boolean(p.southEast && p.southWest);
  const sub: GridCutProblem = {
    width: sw,
    height: sh,
    source: new Float32Array(n),
    sink: new Float32Array(n),
    east: new Float32Array(n),
    south: new Float32Array(n),
    ...(diag ? { southEast: new Float32Array(n), southWest: new Float32Array(n) } : {}),
  };
  /** the link between cell k = (x, y) and its neighbour (x + dx, y + dy) */
  const linkTo = (k: number, dx: number, dy: number): number => {
    if (dy === 0) return dx > 0 ? p.east[k] : p.east[k - 1];
    if (dx === 0) return dy > 0 ? p.south[k] : p.south[k - w];
    if (!diag) return 0;
    if (dx === dy) return dy > 0 ? p.southEast![k] : p.southEast![k - w - 1];
    return dy > 0 ? p.southWest![k] : p.southWest![k - w + 1];
  };
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const k = y * w + x;
      const i = (y - y0) * sw + (x - x0);
      sub.source[i] = p.source[k];
      sub.sink[i] = p.sink[k];
      sub.east[i] = p.east[k];
      sub.south[i] = p.south[k];
      if (diag) {
        sub.southEast![i] = p.southEast![k];
        sub.southWest![i] = p.southWest![k];
      }
      if (x > x0 && x < x1 && y > y0 && y < y1) continue;
      // links across the box's edge lead to cells known to be sink
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if ((dx === 0 && dy === 0) || xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          if (xx >= x0 && xx <= x1 && yy >= y0 && yy <= y1) continue;
          sub.sink[i] += linkTo(k, dx, dy);
        }
      }
    }
  }
  const cut = gridMinCut(sub, scale);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) labels[(y + y0) * w + x + x0] = cut.labels[y * sw + x];
  }
  return labels;
}
