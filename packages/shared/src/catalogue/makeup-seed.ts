import type {
  CatalogueColor,
  CatalogueItem,
  Finish,
  MoodTag,
  OccasionTag,
} from './catalogue-item.schema';
import type { MembershipLevel } from '../membership/membership';
import { makeItem } from './define-item';

export interface MakeupSeed<V> {
  name: string;
  description: string;
  finish: Finish;
  occasions: OccasionTag[];
  moods: MoodTag[];
  /** Which glyph variation draws this style. */
  variant: V;
  defaultColor: string;
  /** Defaults to the category palette. */
  colors?: CatalogueColor[];
  level?: MembershipLevel;
  isAvantGarde?: boolean;
}

/** Build makeup items: every style carries a shade palette and its default shade. */
export function makeupItems<V>(
  seeds: readonly MakeupSeed<V>[],
  palette: CatalogueColor[],
  draw: (title: string, hex: string, variant: V, finish: Finish) => string,
): CatalogueItem[] {
  return seeds.map((seed) => {
    const colors = seed.colors ?? palette;
    const shade = colors.find((c) => c.name === seed.defaultColor);
    const hex = shade && /^#[0-9a-fA-F]{6}/.test(shade.hex) ? shade.hex.slice(0, 7) : '#b5656b';
    return makeItem(
      {
        name: seed.name,
        description: seed.description,
        finish: seed.finish,
        occasions: seed.occasions,
        moods: seed.moods,
        colors,
        defaultColor: seed.defaultColor,
        ...(seed.level !== undefined && { level: seed.level }),
        ...(seed.isAvantGarde && { isAvantGarde: true }),
      },
      () => draw(seed.name, hex, seed.variant, seed.finish),
    );
  });
}
