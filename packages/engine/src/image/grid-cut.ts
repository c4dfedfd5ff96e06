/**
 * Minimum s–t cut on a 4- or 8-connected grid (Boykov–Kolmogorov max-flow: two search trees
 * grown from the terminals, augmentation, adoption of orphans). Used to label hair against
 * everything else: terminal capacities are the per-cell costs of each label, the n-links the
 * cost of a label change between neighbours. Capacities are scaled to integers so the flow is
 * exact and the search always ends.
 */

export type GridCutProblem = {
  width: number;
  height: number;
  /** cost of giving a cell the sink label (capacity from the source) */
  source: Float32Array;
  /** cost of giving a cell the source label (capacity to the sink) */
  sink: Float32Array;
  /** symmetric costs of a label change to the east (x+1) and south (y+1) neighbours */
  east: Float32Array;
  south: Float32Array;
  /** diagonal neighbours, both or neither: south-east (x+1, y+1) and south-west (x−1, y+1) */
  southEast?: Float32Array;
  southWest?: Float32Array;
};

export type GridCut = {
  /** 1 = source side */
  labels: Uint8Array;
  /** the cut's cost in the problem's (unscaled) units */
  cost: number;
};

// directions in pairs, d ^ 1 is the opposite: E, W, S, N, SE, NW, SW, NE
const DX = [1, -1, 0, 0, 1, -1, -1, 1];
const DY = [0, 0, 1, -1, 1, -1, 1, -1];
const TERMINAL = 8;
const ORPHAN = 9;
const NONE = 10;
const FREE = 0;
const S = 1;
const T = 2;
const INF = 0x3fffffff;

export type GridLinks = Pick<GridCutProblem, 'east' | 'south' | 'southEast' | 'southWest'>;

export function gridMinCut(p: GridCutProblem, scale = 256): GridCut {
  const cutter = new GridCutter(p.width, p.height, p, scale);
  const labels = cutter.solve(p.source, p.sink);
  return { labels, cost: cutter.flow / scale };
}

/**
 * A grid cut whose terminal costs can change while its links stay: the second solve starts from
 * the first one's flow (a reparametrised residual graph, as in Kohli and Torr's dynamic graph
 * cuts), so only the difference is pushed. `flow` is the cut's cost only after the first solve.
 */
export class GridCutter {
  readonly width: number;
  readonly height: number;
  /** flow pushed so far, in scaled units */
  flow = 0;
  private readonly scale: number;
  private readonly nd: number;
  private readonly W: number;
  private readonly N: number;
  private readonly off: number[];
  private readonly rc: Int32Array;
  private readonly tr: Int32Array;
  /** each cell's scaled source − sink cost of the last solve */
  private readonly net: Int32Array;
  private solved = false;

  constructor(width: number, height: number, links: GridLinks, scale = 256) {
    this.width = width;
    this.height = height;
    this.scale = scale;
    const w = width;
    const h = height;
    const diag = Boolean(links.southEast && links.southWest);
    this.nd = diag ? 8 : 4;
    // a one-cell frame of dead nodes (no capacity, never in a tree) spares every bounds check
    const W = (this.W = w + 2);
    this.N = W * (h + 2);
    this.off = DX.map((dx, k) => dx + DY[k] * W);
    const rc = (this.rc = new Int32Array(this.N * 8));
    this.tr = new Int32Array(this.N);
    this.net = new Int32Array(this.N);
    const { east, south, southEast: se, southWest: sw } = links;
    const q = (v: number): number => (v > 0 ? (v * scale + 0.5) | 0 : 0);
    for (let y = 0; y < h; y++) {
      for (let x = 0, k = y * w, i = (y + 1) * W + 1; x < w; x++, k++, i++) {
        const a = i * 8;
        if (x < w - 1) {
          const v = q(east[k]);
          rc[a] = v;
          rc[(i + 1) * 8 + 1] = v;
        }
        if (y < h - 1) {
          const v = q(south[k]);
          rc[a + 2] = v;
          rc[(i + W) * 8 + 3] = v;
          if (se && sw) {
            if (x < w - 1) {
              const v2 = q(se[k]);
              rc[a + 4] = v2;
              rc[(i + W + 1) * 8 + 5] = v2;
            }
            if (x > 0) {
              const v3 = q(sw[k]);
              rc[a + 6] = v3;
              rc[(i + W - 1) * 8 + 7] = v3;
            }
          }
        }
      }
    }
  }

