import { isNoneValue } from '../categories/category-config';

/** Procedures as comma text, or 'None' when empty (spec §3). */
export function formatProcedures(
  procedures: readonly string[] | string | null | undefined,
): string {
  const list: readonly string[] =
    typeof procedures === 'string' ? procedures.split(',') : (procedures ?? []);
  const names = list.map((p) => p.trim()).filter((p) => p && !isNoneValue(p));
  return names.length ? names.join(', ') : 'None';
}

/** A record of applied styles (image record or selections-like) for display. */
export type LookRecord = Partial<
  Record<string, string | readonly string[] | boolean | null | undefined>
>;

/** Look categories in display order: the selection key, its label and its colour key. */
export const lookDisplayOrder: readonly [key: string, label: string, colorKey?: string][] = [
  ['hairColor', 'Hair Color', 'hairColorVariant'],
  ['hairTexture', 'Texture'],
  ['facialHairStyle', 'Facial Hair'],
  ['eyebrowStyle', 'Eyebrows', 'eyebrowColor'],
  ['lipstickStyle', 'Lipstick', 'lipstickColor'],
  ['lipLinerStyle', 'Lip Liner', 'lipLinerColor'],
  ['lipTintStyle', 'Lip Tint', 'lipTintColor'],
  ['foundationStyle', 'Foundation', 'foundationColor'],
  ['concealerStyle', 'Concealer', 'concealerColor'],
  ['blushStyle', 'Blush', 'blushColor'],
  ['contourStyle', 'Contour', 'contourColor'],
  ['highlighterStyle', 'Highlighter', 'highlighterColor'],
  ['bronzerStyle', 'Bronzer', 'bronzerColor'],
  ['eyeshadowStyle', 'Eyeshadow'],
  ['eyelinerStyle', 'Eyeliner', 'eyelinerColor'],
  ['mascaraStyle', 'Mascara', 'mascaraColor'],
  ['dentalProcedure', 'Dental'],
];

/**
 * The customizations applied on an image, as short labels ('Copper (Balayage)',
 * 'Lipstick: Classic Matte, Classic Red', 'Procedures: Lip Filler'). None values are skipped.
 */
export function appliedCustomizations(record: LookRecord): string[] {
  const out: string[] = [];
  for (const [key, label, extraKey] of lookDisplayOrder) {
    const value = record[key];
    if (typeof value !== 'string' || isNoneValue(value)) continue;
    const extra = extraKey ? record[extraKey] : undefined;
    const extraText = typeof extra === 'string' && !isNoneValue(extra) ? extra : null;
    if (key === 'hairColor') out.push(extraText ? `${value} (${extraText})` : value);
    else out.push(`${label}: ${extraText ? `${value}, ${extraText}` : value}`);
  }
  const raw = record.procedures;
  const procedures = formatProcedures(typeof raw === 'string' || isStringList(raw) ? raw : []);
  if (procedures !== 'None') out.push(`Procedures: ${procedures}`);
  return out;
}

/** The image dialog subtitle: applied customizations joined by a bullet. */
export function customizationSubtitle(record: LookRecord): string {
  return appliedCustomizations(record).join(' • ');
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
