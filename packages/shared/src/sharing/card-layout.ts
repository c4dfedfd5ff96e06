import { cardGeometry } from '../studio/studio-constants';

/** A rectangle in the card's pixels (or the PDF's millimetres). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Type sizes and spacing of the printable card, in pixels of the 2480 × 3508 page. */
export const cardType = {
  /** makeover name at the top of page one */
  title: 104,
  /** the date under the title, and the footer's site line */
  subtitle: 46,
  /** section headings (AI Analysis, Style Recipe, …) */
  heading: 64,
  /** recipe group names (Hair / Makeup / Other) and photo captions */
  label: 44,
  /** list lines */
  body: 42,
  /** a list line's height, as a multiple of its type size */
  lineHeight: 1.45,
  /** space between sections */
  sectionGap: 70,
  /** space between the two photos */
  photoGap: 60,
  /** the photos' height as a share of the page's content height */
  photoShare: 0.33,
  /** side of the QR code in the footer of non-Pro cards */
  qrSide: 300,
} as const;

const { width: PAGE_W, height: PAGE_H, margin: PAGE_MARGIN } = cardGeometry.png;

/** The printable area of a card page: the page less its 100 px margin on every side. */
export function cardContentBox(): Rect {
  return {
    x: PAGE_MARGIN,
    y: PAGE_MARGIN,
    width: PAGE_W - 2 * PAGE_MARGIN,
    height: PAGE_H - 2 * PAGE_MARGIN,
  };
}

/** The Before and After photo slots, side by side under the title, `top` px from the page top. */
export function cardPhotoSlots(top: number): { before: Rect; after: Rect } {
  const box = cardContentBox();
  const width = (box.width - cardType.photoGap) / 2;
  const height = Math.round(box.height * cardType.photoShare);
  return {
    before: { x: box.x, y: top, width, height },
    after: { x: box.x + width + cardType.photoGap, y: top, width, height },
  };
}

/** The largest rectangle of the source's aspect inside `box`, centred in it. */
export function fitContain(sourceWidth: number, sourceHeight: number, box: Rect): Rect {
  const scale = Math.min(box.width / sourceWidth, box.height / sourceHeight);
  const width = sourceWidth * scale;
  const height = sourceHeight * scale;
  return {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  };
}

/** Where a card page image sits on an A4 PDF page: centred and scaled into the 10 mm margin. */
export function pdfImagePlacement(imageWidth: number, imageHeight: number): Rect {
  const { widthMm, heightMm, marginMm } = cardGeometry.pdf;
  return fitContain(imageWidth, imageHeight, {
    x: marginMm,
    y: marginMm,
    width: widthMm - 2 * marginMm,
    height: heightMm - 2 * marginMm,
  });
}

/**
 * Splits the card's blocks (each kept whole, in order) into pages: page one has
 * `firstPageSpace` px for them, every continued page `nextPageSpace` (after its 'Style Recipe
 * (continued)' title). Returns the block indices of each page (page one may hold none); a block
 * taller than a whole continued page still gets a page of its own.
 */
export function paginateBlocks(
  heights: readonly number[],
  firstPageSpace: number,
  nextPageSpace: number,
): number[][] {
  const pages: number[][] = [[]];
  let space = firstPageSpace;
  heights.forEach((height, index) => {
    const page = pages[pages.length - 1] ?? [];
    // page one always has its title and photos, so a block that does not fit there moves on
    if (height > space && (page.length > 0 || pages.length === 1)) {
      pages.push([index]);
      space = nextPageSpace - height;
      return;
    }
    page.push(index);
    space -= height;
  });
  return pages;
}