  /**
   * Labels (1 = source side) for these terminal costs. A later call keeps the flow found so far:
   * each cell's residual terminal capacity moves by the change of its net cost.
   */
  solve(source: Float32Array, sink: Float32Array): Uint8Array {
    const { width: w, height: h, W, tr, net, scale } = this;
    for (let y = 0; y < h; y++) {
      for (let x = 0, k = y * w, i = (y + 1) * W + 1; x < w; x++, k++, i++) {
        const s = source[k] > 0 ? (source[k] * scale + 0.5) | 0 : 0;
        const t = sink[k] > 0 ? (sink[k] * scale + 0.5) | 0 : 0;
        if (!this.solved) this.flow += s < t ? s : t;
        tr[i] += s - t - net[i];
        net[i] = s - t;
      }
    }
    this.solved = true;
    return this.maxFlow();
  }

  // the search's state, allocated per solve; its helpers are methods (closures made per solve
  // would change the call targets the optimiser saw and throw its code away on every render)
  private tree = new Uint8Array(0);
  private parent = new Uint8Array(0);
  private ts = new Int32Array(0);
  private dist = new Int32Array(0);
  private queue = new Int32Array(0);
  private queued = new Uint8Array(0);
  private orphans = new Int32Array(0);
  private qHead = 0;
  private qTail = 0;
  private qLen = 0;
  private oHead = 0;
  private oTail = 0;
  private time = 0;

  private activate(i: number): void {
    if (this.queued[i]) return;
    this.queued[i] = 1;
    const t = this.qTail;
    this.queue[t] = i;
    this.qTail = t + 1 === this.N ? 0 : t + 1;
    this.qLen++;
  }

  private orphan(i: number): void {
    this.parent[i] = ORPHAN;
    const t = this.oTail;
    this.orphans[t] = i;
    this.oTail = t + 1 === this.N ? 0 : t + 1;
  }

  /** Pushes the path's bottleneck through it; returns the amount. */
  private augment(from: number, d: number): number {
    const { off, rc, tr, parent } = this;
    const to = from + off[d];
    let b = rc[from * 8 + d];
    for (let k = from; ;) {
      const pd = parent[k];
      if (pd === TERMINAL) {
        b = Math.min(b, tr[k]);
        break;
      }
      const up = k + off[pd];
      b = Math.min(b, rc[up * 8 + (pd ^ 1)]);
      k = up;
    }
    for (let k = to; ;) {
      const pd = parent[k];
      if (pd === TERMINAL) {
        b = Math.min(b, -tr[k]);
        break;
      }
      b = Math.min(b, rc[k * 8 + pd]);
      k += off[pd];
    }
    rc[from * 8 + d] -= b;
    rc[to * 8 + (d ^ 1)] += b;
    for (let k = from; ;) {
      const pd = parent[k];
      if (pd === TERMINAL) {
        tr[k] -= b;
        if (tr[k] === 0) this.orphan(k);
        break;
      }
      const up = k + off[pd];
      const a = up * 8 + (pd ^ 1);
      rc[a] -= b;
      rc[k * 8 + pd] += b;
      if (rc[a] === 0) this.orphan(k);
      k = up;
    }
    for (let k = to; ;) {
      const pd = parent[k];
      if (pd === TERMINAL) {
        tr[k] += b;
        if (tr[k] === 0) this.orphan(k);
        break;
      }
      const down = k + off[pd];
      const a = k * 8 + pd;
      rc[a] -= b;
      rc[down * 8 + (pd ^ 1)] += b;
      if (rc[a] === 0) this.orphan(k);
      k = down;
    }
    return b;
  }

  /** Distance from j to its tree's terminal, or INF when j hangs from an orphan. */
  private originDistance(j: number): number {
    const { ts, dist, parent, off, time } = this;
    let d = 0;
    for (let m = j; ;) {
      if (ts[m] === time) return d + dist[m];
      const pm = parent[m];
      d++;
      if (pm === TERMINAL) {
        ts[m] = time;
        dist[m] = 1;
        return d;
      }
      if (pm === ORPHAN || pm === NONE) return INF;
      m += off[pm];
    }
  }

  private adopt(k: number): void {
    const { tree, parent, ts, dist, off, rc, nd, time } = this;
    const side = tree[k];
    let best = -1;
    let dMin = INF;
    for (let d = 0; d < nd; d++) {
      const j = k + off[d];
      if (tree[j] !== side) continue;
      // a parent j must be able to send flow j→k in the source tree, k→j in the sink tree
      if ((side === S ? rc[j * 8 + (d ^ 1)] : rc[k * 8 + d]) <= 0) continue;
      let dd = this.originDistance(j);
      if (dd >= INF) continue;
      if (dd < dMin) {
        best = d;
        dMin = dd;
      }
      for (let m = j; ts[m] !== time; m += off[parent[m]]) {
        ts[m] = time;
        dist[m] = dd--;
      }
    }
    if (best >= 0) {
      parent[k] = best;
      ts[k] = time;
      dist[k] = dMin + 1;
      return;
    }
    for (let d = 0; d < nd; d++) {
      const j = k + off[d];
      if (tree[j] !== side) continue;
      if ((side === S ? rc[j * 8 + (d ^ 1)] : rc[k * 8 + d]) > 0) this.activate(j);
      const pj = parent[j];
      if (pj < 8 && j + off[pj] === k) this.orphan(j);
    }
    tree[k] = FREE;
    parent[k] = NONE;
  }

