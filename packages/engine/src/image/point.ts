/** Plane points and small vector helpers: the pixel maths' notion of a point. */

export type Point = [number, number];

export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function centroid(p: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const q of p) {
    x += q[0];
    y += q[1];
  }
  return [x / Math.max(1, p.length), y / Math.max(1, p.length)];
}

export function translate(p: readonly Point[], dx: number, dy: number): Point[] {
  return p.map((q) => [q[0] + dx, q[1] + dy]);
}

/** Scales points about a centre. */
export function scaleAbout(p: readonly Point[], c: Point, sx: number, sy = sx): Point[] {
  return p.map((q) => [c[0] + (q[0] - c[0]) * sx, c[1] + (q[1] - c[1]) * sy]);
}

/** Convex hull (monotone chain), counter-clockwise. */
export function convexHull(points: readonly Point[]): Point[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Point, a: Point, b: Point): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0)
      lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0)
      upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
