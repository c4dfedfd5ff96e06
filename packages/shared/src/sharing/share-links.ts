import { isNoneValue } from '../categories/category-config';
import { productName } from '../messages/messages';

export const shareHashtags = ['#LookLab', '#VirtualMakeover', '#NewLook', '#AIMakeover'] as const;

/** The platforms of the 'Share Your Look' dialog, in the order it lists them (spec §2). */
export const sharePlatforms = [
  'microblog',
  'socialNetwork',
  'forum',
  'pinboard',
  'messaging',
  'professionalNetwork',
  'email',
] as const;
export type SharePlatform = (typeof sharePlatforms)[number];

/** The site's address without the scheme ('looklab.example'), as watermarks and cards print it. */
export function siteAddress(origin: string): string {
  return origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
}

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

/** Where a shared image is served publicly (spec §7: `{shareId}.png`), relative to the site. */
export function sharedImagePath(shareId: string): string {
  return `/api/shares/${encodeURIComponent(shareId)}.png`;
}

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
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
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
