/*
 * Tiny helpers for building SVG strings without a DOM. Every icon is a 64×64 viewBox.
 */

export const ICON_SIZE = 64;

/** Round to 2 decimals and refuse non-finite numbers (an icon must never contain NaN). */
export function n(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Non-finite number in SVG: ${value}`);
  return String(Math.round(value * 100) / 100);
}

/** Escape text for an attribute value or text node. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type AttrValue = string | number | undefined;

/** `<tag a="b" …/>` or `<tag …>children</tag>`; undefined attributes are left out. */
export function el(tag: string, attrs: Record<string, AttrValue>, children = ''): string {
  const parts = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : esc(value)}"`);
  const open = parts.length ? `<${tag} ${parts.join(' ')}` : `<${tag}`;
  return children ? `${open}>${children}</${tag}>` : `${open}/>`;
}

/** Wrap shapes in an `<svg>` root with xmlns, viewBox and an accessible title. */
export function svgDoc(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}" ` +
    `width="${ICON_SIZE}" height="${ICON_SIZE}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>`
  );
}

/** A data URL usable directly as an `<img src>`; never a network request, never broken. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Decode an icon data URL back to its SVG text (for tests and server-side use). */
export function svgFromDataUrl(url: string): string | null {
  const prefix = 'data:image/svg+xml;utf8,';
  if (!url.startsWith(prefix)) return null;
  return decodeURIComponent(url.slice(prefix.length));
}

export type Point = readonly [number, number];

/** Closed polygonal path through the points. */
export function polygonPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}Z`;
}

/** Smooth closed path (Catmull-Rom converted to cubic Béziers) through the points. */
export function smoothPath(points: readonly Point[]): string {
  const count = points.length;
  if (count < 3) return polygonPath(points);
  const at = (i: number): Point => points[((i % count) + count) % count] ?? [0, 0];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Mix two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const mix = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${mix.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): [number, number, number] {
  const clean = /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.slice(1) : '808080';
  return [
    parseInt(clean.slice(0, 2), 16),
    parseInt(clean.slice(2, 4), 16),
    parseInt(clean.slice(4, 6), 16),
  ];
}

/** Relative luminance 0..1 of a #rrggbb colour (for picking contrasting strokes). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
