import type { CatalogueColor, CatalogueItem, MembershipLevel } from '@looklab/shared';
import { chroma, hexToLab, hue, type Lab } from '../image/color';
import { visibleColors, type StylistCategory } from './catalogue';
import type { GoalIntent } from './goal';
import type { StylistTraits } from './traits';

export type Reason = { weight: number; text: string };
export type ScoredOption = {
  item: CatalogueItem;
  color: CatalogueColor | null;
  score: number;
  reasons: Reason[];
};

const naturalHairL: Record<string, number> = {
  black: 20,
  'dark brown': 30,
  brown: 42,
  'light brown': 55,
  'dark blonde': 60,
  blonde: 72,
  'platinum blonde': 85,
  auburn: 40,
  'copper red': 50,
  'silver-grey': 65,
  grey: 62,
  white: 85,
  dark: 28,
  'medium-toned': 45,
};

/** Lab of a catalogue hex; ranges give their midpoint; N/A and Assorted give null. */
export function colorLab(hex: string): Lab | null {
  const parts = hex.split('-');
  if (parts.length === 2) {
    const a = hexToLab(parts[0] ?? '');
    const b = hexToLab(parts[1] ?? '');
    if (a && b) return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
    return null;
  }
  return hexToLab(hex);
}

const lipLike: ReadonlySet<StylistCategory> = new Set(['lipstick', 'lipLiner', 'lipTint', 'blush']);
const skinLike: ReadonlySet<StylistCategory> = new Set(['foundation', 'concealer']);
const shadeLike: ReadonlySet<StylistCategory> = new Set(['contour', 'bronzer']);

function isWarmHue(h: number): boolean {
  return h >= 25 && h <= 95;
}
function isCoolHue(h: number): boolean {
  return h > 300 || h < 12 || (h > 170 && h <= 300);
}

/** How well one colour suits the person in this category, with reasons. */
export function scoreColor(
  color: CatalogueColor,
  category: StylistCategory,
  t: StylistTraits,
  goal: GoalIntent,
): { score: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let score = 0;
  const lab = colorLab(color.hex);
  const lname = color.name.toLowerCase();
  if (t.bestColors.some((b) => lname.includes(b) || b.includes(lname))) {
    score += 1.5;
    reasons.push({ weight: 1.5, text: `${color.name} belongs to your ${t.season} palette` });
  }
  if (t.avoidColors.some((b) => lname.includes(b))) score -= 2;
  if (!lab) return { score, reasons };
  const h = hue(lab);
  const c = chroma(lab);
  if (c > 8 && category !== 'foundation' && category !== 'concealer') {
    if (t.warm && isWarmHue(h)) {
      score += 1.5;
      reasons.push({
        weight: 1.5,
        text: `the warm ${color.name} echoes your ${t.undertoneWord} undertone`,
      });
    } else if (t.cool && isCoolHue(h)) {
      score += 1.5;
      reasons.push({ weight: 1.5, text: `the cool ${color.name} suits your cool undertone` });
    } else if ((t.warm && isCoolHue(h)) || (t.cool && isWarmHue(h))) score -= 1;
  }
  const skinL = 82 - 52 * t.skinDepth;
  if (lipLike.has(category)) {
    const target = 62 - 28 * t.skinDepth - 10 * Math.max(0, goal.intensity);
    const d = Math.abs(lab[0] - target);
    score -= d / 15;
    if (d < 10)
      reasons.push({ weight: 1, text: `its depth flatters your ${t.skinWord.toLowerCase()} skin` });
    score += (goal.intensity * (c - 30)) / 25;
  } else if (skinLike.has(category)) {
    const target = skinL + (category === 'concealer' ? 4 : 0);
    const d = Math.abs(lab[0] - target);
    score -= d / 5;
    if (t.warm && isWarmHue(h)) score += 0.8;
    if (t.cool && h < 50) score += 0.8;
    if (d < 6)
      reasons.push({
        weight: 2,
        text: `${color.name} matches your ${t.skinWord.toLowerCase()} skin with its ${t.undertoneWord} undertone`,
      });
  } else if (shadeLike.has(category)) {
    const d = Math.abs(lab[0] - (skinL - 16));
    score -= d / 8;
    if (d < 8)
      reasons.push({
        weight: 1,
        text: `about two shades deeper than your ${t.skinWord.toLowerCase()} skin`,
      });
  } else if (category === 'highlighter') {
    if (t.warm && h > 40 && h < 100) score += 0.8;
    if (t.cool && (h > 250 || h < 40)) score += 0.8;
  } else if (category === 'hairColor') {
    const natural = naturalHairL[t.hairWord] ?? 40;
    const d = Math.abs(lab[0] - natural);
    score -= (d / 25) * (1 - 0.6 * goal.intensity);
    if (d < 15)
      reasons.push({
        weight: 1,
        text: `stays close enough to your natural ${t.hairWord} hair to look believable`,
      });
    if (goal.intensity > 0.5) score += c / 40;
  } else if (category === 'eyeliner' || category === 'mascara' || category === 'eyebrow') {
    if (category === 'eyebrow') {
      const natural = naturalHairL[t.hairWord] ?? 40;
      score -= Math.abs(lab[0] - (natural - 5)) / 20;
    }
    score += (goal.intensity * (c - 20)) / 40;
  }
  return { score, reasons };
}

