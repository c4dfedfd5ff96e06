import { generatedWith, studioConstants } from '@looklab/shared';
import { appFonts, canvasToPng, drawCover, loadImage, newCanvas } from './canvas';

/** Share of the square's side used for the padding around and between the two images. */
const PAD = 0.06;
/** Height of the title band, as a share of the square's side. */
const TITLE_BAND = 0.17;
/** Height of the footer band that holds the 'Generated with' line. */
const FOOTER_BAND = 0.09;
/** Faces sit in the upper half of a portrait: a square crop keeps the top 40 % of what it cuts. */
const FACE_ANCHOR = 0.4;

export interface CollageOptions {
  beforeSrc: string;
  afterSrc: string;
  /** 'Before & After' on the before/after image; none on the comparison. */
  title: string | null;
  captions: [before: string, after: string];
  /** The 'Generated with LookLab' line (Freemium and unset levels, spec §6). */
  generatedWith: boolean;
}

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/**
 * Two images side by side on a square of at most 1024 px each (spec §9), with an optional
 * title band, a caption pill on each image and, for Freemium, the 'Generated with' line.
 */
export async function renderCollage(options: CollageOptions): Promise<Blob> {
  const [before, after] = await Promise.all([
    loadImage(options.beforeSrc),
    loadImage(options.afterSrc),
  ]);
  const side = Math.min(
    studioConstants.beforeAfterMaxSide,
    Math.max(before.naturalWidth, before.naturalHeight, after.naturalWidth, after.naturalHeight),
  );
  const pad = Math.round(side * PAD);
  const top = options.title ? Math.round(side * TITLE_BAND) : pad;
  const bottom = options.generatedWith ? Math.round(side * FOOTER_BAND) : pad;
  const { canvas, ctx } = newCanvas(side * 2 + pad * 3, top + side + bottom);
  const fonts = appFonts();

  ctx.fillStyle = '#fbf8f6';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (options.title) {
    ctx.fillStyle = '#1c1917';
    ctx.font = `600 ${Math.round(side * 0.075)}px ${fonts.display}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(options.title, canvas.width / 2, top / 2 + pad * 0.25);
  }

  const radius = Math.round(side * 0.035);
  [before, after].forEach((img, i) => {
    const x = pad + i * (side + pad);
    ctx.save();
    roundedRect(ctx, x, top, side, side, radius);
    ctx.clip();
    drawCover(ctx, img, { x, y: top, width: side, height: side }, FACE_ANCHOR);
    ctx.restore();

    const caption = options.captions[i] ?? '';
    const size = Math.round(side * 0.038);
    ctx.font = `600 ${size}px ${fonts.sans}`;
    const w = ctx.measureText(caption).width + size * 1.6;
    const h = size * 1.9;
    const cx = x + size * 0.8;
    const cy = top + side - h - size * 0.8;
    ctx.fillStyle = i === 0 ? 'rgba(28, 25, 23, 0.72)' : 'rgba(225, 29, 92, 0.9)';
    roundedRect(ctx, cx, cy, w, h, h / 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(caption, cx + size * 0.8, cy + h / 2 + 1);
  });

  if (options.generatedWith) {
    ctx.fillStyle = '#78716c';
    ctx.font = `500 ${Math.round(side * 0.034)}px ${fonts.sans}`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText(generatedWith(), canvas.width - pad, top + side + bottom / 2);
  }
  return canvasToPng(canvas);
}
