import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CatalogueItem,
  MembershipLevel,
  PersonAnalysis,
  PersonProfileKey,
} from '@looklab/shared';
import { canSeeItemLevel } from '@looklab/shared';
import { profileCategories } from '../src/stylist/catalogue';
import { sharedStylistCatalogue } from '../src/stylist/catalogue-source';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
export const photosDir = path.resolve(repoRoot, '../shared/fixtures/photos');

export function photo(name: string): Buffer {
  return readFileSync(path.join(photosDir, name));
}

/** Catalogue items a person of `gender` could be recommended in a profile category. */
export function itemsFor(
  key: PersonProfileKey,
  gender: 'female' | 'male',
): readonly CatalogueItem[] {
  return sharedStylistCatalogue().items(profileCategories[key], gender);
}

/** Every profile recommendation names an existing catalogue item visible at `level`. */
export function invalidRecommendations(p: PersonAnalysis, level: MembershipLevel): string[] {
  const bad: string[] = [];
  for (const key of Object.keys(p.personProfile) as PersonProfileKey[]) {
    for (const rec of p.personProfile[key]) {
      const item = itemsFor(key, p.gender).find((i) => i.name === rec.name);
      if (!item) bad.push(`${key}: ${rec.name} (not in catalogue)`);
      else if (!canSeeItemLevel(item.level, level))
        bad.push(`${key}: ${rec.name} (level ${item.level})`);
      else if (item.isNone) bad.push(`${key}: ${rec.name} (none item)`);
    }
  }
  const cat = sharedStylistCatalogue();
  const cosmetic = [...cat.items('procedure', p.gender), ...cat.items('dental', p.gender)];
  for (const rec of p.cosmeticRecommendations) {
    const item = cosmetic.find((i) => i.name === rec.name);
    if (!item) bad.push(`cosmetic: ${rec.name} (not in catalogue)`);
    else if (!canSeeItemLevel(item.level, level))
      bad.push(`cosmetic: ${rec.name} (level ${item.level})`);
  }
  return bad;
}
