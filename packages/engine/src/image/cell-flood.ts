/**
 * 8-connected flood from the first `sp` cells of `stack` (already marked in `seen`) into every
 * unseen cell that `accept`s (from the reached cell `from` beside it), calling `visit` on each
 * cell reached (the seeds included).
 */
export function floodCells(
  stack: Int32Array,
  sp: number,
  seen: Uint8Array,
  gw: number,
  gh: number,
  accept: (k: number, from: number) => boolean,
  visit: (k: number) => void,
): void {
  while (sp > 0) {
    const c = stack[--sp];
    visit(c);
    const x = c % gw;
    const y = (c - x) / gw;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= gh) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= gw) continue;
        const k = yy * gw + xx;
        if (seen[k] || !accept(k, c)) continue;
        seen[k] = 1;
        stack[sp++] = k;
      }
    }
  }
}
