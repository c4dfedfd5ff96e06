import { isNoneValue } from '../categories/category-config';
import { productName } from '../messages/messages';

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

const displayOrder: readonly [key: string, label: string, colorKey?: string][] = [
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
  for (const [key, label, extraKey] of displayOrder) {
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

export const shareHashtags = ['#LookLab', '#VirtualMakeover', '#NewLook', '#AIMakeover'] as const;

/** Share text with hashtags and the site link (spec §9). */
export function shareText(options: { siteUrl: string; hairstyle?: string | null }): string {
  const look =
    options.hairstyle && !isNoneValue(options.hairstyle)
      ? `my new ${options.hairstyle} look`
      : 'my new look';
  return `Check out ${look}, created with ${productName}! ${shareHashtags.join(' ')} ${options.siteUrl}`;
}

/** Public share URL (spec §7): {host}/share/{shareId}. */
export function shareUrl(host: string, shareId: string): string {
  return `${host.replace(/\/+$/, '')}/share/${encodeURIComponent(shareId)}`;
}

export type SharePlatform =
  | 'microblog'
  | 'socialNetwork'
  | 'forum'
  | 'pinboard'
  | 'messaging'
  | 'professionalNetwork'
  | 'email';

/** Intent URLs for the share options dialog ('Share Your Look'). */
export function sharePlatformUrl(
  platform: SharePlatform,
  options: { url: string; text: string; imageUrl?: string },
): string {
  const url = encodeURIComponent(options.url);
  const text = encodeURIComponent(options.text);
  switch (platform) {
    case 'microblog':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'socialNetwork':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'forum':
      return `https://www.reddit.com/submit?url=${url}&title=${text}`;
    case 'pinboard':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${text}${options.imageUrl ? `&media=${encodeURIComponent(options.imageUrl)}` : ''}`;
    case 'messaging':
      return `https://wa.me/?text=${encodeURIComponent(`${options.text} ${options.url}`)}`;
    case 'professionalNetwork':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(`My ${productName} makeover`)}&body=${encodeURIComponent(`${options.text}\n\n${options.url}`)}`;
  }
}

/** E-mail shares skip the public-link warning; others show it unless the user opted out. */
export function needsPublicLinkWarning(
  platform: SharePlatform | 'copyLink',
  disablePublicShareWarning: boolean,
): boolean {
  return platform !== 'email' && !disablePublicShareWarning;
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