const texture = (t: StylistTraits) => (t.hairWavy ? 'wavy' : 'straight');
const skin = (t: StylistTraits) => t.skinWord.toLowerCase();

/**
 * The features each category is chosen for, strongest first; items of one category take the
 * next one their scoring did not already give, so each reads differently.
 */
const featureReasons: Partial<Record<StylistCategory, (t: StylistTraits) => string[]>> = {
  lipLiner: (t) => [
    `defines the border of your ${t.lipVolume} lips`,
    `keeps your lip colour in line with your ${t.season} colouring`,
    `sharpens the shape of your ${t.lipVolume} lips`,
  ],
  lipstick: (t) => [
    `complements your ${t.season} colouring`,
    `suits your ${t.lipVolume} lips`,
    `sits well with your ${t.undertoneWord} undertone`,
  ],
  lipTint: (t) => [
    `adds sheer colour that suits your ${t.lipVolume} lips`,
    `a light touch for your ${t.season} colouring`,
    `keeps your ${skin(t)} skin looking fresh`,
  ],
  mascara: (t) => [
    `opens up your ${t.eyeWord} eyes`,
    `defines the lashes around your ${t.eyeWord} eyes`,
    `adds depth that suits your ${t.season} colouring`,
  ],
  eyeliner: (t) => [
    `frames your ${t.eyeWord} eyes`,
    `lifts the outer corners of your ${t.eyeWord} eyes`,
    `a contrast that suits your ${t.season} colouring`,
  ],
  eyeshadow: (t) => [
    `brings out your ${t.eyeWord} eyes`,
    `its tones suit your ${t.undertoneWord} undertone`,
    `adds depth in keeping with your ${t.season} colouring`,
  ],
  eyebrow: (t) => [
    `balances your ${t.faceShape} face`,
    `frames your ${t.eyeWord} eyes`,
    `a shade in keeping with your ${t.hairWord} hair`,
  ],
  contour: (t) => [
    `sculpts your ${t.faceShape} face`,
    `a shadow tone for your ${skin(t)} skin`,
    `defines your cheekbones without hiding your ${t.undertoneWord} undertone`,
  ],
  highlighter: (t) => [
    `lifts the high points of your ${t.faceShape} face`,
    `its glow suits your ${t.undertoneWord} undertone`,
    `brightens your ${skin(t)} skin`,
  ],
  blush: (t) => [
    `adds warmth in keeping with your ${t.season} colouring`,
    `lifts the cheeks of your ${t.faceShape} face`,
    `a flush that suits your ${skin(t)} skin`,
  ],
  bronzer: (t) => [
    `warms your ${skin(t)} skin`,
    `adds sun-kissed depth for your ${t.season} colouring`,
    `sits well with your ${t.undertoneWord} undertone`,
  ],
  foundation: (t) => [
    `evens out your ${skin(t)} skin`,
    `matches your ${t.undertoneWord} undertone`,
    `a base that suits your ${t.season} colouring`,
  ],
  concealer: (t) => [
    `brightens under the eyes of your ${skin(t)} skin`,
    `blends into your ${t.undertoneWord} undertone`,
    `evens out shadows around your ${t.eyeWord} eyes`,
  ],
  hairColor: (t) => [
    `complements your ${t.undertoneWord} undertone and ${t.eyeWord} eyes`,
    `in keeping with your ${t.season} colouring`,
    `brightens your ${skin(t)} skin`,
  ],
  hairstyle: (t) => [
    `works with your ${t.faceShape} face shape`,
    `suits the ${texture(t)} texture of your hair`,
    `frames your ${t.eyeWord} eyes`,
  ],
  facialHair: (t) => [
    `shapes your ${t.faceShape} face`,
    `defines your jawline`,
    `a shade in keeping with your ${t.hairWord} hair`,
  ],
  hairTexture: (t) => [
    `suits the ${texture(t)} texture of your hair`,
    `works with your ${t.faceShape} face shape`,
    `adds movement to your ${t.hairWord} hair`,
  ],
  hairColorVariant: (t) => [
    `adds dimension to ${t.hairWord} hair`,
    `catches the light around your ${t.faceShape} face`,
    `in keeping with your ${t.season} colouring`,
  ],
};

