import type { RawImage } from '../image/raw-image';
import { chroma, deltaE2000, hue, medianLab, type Lab } from '../image/color';
import { mean, median, stdDev } from '../image/stats';
import { sampleDisc, samplePolygon, sampleRect, type Point2 } from '../image/sample';
import { dist, pt, type Mesh } from './landmarks';
import { MESH } from '../face/landmarks';
import { hairRegion } from './hair-region';
import type { PersonMask } from '../render/context';
import { NO_CAST, type WhiteGains } from '../image/white-point';

/** Colour measurements of one face, in CIE Lab. */
export type Appearance = {
  greyscale: boolean;
  skin: Lab;
  skinSpread: number;
  iris: Lab | null;
  eyeRegion: { L: number; spread: number };
  sunglasses: boolean;
  lips: Lab;
  brows: Lab;
  browContrast: number;
  browTexture: number;
  hair: Lab | null;
  hairCoverage: number;
  foreheadSkinFraction: number;
  hairLength: 'short' | 'medium' | 'long';
  hairWavy: boolean;
  teeth: Lab | null;
};

const poly = (mesh: Mesh, ids: readonly number[]): Point2[] =>
  ids.map((i) => {
    const p = pt(mesh, i);
    return [p.x, p.y];
  });

/** Skin: cheeks and forehead patches, highlights and shadows trimmed. */
export function sampleSkin(img: RawImage, mesh: Mesh): { skin: Lab; spread: number } {
  const w = dist(pt(mesh, MESH.rightCheekEdge), pt(mesh, MESH.leftCheekEdge));
  const r = Math.max(2, w * 0.05);
  const samples: Lab[] = [];
  for (const i of [
    MESH.rightCheekHigh,
    MESH.leftCheekHigh,
    MESH.rightCheek,
    MESH.leftCheek,
    MESH.foreheadMid,
  ]) {
    const p = pt(mesh, i);
    samples.push(...sampleDisc(img, p.x, p.y, r, 150));
  }
  const Ls = samples.map((s) => s[0]).sort((a, b) => a - b);
  const lo = Ls[Math.floor(Ls.length * 0.15)] ?? 0;
  const hi = Ls[Math.floor(Ls.length * 0.9)] ?? 100;
  const kept = samples.filter((s) => s[0] >= lo && s[0] <= hi);
  return { skin: medianLab(kept.length ? kept : samples), spread: stdDev(kept.map((s) => s[0])) };
}

/** Iris colour from the pixels inside the iris ring but outside the pupil, inside the eyelids. */
export function sampleIris(img: RawImage, mesh: Mesh): Lab | null {
  if (mesh.length < 478) return null;
  const out: Lab[] = [];
  for (const ids of [MESH.rightIris, MESH.leftIris]) {
    const c = pt(mesh, ids[0] ?? 0);
    const rim = ids.slice(1).map((i) => dist(pt(mesh, i), c));
    const r = mean(rim);
    if (r < 1.5) continue;
    const disc = sampleDisc(img, c.x, c.y, r * 0.85, 200);
    const pupil = sampleDisc(img, c.x, c.y, r * 0.3, 50);
    const pupilL = median(pupil.map((p) => p[0]));
    const ring = disc.filter((s) => s[0] > pupilL + 2 && s[0] < 92);
    out.push(...(ring.length > 5 ? ring : disc));
  }
  if (out.length === 0) return null;
  const sorted = [...out].sort((a, b) => a[0] - b[0]);
  // iris texture is the brighter half of the ring: lashes, lid shadow and the limbal ring are
  // darker; catchlights (the brightest tenth) are dropped too
  const kept = sorted.slice(Math.floor(sorted.length * 0.45), Math.ceil(sorted.length * 0.9));
  return medianLab(kept.length ? kept : sorted);
}

/** Relative luminance (0..1) of a CIELab lightness: ratios of it do not change with exposure. */
const lumOf = (L: number): number => ((Math.max(0, L) + 16) / 116) ** 3;

/** A lens in front of an eye darkens the skin around it (lid, under-eye, beside the corner) to
 * below this share of the cheek's luminance; a bare eye's surroundings stay near the cheek's. */
const LENS_RING = 0.3;
/** …and nothing inside the eye is bright: the brightest tenth of the eye (the white, a
 * catchlight) stays below this share of the cheek's luminance behind a tinted lens. */
const LENS_BRIGHT = 0.35;

