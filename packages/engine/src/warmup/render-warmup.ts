/**
 * Warming the hairstyle renderer's code before the first photo. A hairstyle's first renders in a
 * fresh worker cost 2–4× its later ones in CPU, whatever the style: none of it is a per-style
 * asset (nothing is cached by style) but V8 compiling the renderer's large loops, and compiling
 * them again after each deoptimisation when a style's shape takes a branch no earlier render
 * took (a fringe, short sides, a shaved crown). Rendering one style of each kind of shape the
 * catalogue draws on a painted portrait (portrait.ts) takes those branches once, so a person's
 * first clicks run compiled code. Nothing rendered here is kept.
 */
import {
  emptySelections,
  hairstylesFor,
  needsGenerativeProvider,
  type CatalogueItem,
} from '@looklab/shared';
import { renderLookSync } from '../render';
import { warmupPortrait } from './portrait';

/** The warm-up portrait's width (px): a face of ~93 px: the branches and types, not the size, warm the code. */
export const WARMUP_WIDTH = 280;

/**
 * One drawable style per kind of shape in `items` (its shape, whether it has a fringe and whether
 * it is curly — the branches a render's code takes), in catalogue order.
 */
export function warmupStyles(items: readonly CatalogueItem[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const it of items) {
    const s = it.hairShape;
    if (!s || s.kind !== 'scalp' || needsGenerativeProvider(s)) continue;
    const kind = [s.shape, s.fringe !== 'none', s.curl > 0].join('|');
    if (seen.has(kind)) continue;
    seen.add(kind);
    out.push(it.name);
  }
  return out;
}

/** Renders each warm-up style once on the portrait; returns how many it rendered. */
export function warmHairstyles(width = WARMUP_WIDTH): number {
  const { image, person, personMask } = warmupPortrait(width);
  const styles = warmupStyles([...hairstylesFor('female'), ...hairstylesFor('male')]);
  const prep = { personMask };
  for (const style of styles)
    renderLookSync({
      image,
      person,
      people: [person],
      personMask,
      prep,
      look: { ...emptySelections, hairstyle: style },
    });
  return styles.length;
}
