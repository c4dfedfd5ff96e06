import { isHydrating } from '@/lib/hydration';

export type ImageSize = { width: number; height: number };

/**
 * The size the server wrote on a pre-rendered page's `<img src>` (it knows a share's picture; the
 * build that rendered the page did not), read while that page hydrates so the picture keeps the
 * box it was given; null otherwise (the box then comes with the picture).
 */
export function servedImageSize(src: string): ImageSize | null {
  if (typeof document === 'undefined' || !isHydrating()) return null;
  const img = [...document.images].find((image) => image.getAttribute('src') === src);
  const width = Number(img?.getAttribute('width'));
  const height = Number(img?.getAttribute('height'));
  return width > 0 && height > 0 ? { width, height } : null;
}
