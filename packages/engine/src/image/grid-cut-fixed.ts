/**
 * The hair cut's usual shape: most cells are known not to be hair (the face, off the person),
 * so only the box around the others is solved.
 */
import { gridBox } from './grid-box';
import { GridCutter, type GridCutProblem, type GridLinks } from './grid-cut';

/**
 * The cut with some cells fixed to the sink side: only the box around the free cells is solved,
 * and only its free cells take part — a link from a free cell to a fixed one becomes sink cost
 * of the free cell (the fixed cell's label is known), the fixed cells in the box are left out of
 * the graph (half the box, on the hair's usual shape).
 */
export function gridMinCutFixed(p: GridCutProblem, fixed: Uint8Array, scale = 256): Uint8Array {
  return new FixedGridCutter(p.width, p.height, p, fixed, scale).solve(p.source, p.sink);
}

/** `gridMinCutFixed` for terminal costs that change between solves (the links stay). */
export class FixedGridCutter {
  private readonly box: { x0: number; y0: number; x1: number; y1: number } | null;
  private readonly cutter: GridCutter | null = null;
  /** per box cell, its links to fixed cells (sink cost); fixed cells of the box are marked */
  private readonly edge: Float32Array = new Float32Array(0);
  private readonly fixedInBox: Uint8Array = new Uint8Array(0);
  private readonly subSource: Float32Array = new Float32Array(0);
  private readonly subSink: Float32Array = new Float32Array(0);

  constructor(
    private readonly width: number,
    private readonly height: number,
    links: GridLinks,
    fixed: Uint8Array,
    scale = 256,
  ) {
    const w = width;
    const h = height;
    this.box = gridBox(w, h, (i) => !fixed[i]);
    if (!this.box) return;
    const { x0, y0, x1, y1 } = this.box;
    const sw = x1 - x0 + 1;
    const sh = y1 - y0 + 1;
    const n = sw * sh;
    const diag = Boolean(links.southEast && links.southWest);
    const sub = {
      east: new Float32Array(n),
      south: new Float32Array(n),
      ...(diag ? { southEast: new Float32Array(n), southWest: new Float32Array(n) } : {}),
    };
    this.edge = new Float32Array(n);
    this.fixedInBox = new Uint8Array(n);
    /** the link between cell k = (x, y) and its neighbour (x + dx, y + dy) */
    const linkTo = (k: number, dx: number, dy: number): number => {
      if (dy === 0) return dx > 0 ? links.east[k] : links.east[k - 1];
      if (dx === 0) return dy > 0 ? links.south[k] : links.south[k - w];
      if (!diag) return 0;
      if (dx === dy) return dy > 0 ? links.southEast![k] : links.southEast![k - w - 1];
      return dy > 0 ? links.southWest![k] : links.southWest![k - w + 1];
    };
    /** 1 for the free cells of the box, with a frame of 0 (outside the box: fixed) */
    const fw = sw + 2;
    const free = new Uint8Array(fw * (sh + 2));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++)
        free[(y - y0 + 1) * fw + x - x0 + 1] = fixed[y * w + x] ? 0 : 1;
    }
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const k = y * w + x;
        const i = (y - y0) * sw + (x - x0);
        const f = (y - y0 + 1) * fw + x - x0 + 1;
        if (!free[f]) {
          this.fixedInBox[i] = 1;
          continue;
        }
        if (free[f + 1]) sub.east[i] = links.east[k];
        if (free[f + fw]) sub.south[i] = links.south[k];
        if (diag) {
          if (free[f + fw + 1]) sub.southEast![i] = links.southEast![k];
          if (free[f + fw - 1]) sub.southWest![i] = links.southWest![k];
        }
        // links to fixed cells, in the box or outside it, are paid as sink cost
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            if (free[f + dy * fw + dx]) continue;
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            this.edge[i] += linkTo(k, dx, dy);
          }
        }
      }
    }
    this.cutter = new GridCutter(sw, sh, sub, scale);
    this.subSource = new Float32Array(n);
    this.subSink = new Float32Array(n);
  }

  /** Labels (1 = source side) over the whole grid; a later call starts from the last flow. */
  solve(source: Float32Array, sink: Float32Array): Uint8Array {
    const { width: w, height: h, box, cutter } = this;
    const labels = new Uint8Array(w * h);
    if (!box || !cutter) return labels;
    const { x0, y0 } = box;
    const sw = cutter.width;
    const sh = cutter.height;
    for (let y = 0; y < sh; y++) {
      for (let x = 0, i = y * sw, k = (y + y0) * w + x0; x < sw; x++, i++, k++) {
        // (a fixed cell has neither links nor terminals: it stays out of both trees, sink side)
        const out = this.fixedInBox[i] === 1;
        this.subSource[i] = out ? 0 : source[k];
        this.subSink[i] = out ? 0 : sink[k] + this.edge[i];
      }
    }
    const cut = cutter.solve(this.subSource, this.subSink);
    for (let y = 0; y < sh; y++) {
      for (let x = 0; x < sw; x++) labels[(y + y0) * w + x + x0] = cut[y * sw + x];
    }
    return labels;
  }
}