  private maxFlow(): Uint8Array {
    const { width: w, height: h, W, N, nd, off, rc, tr } = this;
    const tree = (this.tree = new Uint8Array(N));
    const parent = (this.parent = new Uint8Array(N).fill(NONE));
    const ts = (this.ts = new Int32Array(N));
    const dist = (this.dist = new Int32Array(N));
    this.queue = new Int32Array(N);
    this.queued = new Uint8Array(N);
    this.orphans = new Int32Array(N);
    this.qHead = this.qTail = this.qLen = 0;
    this.oHead = this.oTail = 0;
    this.time = 0;
    const { queue, queued, orphans } = this;
    let flow = 0;

    // paths of one link first: a source-side cell next to a sink-side one sends what both can
    // take straight through their link (most of the flow near the boundary), cheaply
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y + 1) * W + x + 1;
        for (let d = 0; d < nd && tr[i] > 0; d++) {
          const j = i + off[d];
          if (tr[j] >= 0) continue;
          const b = Math.min(tr[i], -tr[j], rc[i * 8 + d]);
          if (b <= 0) continue;
          tr[i] -= b;
          tr[j] += b;
          rc[i * 8 + d] -= b;
          rc[j * 8 + (d ^ 1)] += b;
          flow += b;
        }
      }
    }
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y + 1) * W + x + 1;
        if (tr[i] === 0) continue;
        tree[i] = tr[i] > 0 ? S : T;
        parent[i] = TERMINAL;
        dist[i] = 1;
        this.activate(i);
      }
    }

    let current = -1;
    for (;;) {
      if (current >= 0 && tree[current] === FREE) current = -1;
      while (current < 0 && this.qLen > 0) {
        const qh = this.qHead;
        const i = queue[qh];
        this.qHead = qh + 1 === N ? 0 : qh + 1;
        this.qLen--;
        queued[i] = 0;
        if (tree[i] !== FREE) current = i;
      }
      if (current < 0) break;
      const i = current;
      let from = -1;
      let dir = -1;
      if (tree[i] === S) {
        for (let d = 0; d < nd; d++) {
          if (rc[i * 8 + d] <= 0) continue;
          const j = i + off[d];
          if (tree[j] === FREE) {
            tree[j] = S;
            parent[j] = d ^ 1;
            ts[j] = ts[i];
            dist[j] = dist[i] + 1;
            this.activate(j);
          } else if (tree[j] === T) {
            from = i;
            dir = d;
            break;
          } else if (ts[j] <= ts[i] && dist[j] > dist[i]) {
            parent[j] = d ^ 1;
            ts[j] = ts[i];
            dist[j] = dist[i] + 1;
          }
        }
      } else {
        for (let d = 0; d < nd; d++) {
          const j = i + off[d];
          if (rc[j * 8 + (d ^ 1)] <= 0) continue;
          if (tree[j] === FREE) {
            tree[j] = T;
            parent[j] = d ^ 1;
            ts[j] = ts[i];
            dist[j] = dist[i] + 1;
            this.activate(j);
          } else if (tree[j] === S) {
            from = j;
            dir = d ^ 1;
            break;
          } else if (ts[j] <= ts[i] && dist[j] > dist[i]) {
            parent[j] = d ^ 1;
            ts[j] = ts[i];
            dist[j] = dist[i] + 1;
          }
        }
      }
      this.time++;
      if (from < 0) {
        current = -1;
        continue;
      }
      flow += this.augment(from, dir);
      // orphans in the order they were made (first in, first out)
      while (this.oHead !== this.oTail) {
        const oh = this.oHead;
        this.oHead = oh + 1 === N ? 0 : oh + 1;
        this.adopt(orphans[oh]);
      }
    }

    const labels = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) labels[y * w + x] = tree[(y + 1) * W + x + 1] === S ? 1 : 0;
    }
    this.flow += flow;
    return labels;
  }
}

/** The cost of a labelling under the problem (for tests and diagnostics). */
export function cutCost(p: GridCutProblem, labels: Uint8Array): number {
  const { width: w, height: h } = p;
  let e = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const k = y * w + x;
      const l = labels[k];
      e += l ? p.sink[k] : p.source[k];
      if (x < w - 1 && labels[k + 1] !== l) e += p.east[k];
      if (y < h - 1 && labels[k + w] !== l) e += p.south[k];
      if (p.southEast && p.southWest && y < h - 1) {
        if (x < w - 1 && labels[k + w + 1] !== l) e += p.southEast[k];
        if (x > 0 && labels[k + w - 1] !== l) e += p.southWest[k];
      }
    }
  }
  return e;
}
