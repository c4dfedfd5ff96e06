import { cardType, messages, sharingTexts, swatchHex, type CardContent } from '@looklab/shared';

/** A piece of the card kept whole on one page: its height and how to draw it at (x, y). */
export interface CardBlock {
  height: number;
  draw: (ctx: CanvasRenderingContext2D, x: number, y: number) => void;
}

export type Fonts = { sans: string; display: string };

const INK = '#1c1917';
const MUTED = '#57534e';
const BRAND = '#be124b';
const LINE = cardType.body * cardType.lineHeight;
const HEADING = cardType.heading * 1.5;
/** Swatch circle diameter and the gap after it, in the colour rows. */
const SWATCH = 56;
/** Analysis items are laid out in this many columns. */
const ANALYSIS_COLUMNS = 2;
const COLUMN_GAP = 80;
/** Recipe lines sit this far right of their group's name. */
const RECIPE_INDENT = 40;

/** `text` broken into lines no wider than `width` in the context's current font. */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function setFont(ctx: CanvasRenderingContext2D, weight: number, size: number, family: string) {
  ctx.font = `${weight} ${size}px ${family}`;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
}

/** A section heading with a short brand rule under it; returns its height. */
function drawHeading(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  text: string,
  x: number,
  y: number,
) {
  setFont(ctx, 600, cardType.heading, fonts.display);
  ctx.fillStyle = INK;
  ctx.fillText(text, x, y);
  ctx.fillStyle = BRAND;
  ctx.fillRect(x, y + cardType.heading * 1.18, 120, 6);
}

/** Lines of body text, each 'Label: value' with the label in bold. */
function bodyLines(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  items: readonly string[],
  width: number,
): { lines: { text: string; bold: string | null }[] }[] {
  setFont(ctx, 400, cardType.body, fonts.sans);
  return items.map((item) => {
    const colon = item.indexOf(': ');
    const wrapped = wrapText(ctx, `• ${item}`, width);
    return {
      lines: wrapped.map((text, i) => ({
        text,
        bold: i === 0 && colon > 0 ? `• ${item.slice(0, colon + 1)}` : null,
      })),
    };
  });
}

function drawBodyLines(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  lines: { text: string; bold: string | null }[],
  x: number,
  y: number,
): void {
  lines.forEach((line, i) => {
    const top = y + i * LINE;
    const indent = i > 0 ? cardType.body * 0.9 : 0;
    if (line.bold && line.text.startsWith(line.bold)) {
      setFont(ctx, 700, cardType.body, fonts.sans);
      ctx.fillStyle = INK;
      ctx.fillText(line.bold, x, top);
      const boldWidth = ctx.measureText(line.bold).width;
      setFont(ctx, 400, cardType.body, fonts.sans);
      ctx.fillStyle = MUTED;
      ctx.fillText(line.text.slice(line.bold.length), x + boldWidth, top);
    } else {
      setFont(ctx, 400, cardType.body, fonts.sans);
      ctx.fillStyle = MUTED;
      ctx.fillText(line.text, x + indent, top);
    }
  });
}

/** A heading followed by a list; the heading rides with the first item, later items stand alone. */
function listBlocks(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  heading: string | null,
  items: readonly string[],
  width: number,
  gapBefore: number,
): CardBlock[] {
  return bodyLines(ctx, fonts, items, width).map((item, i) => {
    const withHeading = i === 0 && heading !== null;
    const top = (i === 0 ? gapBefore : 0) + (withHeading ? HEADING : 0);
    return {
      height: top + item.lines.length * LINE,
      draw: (c, x, y) => {
        if (withHeading) drawHeading(c, fonts, heading, x, y + gapBefore);
        drawBodyLines(c, fonts, item.lines, x, y + top);
      },
    };
  });
}

/** The AI Analysis items in two columns, one block. */
function analysisBlock(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  items: readonly string[],
  width: number,
): CardBlock {
  const columnWidth = (width - COLUMN_GAP * (ANALYSIS_COLUMNS - 1)) / ANALYSIS_COLUMNS;
  const wrapped = bodyLines(ctx, fonts, items, columnWidth);
  const rows: number[] = [];
  for (let i = 0; i < wrapped.length; i += ANALYSIS_COLUMNS) {
    const row = wrapped.slice(i, i + ANALYSIS_COLUMNS);
    rows.push(Math.max(...row.map((w) => w.lines.length)) * LINE + LINE * 0.2);
  }
  return {
    height: HEADING + rows.reduce((a, b) => a + b, 0),
    draw: (c, x, y) => {
      drawHeading(c, fonts, messages.cardAiAnalysis, x, y);
      let top = y + HEADING;
      rows.forEach((rowHeight, r) => {
        for (let col = 0; col < ANALYSIS_COLUMNS; col++) {
          const item = wrapped[r * ANALYSIS_COLUMNS + col];
          if (item) drawBodyLines(c, fonts, item.lines, x + col * (columnWidth + COLUMN_GAP), top);
        }
        top += rowHeight;
      });
    },
  };
}