/** Shape/tag score of an item (without colour). */
export function scoreItem(
  item: CatalogueItem,
  category: StylistCategory,
  t: StylistTraits,
  goal: GoalIntent,
): { score: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let score = 0;
  if (item.faceShapes && item.faceShapes.length > 0) {
    if (item.faceShapes.includes(t.faceShape)) {
      score += 3;
      reasons.push({ weight: 3, text: `flatters your ${t.faceShape} face shape` });
    } else score -= 1;
  }
  const occ = (item.occasions ?? []).filter((o) => goal.occasions.includes(o));
  const moods = (item.moods ?? []).filter((m) => goal.moods.includes(m));
  if (occ.length + moods.length > 0) {
    score += 2 * Math.min(3, occ.length + moods.length);
    reasons.push({ weight: 2.5, text: `made for ${goal.label}` });
  }
  if (goal.moods.length === 0) {
    if ((item.moods ?? []).some((m) => m === 'natural' || m === 'classic' || m === 'polished'))
      score += 0.5;
    if ((item.moods ?? []).some((m) => m === 'edgy' || m === 'artistic')) score -= 1;
  }
  if (item.isAvantGarde) score += goal.intensity > 0.7 ? 1 : -2;
  const f = item.finish;
  if (f) {
    if (goal.intensity > 0.4 && (f === 'gloss' || f === 'shimmer' || f === 'metallic')) score += 1;
    if (goal.intensity < 0 && (f === 'matte' || f === 'natural' || f === 'satin')) score += 1;
    if (t.age >= 45 && (f === 'shimmer' || f === 'metallic')) score -= 1;
    if (t.age >= 45 && f === 'dewy') {
      score += 0.5;
      reasons.push({ weight: 0.8, text: 'a dewy finish keeps mature skin looking fresh' });
    }
  }
  if (category === 'hairTexture') {
    const name = item.name.toLowerCase();
    const current = t.hairWavy ? 'wavy' : 'straight';
    if (name === current) {
      score += 2;
      reasons.push({ weight: 1.5, text: `keeps the natural ${current} movement of your hair` });
    } else if (name === 'wavy' || name === 'straight') score += 1;
    else score += goal.intensity > 0.5 ? 0.5 : -1;
  }
  if (category === 'hairstyle') {
    if (t.hairStatus !== 'full_hair' && item.lengthBucket === 'short') {
      score += 1;
      reasons.push({ weight: 1, text: 'a short cut works with your hairline' });
    }
    if (t.faceShape === 'round' && item.lengthBucket === 'long') score += 0.5;
    if (t.faceShape === 'oblong' && item.lengthBucket === 'long') score -= 0.5;
  }
  if (goal.intensity < -0.3 && (item.moods ?? []).some((m) => m === 'bold' || m === 'glam'))
    score -= 1.5;
  if (goal.intensity > 0.5 && (item.moods ?? []).some((m) => m === 'minimal' || m === 'natural'))
    score -= 1;
  return { score, reasons };
}

/** All (item, colour) options of a category for this person, scored. */
export function scoreOptions(
  items: readonly CatalogueItem[],
  category: StylistCategory,
  t: StylistTraits,
  goal: GoalIntent,
  level: MembershipLevel,
): ScoredOption[] {
  const out: ScoredOption[] = [];
  for (const item of items) {
    const base = scoreItem(item, category, t, goal);
    const colors = visibleColors(item, level);
    if (colors.length === 0) {
      out.push({ item, color: null, score: base.score, reasons: base.reasons });
      continue;
    }
    let best: ScoredOption | null = null;
    for (const color of colors) {
      const cs = scoreColor(color, category, t, goal);
      const opt: ScoredOption = {
        item,
        color,
        score: base.score + cs.score,
        reasons: [...base.reasons, ...cs.reasons],
      };
      if (!best || opt.score > best.score) best = opt;
    }
    if (best) out.push(best);
  }
  return out;
}

/**
 * Rationale citing the person's features: the strongest reason this category has not given yet
 * (`used`, filled as items are explained, so each item reads differently), then the next feature
 * the category is chosen for (face shape, skin, undertone, season, hair texture, lips, eyes).
 */
export function rationaleFor(
  opt: ScoredOption,
  category: StylistCategory,
  t: StylistTraits,
  used: Set<string> = new Set(),
): string {
  const sorted = [...opt.reasons].sort((a, b) => b.weight - a.weight).map((r) => r.text);
  const reasons = [...new Set(sorted)];
  const features = featureReasons[category]?.(t) ?? [];
  const lead = reasons.find((r) => !used.has(r)) ?? reasons[0];
  const feature = features.find((f) => !used.has(f) && f !== lead) ?? features[0];
  const parts = [lead, feature].filter((p, i, all): p is string => !!p && all.indexOf(p) === i);
  for (const p of parts) used.add(p);
  const showColor = opt.color && opt.color.name !== opt.item.name;
  const subject = showColor && opt.color ? `${opt.item.name} in ${opt.color.name}` : opt.item.name;
  if (parts.length === 0) return `${subject} suits your ${t.season} colouring.`;
  return `${subject} — ${parts.join('; ')}.`;
}
