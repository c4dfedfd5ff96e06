/**
 * A value on a grid of samples read at a fractional position (fx, fy) in grid units: bilinear
 * between the four nearest samples, clamped at the grid's edges.
 */
export function gridSample(
  grid: ArrayLike<number>,
  width: number,
  height: number,
  fx: number,
  fy: number,
): number {
  const x = Math.min(width - 1, Math.max(0, fx));
  const y = Math.min(height - 1, Math.max(0, fy));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const tx = x - x0;
  const ty = y - y0;
  const a = y0 * width;
  const b = y1 * width;
  const top = grid[a + x0] + (grid[a + x1] - grid[a + x0]) * tx;
  const bottom = grid[b + x0] + (grid[b + x1] - grid[b + x0]) * tx;
  return top + (bottom - top) * ty;
}