/** A row of colour swatches with their names; returns the row's height. */
function drawSwatches(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  label: string,
  names: readonly string[],
  x: number,
  y: number,
  width: number,
): void {
  setFont(ctx, 700, cardType.body, fonts.sans);
  ctx.fillStyle = INK;
  ctx.fillText(label, x, y + 8);
  let cx = x + 260;
  setFont(ctx, 400, cardType.body * 0.9, fonts.sans);
  for (const name of names) {
    const textWidth = ctx.measureText(name).width;
    if (cx + SWATCH + 16 + textWidth > x + width) break;
    ctx.beginPath();
    ctx.arc(cx + SWATCH / 2, y + SWATCH / 2, SWATCH / 2, 0, Math.PI * 2);
    ctx.fillStyle = swatchHex(name);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.15)';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = MUTED;
    ctx.fillText(name, cx + SWATCH + 16, y + 10);
    cx += SWATCH + 16 + textWidth + 48;
  }
}

function colorBlock(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  colors: NonNullable<CardContent['colors']>,
  width: number,
): CardBlock {
  const summary = colors.summary ? bodyLines(ctx, fonts, [colors.summary], width)[0] : null;
  const summaryHeight = summary ? summary.lines.length * LINE + 16 : 0;
  const rowHeight = SWATCH + 28;
  const rows = (colors.best.length ? 1 : 0) + (colors.avoid.length ? 1 : 0);
  return {
    height: cardType.sectionGap + HEADING + summaryHeight + rows * rowHeight,
    draw: (c, x, y) => {
      const top = y + cardType.sectionGap;
      drawHeading(c, fonts, sharingTexts.cardColors, x, top);
      let rowTop = top + HEADING;
      if (summary) {
        drawBodyLines(c, fonts, summary.lines, x, rowTop);
        rowTop += summaryHeight;
      }
      if (colors.best.length) {
        drawSwatches(c, fonts, sharingTexts.cardBestColors, colors.best, x, rowTop, width);
        rowTop += rowHeight;
      }
      if (colors.avoid.length) {
        drawSwatches(c, fonts, sharingTexts.cardAvoidColors, colors.avoid, x, rowTop, width);
      }
    },
  };
}

/**
 * The Style Recipe: a block per line, so a long recipe fills page one before it continues; the
 * section heading rides with the first line and each group's name (Hair / Makeup / Other) with
 * its own first line.
 */
function recipeBlocks(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  recipe: CardContent['recipe'],
  width: number,
): CardBlock[] {
  const labelHeight = cardType.label * 1.6;
  return recipe.flatMap((group, g) =>
    bodyLines(ctx, fonts, group.items, width - RECIPE_INDENT).map((item, i) => {
      const heading = g === 0 && i === 0 ? cardType.sectionGap + HEADING : 0;
      const label = i === 0 ? labelHeight + (g > 0 ? LINE * 0.3 : 0) : 0;
      return {
        height: heading + label + item.lines.length * LINE,
        draw: (c: CanvasRenderingContext2D, x: number, y: number) => {
          if (heading) drawHeading(c, fonts, messages.cardStyleRecipe, x, y + cardType.sectionGap);
          if (label) {
            setFont(c, 700, cardType.label, fonts.sans);
            c.fillStyle = BRAND;
            c.fillText(group.group.toUpperCase(), x, y + heading + label - labelHeight);
          }
          drawBodyLines(c, fonts, item.lines, x + RECIPE_INDENT, y + heading + label);
        },
      };
    }),
  );
}

/** Every block of the card below the photos, in the spec's order. */
export function cardBlocks(
  ctx: CanvasRenderingContext2D,
  fonts: Fonts,
  content: CardContent,
  width: number,
): CardBlock[] {
  const blocks: CardBlock[] = [];
  if (content.analysis.length) blocks.push(analysisBlock(ctx, fonts, content.analysis, width));
  blocks.push(...recipeBlocks(ctx, fonts, content.recipe, width));
  if (content.styleGoal) {
    blocks.push(
      ...listBlocks(
        ctx,
        fonts,
        sharingTexts.cardStyleGoal,
        [content.styleGoal],
        width,
        cardType.sectionGap,
      ),
    );
  }
  if (content.assessment.length) {
    blocks.push(
      ...listBlocks(
        ctx,
        fonts,
        sharingTexts.cardAssessment,
        content.assessment,
        width,
        cardType.sectionGap,
      ),
    );
  }
  if (content.colors) blocks.push(colorBlock(ctx, fonts, content.colors, width));
  return blocks;
}
