import {
  beforeAfterFileName,
  cardContent,
  cardFileName,
  comparisonFileName,
  downloadNeedsWatermark,
  messages,
  needsBeforeAfterWatermark,
  singleImageFileName,
  type CardInput,
  type LookRecord,
} from '@looklab/shared';
import { cardPdf } from './card/card-pdf';
import { renderCardPages } from './card/render-card';
import { renderCollage } from './collage';
import { saveBlob } from './save-file';
import { imageAsPng } from './watermark';

/** The two images of a before/after: the original photo and one result. */
export interface BeforeAfterImages {
  beforeSrc: string;
  afterSrc: string;
}

/** The before/after image (spec §9): 'Before & After' title; 'Generated with' for Freemium. */
export function renderBeforeAfter(images: BeforeAfterImages, level: unknown): Promise<Blob> {
  return renderCollage({
    ...images,
    title: messages.beforeAfterTitle,
    captions: [messages.cardBefore, messages.cardAfter],
    generatedWith: needsBeforeAfterWatermark(level),
  });
}

/** The comparison collage: the original next to the result, captioned with the look's name. */
export function renderComparison(images: BeforeAfterImages, lookName: string): Promise<Blob> {
  return renderCollage({
    ...images,
    title: null,
    captions: [messages.original, lookName],
    generatedWith: false,
  });
}

/**
 * One result as '{Hair_Style}_makeover.png' (spec §9). Freemium images held in memory get the
 * site-address mark first (spec §5); stored ones were marked by the server.
 */
export async function downloadSingleImage(options: {
  src: string;
  hairstyle: string;
  level: unknown;
  source: 'memory' | 'stored';
}): Promise<void> {
  const blob = await imageAsPng(options.src, downloadNeedsWatermark(options.level, options.source));
  saveBlob(blob, singleImageFileName(options.hairstyle));
}

export async function downloadBeforeAfter(
  images: BeforeAfterImages,
  look: LookRecord,
  level: unknown,
): Promise<void> {
  saveBlob(await renderBeforeAfter(images, level), beforeAfterFileName(look));
}

export async function downloadComparison(
  images: BeforeAfterImages,
  lookName: string,
): Promise<void> {
  saveBlob(await renderComparison(images, lookName), comparisonFileName());
}

/** The printable card as PNG pages ('_card.png' or '_card_page_{n}.png') or one PDF. */
export async function downloadCard(
  format: 'png' | 'pdf',
  input: CardInput,
  images: BeforeAfterImages,
): Promise<void> {
  const pages = await renderCardPages(cardContent(input), images);
  if (format === 'pdf') {
    saveBlob(await cardPdf(pages), cardFileName(input.makeoverName, 'pdf'));
    return;
  }
  pages.forEach((page, i) => {
    saveBlob(page, cardFileName(input.makeoverName, 'png', { index: i + 1, total: pages.length }));
  });
}
