/**
 * Colour-space maths: sRGB <-> linear RGB <-> CIE Lab (D65) and OKLab, plus CIEDE2000.
 * All functions work on plain numbers or caller-owned typed arrays (no allocations per pixel).
 * The one colour module of the engine: analysis, stylist and renderer share its Lab type.
 */
import { median } from './stats';

export type Rgb = readonly [number, number, number];
export type Lab = [number, number, number];

/** sRGB byte -> linear [0,1]. */
export const SRGB_TO_LINEAR: Float32Array = (() => {
  const t = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    t[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
  return t;
})();

const LIN_LUT_SIZE = 4096;
/** linear [0,1] (quantised to 1/4095) -> sRGB byte. */
const LINEAR_TO_SRGB: Uint8Array = (() => {
  const t = new Uint8Array(LIN_LUT_SIZE + 1);
  for (let i = 0; i <= LIN_LUT_SIZE; i++) {
    const c = i / LIN_LUT_SIZE;
    const s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
    t[i] = Math.max(0, Math.min(255, Math.round(s * 255)));
  }
  return t;
})();

export function linearToSrgbByte(v: number): number {
  if (!(v > 0)) return 0;
  if (v >= 1) return 255;
  return LINEAR_TO_SRGB[(v * LIN_LUT_SIZE + 0.5) | 0];
}

export function srgbToLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

export function linearToSrgb(v: number): number {
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(Math.max(0, v), 1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, c * 255));
}

/** Parses `#rrggbb` (or `rrggbb`) to sRGB bytes; null when it is not a hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-fA-F]{6})$/.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.max(0, Math.min(255, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

// --- cube root ---
const CBRT_SIZE = 1024;
const CBRT_MAX = 1.25;
/** below this the table's interpolation is too coarse for one Newton step */
const CBRT_MIN = 0.004;
const CBRT_SCALE = CBRT_SIZE / CBRT_MAX;
const CBRT_TABLE: Float64Array = (() => {
  const t = new Float64Array(CBRT_SIZE + 2);
  for (let i = 0; i < t.length; i++) t[i] = Math.cbrt(i / CBRT_SCALE);
  return t;
})();

/**
 * Cube root for the colour conversions: a table interpolated linearly, refined by one Newton
 * step (relative error below 1e-5), about twice as fast as Math.cbrt; Math.cbrt outside the
 * table's range.
 */
export function cbrt(t: number): number {
  if (!(t >= CBRT_MIN && t < CBRT_MAX)) return Math.cbrt(t);
  const f = t * CBRT_SCALE;
  const i = f | 0;
  const y = CBRT_TABLE[i] + (CBRT_TABLE[i + 1] - CBRT_TABLE[i]) * (f - i);
  return y - (y * y * y - t) / (3 * y * y);
}

// --- CIE Lab (D65) ---
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;

function fLab(t: number): number {
  return t > 0.008856451679 ? cbrt(t) : t * 7.787037037 + 16 / 116;
}
function fLabInv(t: number): number {
  return t > 0.206896552 ? t * t * t : (t - 16 / 116) / 7.787037037;
}

/** Linear RGB [0,1] -> CIE Lab written into out. */
export function linearToLab(r: number, g: number, b: number, out: Lab): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / XN;
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / YN;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / ZN;
  const fx = fLab(x);
  const fy = fLab(y);
  const fz = fLab(z);
  out[0] = 116 * fy - 16;
  out[1] = 500 * (fx - fy);
  out[2] = 200 * (fy - fz);
  return out;
}

/** CIE Lab -> linear RGB written into out (not clamped). */
export function labToLinear(l: number, a: number, bb: number, out: Lab): Lab {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - bb / 200;
  const x = fLabInv(fx) * XN;
  const y = fLabInv(fy) * YN;
  const z = fLabInv(fz) * ZN;
  out[0] = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  out[1] = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  out[2] = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return out;
}

export function srgbToLab(rgb: Rgb): Lab {
  return linearToLab(
    SRGB_TO_LINEAR[Math.round(rgb[0])],
    SRGB_TO_LINEAR[Math.round(rgb[1])],
    SRGB_TO_LINEAR[Math.round(rgb[2])],
    [0, 0, 0],
  );
}