/**
 * Eye-region darkness and texture, and whether lenses sit in front of the eyes. Sunglasses are
 * judged by what a lens does, relative to the face's own cheeks (so a dim, dark or relit photo
 * changes nothing): the skin around both eyes is dark, and nothing in either eye is bright.
 * Dark eyes, lashes, make-up or shadow under the brow leave the under-eye skin and the eye's
 * white bright.
 */
export function sampleEyeRegion(
  img: RawImage,
  mesh: Mesh,
  _skin: Lab,
): { L: number; spread: number; sunglasses: boolean } {
  const samples = [
    ...samplePolygon(img, poly(mesh, MESH.rightEyeContour), 200),
    ...samplePolygon(img, poly(mesh, MESH.leftEyeContour), 200),
  ];
  const L = median(samples.map((s) => s[0]));
  const spread = stdDev(samples.map((s) => s[0]));
  const w = dist(pt(mesh, MESH.rightCheekEdge), pt(mesh, MESH.leftCheekEdge));
  const cheeks: Lab[] = [];
  for (const i of [MESH.rightCheek, MESH.leftCheek]) {
    const p = pt(mesh, i);
    cheeks.push(...sampleDisc(img, p.x, p.y, w * 0.04, 80));
  }
  const cheekY = lumOf(median(cheeks.map((s) => s[0])));
  const lensOn = (contour: readonly number[], below: number, outer: number): boolean => {
    const eye = samplePolygon(img, poly(mesh, contour), 200);
    const ring: Lab[] = [];
    const b = pt(mesh, below);
    const o = pt(mesh, outer);
    const c = centroidOf(poly(mesh, contour));
    // under the lower lid, and beside the outer corner away from the eye's centre
    ring.push(...sampleDisc(img, b.x, b.y + w * 0.03, w * 0.015, 40));
    const dx = o.x - c[0];
    const dy = o.y - c[1];
    const dl = Math.hypot(dx, dy) || 1;
    ring.push(
      ...sampleDisc(img, o.x + (dx / dl) * w * 0.025, o.y + (dy / dl) * w * 0.025, w * 0.015, 40),
    );
    if (eye.length < 4 || ring.length < 4) return false;
    const ls = eye.map((s) => s[0]).sort((x, y) => x - y);
    const bright = lumOf(ls[Math.floor(ls.length * 0.9)] ?? 0);
    const ringY = lumOf(median(ring.map((s) => s[0])));
    return ringY < LENS_RING * cheekY && bright < LENS_BRIGHT * cheekY;
  };
  const sunglasses =
    cheekY > 0 &&
    lensOn(MESH.rightEyeContour, MESH.rightEyeBottom, MESH.rightEyeOuter) &&
    lensOn(MESH.leftEyeContour, MESH.leftEyeBottom, MESH.leftEyeOuter);
  return { L, spread, sunglasses };
}

function centroidOf(p: Point2[]): Point2 {
  let x = 0;
  let y = 0;
  for (const q of p) {
    x += q[0];
    y += q[1];
  }
  return [x / Math.max(1, p.length), y / Math.max(1, p.length)];
}

export function sampleLips(img: RawImage, mesh: Mesh): Lab {
  const outer = samplePolygon(img, poly(mesh, MESH.lipsOuter), 400);
  const sorted = [...outer].sort((a, b) => a[0] - b[0]);
  const kept = sorted.slice(Math.floor(sorted.length * 0.25), Math.ceil(sorted.length * 0.9));
  return medianLab(kept.length ? kept : outer);
}

export function sampleTeeth(img: RawImage, mesh: Mesh, mouthOpen: number): Lab | null {
  if (mouthOpen < 0.08) return null;
  const inner = samplePolygon(img, poly(mesh, MESH.lipsInner), 300);
  const bright = inner.filter((s) => s[0] > 55 && chroma(s) < 30);
  if (bright.length < Math.max(4, inner.length * 0.2)) return null;
  return medianLab(bright);
}

export function sampleBrows(
  img: RawImage,
  mesh: Mesh,
  skin: Lab,
): { brows: Lab; contrast: number; texture: number } {
  const samples = [
    ...samplePolygon(
      img,
      poly(mesh, [...MESH.rightBrowUpper, ...[...MESH.rightBrowLower].reverse()]),
      200,
    ),
    ...samplePolygon(
      img,
      poly(mesh, [...MESH.leftBrowUpper, ...[...MESH.leftBrowLower].reverse()]),
      200,
    ),
  ];
  if (samples.length === 0) return { brows: skin, contrast: 0, texture: 0 };
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  const dark = sorted.slice(0, Math.max(1, Math.floor(sorted.length * 0.4)));
  const brows = medianLab(dark);
  return { brows, contrast: skin[0] - brows[0], texture: stdDev(samples.map((s) => s[0])) };
}

