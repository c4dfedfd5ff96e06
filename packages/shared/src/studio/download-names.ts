import { isNoneValue } from '../categories/category-config';
import { productShortName } from '../messages/messages';

/** Spaces → underscores (file names of spec §9). */
const underscore = (text: string): string => text.trim().replace(/\s+/g, '_');

/** Remove characters that are unsafe in file names on common systems. */
const safe = (text: string): string => text.replace(/[\\/:*?"<>|#%&{}$!'@+`=]/g, '');

/** Single image: the hairstyle name with spaces as underscores plus '_makeover.png'. */
export function singleImageFileName(hairstyle: string | null | undefined): string {
  const base = hairstyle && hairstyle.trim() ? safe(underscore(hairstyle)) : 'Original';
  return `${base}_makeover.png`;
}

export interface BeforeAfterNameParts {
  hairstyle?: string | null;
  hairTexture?: string | null;
  hairColor?: string | null;
  facialHairStyle?: string | null;
  eyebrowStyle?: string | null;
  lipstickStyle?: string | null;
  procedures?: readonly string[] | string | null;
}

/**
 * Before/after download: the short-name prefix and the selected hairstyle, texture, colour,
 * facial hair, eyebrows, lipstick and procedures (None/Original skipped), joined by
 * underscores, lowercased, '.png'.
 */
export function beforeAfterFileName(parts: BeforeAfterNameParts): string {
  const procedures: readonly string[] =
    typeof parts.procedures === 'string' ? parts.procedures.split(',') : (parts.procedures ?? []);
  const words = [
    parts.hairstyle,
    parts.hairTexture,
    parts.hairColor,
    parts.facialHairStyle,
    parts.eyebrowStyle,
    parts.lipstickStyle,
    ...procedures,
  ]
    .filter((w): w is string => typeof w === 'string' && !isNoneValue(w))
    .map((w) => safe(underscore(w)));
  return [productShortName, ...words].join('_').toLowerCase() + '.png';
}

/** Comparison collage: the short-name prefix plus '_comparison.png'. */
export function comparisonFileName(): string {
  return `${productShortName}_comparison.png`;
}

/** Card files: makeover name with underscores + '_card' (+ '_page_{n}' for multi-page PNG). */
export function cardFileName(
  makeoverName: string,
  format: 'png' | 'pdf',
  page?: { index: number; total: number },
): string {
  const base = `${safe(underscore(makeoverName)) || 'Makeover'}_card`;
  const suffix = format === 'png' && page && page.total > 1 ? `_page_${page.index}` : '';
  return `${base}${suffix}.${format}`;
}
