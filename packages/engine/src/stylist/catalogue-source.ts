import type { CatalogueItem } from '@looklab/shared';
import { blushes, bronzers, contours, highlighters } from '@looklab/shared/catalogue/cheeks';
import { concealers, foundations } from '@looklab/shared/catalogue/complexion';
import { eyebrows } from '@looklab/shared/catalogue/eyebrows';
import { eyeliners, eyeshadows, mascaras } from '@looklab/shared/catalogue/eyes';
import { beards, mustaches, sideburns } from '@looklab/shared/catalogue/facial-hair';
import { hairColors, hairColorVariants, hairTextures } from '@looklab/shared/catalogue/hair-colors';
import { femaleHairstyles } from '@looklab/shared/catalogue/hairstyles-female';
import { maleHairstyles } from '@looklab/shared/catalogue/hairstyles-male';
import { lipLiners, lipsticks, lipTints } from '@looklab/shared/catalogue/lips';
import {
  dentalProcedures,
  femaleProcedures,
  maleProcedures,
} from '@looklab/shared/catalogue/procedures';
import type { StylistCatalogue, StylistCategory } from './catalogue';

type Entry = {
  female?: readonly CatalogueItem[];
  male?: readonly CatalogueItem[];
  all?: readonly CatalogueItem[];
};
type Lists = Partial<Record<StylistCategory, Entry>>;

export function catalogueFromLists(lists: Lists): StylistCatalogue {
  return {
    items(category, gender) {
      const entry = lists[category];
      if (!entry) return [];
      return entry[gender] ?? entry.all ?? [];
    },
  };
}

let cached: StylistCatalogue | null = null;

/** The stylist's view of the shared catalogue (@looklab/shared). */
export function sharedStylistCatalogue(): StylistCatalogue {
  cached ??= catalogueFromLists({
    hairColor: { all: hairColors },
    hairColorVariant: { all: hairColorVariants },
    hairTexture: { all: hairTextures },
    hairstyle: { female: femaleHairstyles, male: maleHairstyles },
    facialHair: { male: [...beards, ...mustaches, ...sideburns], female: [] },
    lipstick: { all: lipsticks },
    lipLiner: { all: lipLiners },
    lipTint: { all: lipTints },
    foundation: { all: foundations },
    concealer: { all: concealers },
    blush: { all: blushes },
    contour: { all: contours },
    highlighter: { all: highlighters },
    bronzer: { all: bronzers },
    eyeshadow: { all: eyeshadows },
    eyeliner: { all: eyeliners },
    mascara: { all: mascaras },
    eyebrow: { all: eyebrows },
    procedure: { female: femaleProcedures, male: maleProcedures },
    dental: { all: dentalProcedures },
  });
  return cached;
}