/**
 * Hair: colour and length from the hair's region (hair-region.ts: grown from the crown over a
 * coarse grid of the head and shoulders, apart from the background and the skin). Coverage and
 * the hairline (bald, receding) from a band above the forehead and the strip just above mesh
 * point 10: pixels close to the skin colour there count as bare scalp.
 */
export function sampleHair(
  img: RawImage,
  mesh: Mesh,
  skin: Lab,
  light: WhiteGains = NO_CAST,
  mask?: PersonMask,
): Pick<Appearance, 'hair' | 'hairCoverage' | 'foreheadSkinFraction' | 'hairLength' | 'hairWavy'> {
  const top = pt(mesh, MESH.foreheadTop);
  const chin = pt(mesh, MESH.chin);
  const fr = pt(mesh, MESH.rightCheekEdge);
  const fl = pt(mesh, MESH.leftCheekEdge);
  const w = dist(fr, fl);
  const h = dist(top, chin);
  const cx = (fr.x + fl.x) / 2;
  // crown band above the upper forehead
  const band = sampleRect(img, cx - w * 0.28, top.y - h * 0.3, w * 0.56, h * 0.2, 500);
  // the strip just above mesh point 10 decides between hairline and bare forehead
  const strip = sampleRect(img, cx - w * 0.2, top.y - h * 0.12, w * 0.4, h * 0.1, 200);
  const isSkin = (s: Lab) => deltaE2000(s, skin) < 9;
  const stripSkin = strip.length ? strip.filter(isSkin).length / strip.length : 0;
  const bandHair = band.filter((s) => !isSkin(s));
  const hairCoverage = band.length ? bandHair.length / band.length : 0;
  const masked = mask ? hairRegion(img, mesh, skin, light, mask) : null;
  // the segmentation found no hair (a tight crop, a mask cut at the photo's edge): the cells'
  // answer
  const region = masked?.colour ? masked : hairRegion(img, mesh, skin, light);
  // no hair seen at the crown (bald, or the head cut off): the band's non-skin pixels, if any
  const hair = region.colour ?? (bandHair.length > 8 ? medianLab(bandHair) : null);
  const hairLength = region.length;
  // waviness: vertical strands give strong horizontal gradients; waves add vertical ones
  const besideCheeks = [
    ...sampleRect(img, fr.x - w * 0.22, fr.y, w * 0.15, h * 0.3, 150),
    ...sampleRect(img, fl.x + w * 0.07, fl.y, w * 0.15, h * 0.3, 150),
  ];
  const wavyRegion = hairLength === 'short' ? band : besideCheeks;
  const gx: number[] = [];
  for (let i = 1; i < wavyRegion.length; i++) {
    const a = wavyRegion[i - 1];
    const b = wavyRegion[i];
    if (a && b) gx.push(Math.abs(a[0] - b[0]));
  }
  const hairWavy = mean(gx) > 6 && stdDev(wavyRegion.map((s) => s[0])) > 9;
  return { hair, hairCoverage, foreheadSkinFraction: stripSkin, hairLength, hairWavy };
}

export function measureAppearance(
  img: RawImage,
  mesh: Mesh,
  greyscale: boolean,
  mouthOpen: number,
  light: WhiteGains = NO_CAST,
  mask?: PersonMask,
): Appearance {
  const { skin, spread } = sampleSkin(img, mesh);
  const iris = sampleIris(img, mesh);
  const eye = sampleEyeRegion(img, mesh, skin);
  const lips = sampleLips(img, mesh);
  const brow = sampleBrows(img, mesh, skin);
  const hair = sampleHair(img, mesh, skin, light, mask);
  return {
    greyscale,
    skin,
    skinSpread: spread,
    iris,
    eyeRegion: { L: eye.L, spread: eye.spread },
    sunglasses: eye.sunglasses,
    lips,
    brows: brow.brows,
    browContrast: brow.contrast,
    browTexture: brow.texture,
    ...hair,
    teeth: sampleTeeth(img, mesh, mouthOpen),
  };
}

export { hue, chroma };
