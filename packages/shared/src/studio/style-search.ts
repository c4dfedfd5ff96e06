import type { CatalogueItem } from '../catalogue/catalogue-item.schema';

/**
 * Style search (spec §5): case-insensitive, trimmed match on the style name or any of its colour
 * names. An empty query keeps everything.
 */
export function searchStyles<T extends Pick<CatalogueItem, 'name' | 'colors'>>(
  items: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter(
    (item) =>
      item.name.toLowerCase().includes(q) ||
      (item.colors ?? []).some((color) => color.name.toLowerCase().includes(q)),
  );
}