// --- OKLab ---
/** Linear RGB -> OKLab (L in [0,1]). */
export function linearToOklab(r: number, g: number, b: number, out: Lab): Lab {
  const l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  out[0] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return out;
}

/** OKLab -> linear RGB (not clamped). */
export function oklabToLinear(L: number, a: number, b: number, out: Lab): Lab {
  const l = L + 0.3963377774 * a + 0.2158037573 * b;
  const m = L - 0.1055613458 * a - 0.0638541728 * b;
  const s = L - 0.0894841775 * a - 1.291485548 * b;
  const l3 = l * l * l;
  const m3 = m * m * m;
  const s3 = s * s * s;
  out[0] = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3;
  out[1] = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3;
  out[2] = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3;
  return out;
}

export function srgbToOklab(rgb: Rgb): Lab {
  return linearToOklab(srgbToLinear(rgb[0]), srgbToLinear(rgb[1]), srgbToLinear(rgb[2]), [0, 0, 0]);
}

/** Relative luminance of linear RGB. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// --- CIEDE2000 ---
const DEG = Math.PI / 180;

/** CIEDE2000 colour difference between two CIE Lab colours. */
export function deltaE2000(c1: Lab, c2: Lab): number {
  const [L1, a1, b1] = c1;
  const [L2, a2, b2] = c2;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cb = (C1 + C2) / 2;
  const Cb7 = Math.pow(Cb, 7);
  const G = 0.5 * (1 - Math.sqrt(Cb7 / (Cb7 + 6103515625)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hp = (b: number, a: number): number => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / DEG;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hp(b1, a1p);
  const h2p = hp(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp * DEG) / 2);
  const Lbp = (L1 + L2) / 2;
  const Cbp = (C1p + C2p) / 2;
  let hbp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hbp = h1p + h2p < 360 ? hbp + 360 : hbp - 360;
    hbp /= 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbp - 30) * DEG) +
    0.24 * Math.cos(2 * hbp * DEG) +
    0.32 * Math.cos((3 * hbp + 6) * DEG) -
    0.2 * Math.cos((4 * hbp - 63) * DEG);
  const dTheta = 30 * Math.exp(-Math.pow((hbp - 275) / 25, 2));
  const Cbp7 = Math.pow(Cbp, 7);
  const Rc = 2 * Math.sqrt(Cbp7 / (Cbp7 + 6103515625));
  const Sl = 1 + (0.015 * Math.pow(Lbp - 50, 2)) / Math.sqrt(20 + Math.pow(Lbp - 50, 2));
  const Sc = 1 + 0.045 * Cbp;
  const Sh = 1 + 0.015 * Cbp * T;
  const Rt = -Math.sin(2 * dTheta * DEG) * Rc;
  const l = dLp / Sl;
  const c = dCp / Sc;
  const h = dHp / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}

/** sRGB bytes (r, g, b) -> CIE Lab. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  return linearToLab(SRGB_TO_LINEAR[r], SRGB_TO_LINEAR[g], SRGB_TO_LINEAR[b], [0, 0, 0]);
}

/** CIE Lab -> sRGB bytes, rounded and clamped. */
export function labToRgb(lab: Lab): Rgb {
  const lin = labToLinear(lab[0], lab[1], lab[2], [0, 0, 0]);
  return [
    Math.round(linearToSrgb(lin[0])),
    Math.round(linearToSrgb(lin[1])),
    Math.round(linearToSrgb(lin[2])),
  ];
}

export function hexToLab(hex: string): Lab | null {
  const c = parseHex(hex);
  return c ? srgbToLab(c) : null;
}

export function chroma(c: Lab): number {
  return Math.hypot(c[1], c[2]);
}

/** Hue angle in degrees 0..360. */
export function hue(c: Lab): number {
  const h = (Math.atan2(c[2], c[1]) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** Per-channel median of Lab samples (robust against highlights and stray pixels). */
export function medianLab(samples: Lab[]): Lab {
  return [
    median(samples.map((s) => s[0])),
    median(samples.map((s) => s[1])),
    median(samples.map((s) => s[2])),
  ];
}
