import { groupItems, hairstylesFor } from '@looklab/shared';
import type { CatalogueItem, Gender } from '@looklab/shared';

/** Hairstyle sections as the studio shows them. */
export type CatalogueGroup = { title: string; items: CatalogueItem[] };

/** The hairstyle catalogue for a gender, grouped (female short/medium/long/avant-garde; male). */
export function hairstyleGroups(gender: Gender): CatalogueGroup[] {
  const items = hairstylesFor(gender).filter((item) => !item.isNone);
  return groupItems(items).map((g) => ({
    title: g.group || (gender === 'male' ? 'Male' : 'Styles'),
    items: g.items,
  }));
}

/** Case-insensitive, trimmed match on style name or colour name (spec §5). */
export function matchesSearch(item: CatalogueItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    item.name.toLowerCase().includes(q) ||
    (item.colors ?? []).some((c) => c.name.toLowerCase().includes(q))
  );
}
