import {
  cardContentBox,
  cardGeometry,
  cardPhotoSlots,
  cardType,
  messages,
  paginateBlocks,
  sharingTexts,
  type CardContent,
} from '@looklab/shared';
import { appFonts, canvasToPng, drawCover, loadImage, newCanvas } from '../canvas';
import { cardBlocks, type Fonts } from './card-blocks';
import { drawQrCode } from './qr';

const INK = '#1c1917';
const MUTED = '#78716c';
/** Space the title and date take above the photos. */
const HEADER_HEIGHT = cardType.title * 1.3 + cardType.subtitle * 1.6 + 60;
/** Space the 'Style Recipe (continued)' title takes on later pages. */
const CONTINUED_HEIGHT = cardType.heading * 1.6 + 40;
/** The footer of non-Pro cards: the QR code and the site line beside it. */
const FOOTER_HEIGHT = cardType.qrSide + 40;
/** Space between the photos and the first section. */
const PHOTO_GAP = 70;
/** Photos show the face: a crop keeps the top 35 % of what it cuts from a tall photo. */
const FACE_ANCHOR = 0.35;

function drawHeader(ctx: CanvasRenderingContext2D, fonts: Fonts, content: CardContent): void {
  const box = cardContentBox();
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  ctx.font = `600 ${cardType.title}px ${fonts.display}`;
  ctx.fillText(content.title, box.x, box.y, box.width);
  ctx.fillStyle = MUTED;
  ctx.font = `400 ${cardType.subtitle}px ${fonts.sans}`;
  ctx.fillText(content.date, box.x, box.y + cardType.title * 1.3);
}

function drawPhotos(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  before: HTMLImageElement,
  after: HTMLImageElement,
): number {
  const slots = cardPhotoSlots(cardContentBox().y + HEADER_HEIGHT);
  const pairs: [HTMLImageElement, (typeof slots)['before'], string][] = [
    [before, slots.before, messages.cardBefore],
    [after, slots.after, messages.cardAfter],
  ];
  for (const [img, slot, caption] of pairs) {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(slot.x, slot.y, slot.width, slot.height, 36);
    ctx.clip();
    drawCover(ctx, img, slot, FACE_ANCHOR);
    ctx.restore();
    ctx.font = `700 ${cardType.label}px ${fonts.sans}`;
    const w = ctx.measureText(caption).width + 64;
    const h = cardType.label * 1.9;
    ctx.fillStyle = caption === messages.cardAfter ? 'rgba(225,29,92,0.92)' : 'rgba(28,25,23,0.75)';
    ctx.beginPath();
    ctx.roundRect(slot.x + 32, slot.y + slot.height - h - 32, w, h, h / 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.textBaseline = 'middle';
    ctx.fillText(caption, slot.x + 64, slot.y + slot.height - h / 2 - 32);
  }
  return slots.before.y + slots.before.height;
}

function drawFooter(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  footer: NonNullable<CardContent['footer']>,
): void {
  const box = cardContentBox();
  const top = box.y + box.height - cardType.qrSide;
  ctx.fillStyle = '#e7e5e4';
  ctx.fillRect(box.x, top - 40, box.width, 3);
  drawQrCode(ctx, footer.qrUrl, box.x, top, cardType.qrSide);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  ctx.font = `600 ${cardType.subtitle}px ${fonts.sans}`;
  ctx.fillText(footer.siteLine, box.x + cardType.qrSide + 50, top + cardType.qrSide / 2 - 30);
  ctx.fillStyle = MUTED;
  ctx.font = `400 ${cardType.body}px ${fonts.sans}`;
  ctx.fillText(sharingTexts.cardScan, box.x + cardType.qrSide + 50, top + cardType.qrSide / 2 + 34);
}

/**
 * The printable card as A4 portrait PNG pages of 2480 × 3508 px with a 100 px margin (spec §9):
 * title and date, Before/After photos, then the sections; what does not fit continues on pages
 * titled 'Style Recipe (continued)'. Non-Pro cards carry the QR code and site line on each page.
 */
export async function renderCardPages(
  content: CardContent,
  images: { beforeSrc: string; afterSrc: string },
): Promise<Blob[]> {
  const [before, after] = await Promise.all([
    loadImage(images.beforeSrc),
    loadImage(images.afterSrc),
  ]);
  const fonts = appFonts();
  const box = cardContentBox();
  const { width, height } = cardGeometry.png;
  const measure = newCanvas(1, 1).ctx;
  const blocks = cardBlocks(measure, fonts, content, box.width);
  const bottom = box.y + box.height - (content.footer ? FOOTER_HEIGHT : 0);
  const sectionsTop = box.y + HEADER_HEIGHT + cardPhotoSlots(0).before.height + PHOTO_GAP;
  const pages = paginateBlocks(
    blocks.map((b) => b.height),
    bottom - sectionsTop,
    bottom - (box.y + CONTINUED_HEIGHT),
  );

  const out: Blob[] = [];
  for (const [index, page] of pages.entries()) {
    const { canvas, ctx } = newCanvas(width, height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    let y: number;
    if (index === 0) {
      drawHeader(ctx, fonts, content);
      y = drawPhotos(ctx, fonts, before, after) + PHOTO_GAP;
    } else {
      ctx.textBaseline = 'top';
      ctx.textAlign = 'left';
      ctx.fillStyle = INK;
      ctx.font = `600 ${cardType.heading}px ${fonts.display}`;
      ctx.fillText(messages.cardContinuedTitle, box.x, box.y);
      y = box.y + CONTINUED_HEIGHT;
    }
    for (const blockIndex of page) {
      const block = blocks[blockIndex];
      if (!block) continue;
      block.draw(ctx, box.x, y);
      y += block.height;
    }
    if (content.footer) drawFooter(ctx, fonts, content.footer);
    if (pages.length > 1) {
      ctx.textAlign = 'right';
      ctx.textBaseline = 'bottom';
      ctx.fillStyle = MUTED;
      ctx.font = `400 ${cardType.subtitle * 0.8}px ${fonts.sans}`;
      ctx.fillText(`${index + 1} / ${pages.length}`, box.x + box.width, height - 40);
    }
    out.push(await canvasToPng(canvas));
  }
  return out;
}
