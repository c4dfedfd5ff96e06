import type { CatalogueItem, Gender } from '@looklab/shared';

/**
 * Where the studio reads the style catalogue from. The shared package owns the real catalogue;
 * this adapter is the one place that maps it to what the studio screens need.
 */
export type CatalogueGroup = { title: string; items: CatalogueItem[] };

const svgIcon = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="34" r="14" fill="hsl(${hue} 30% 80%)"/><path d="M14 34c0-14 8-22 18-22s18 8 18 22c-4-8-10-12-18-12s-14 4-18 12z" fill="hsl(${hue} 45% 35%)"/></svg>`,
  )}`;

const item = (
  name: string,
  group: string,
  hue: number,
  extra: Partial<CatalogueItem> = {},
): CatalogueItem => ({
  name,
  shortName: name,
  description: name,
  iconUrl: svgIcon(hue),
  group,
  ...extra,
});

const femaleHair: CatalogueItem[] = [
  item('Pixie Cut', 'Short', 10),
  item('Classic Bob', 'Short', 30),
  item('Textured Lob', 'Medium', 50),
  item('Shag Cut', 'Medium', 70, { level: 'Spark' }),
  item('Long Layers', 'Long', 90),
  item('Beach Waves', 'Long', 110),
  item('Sculpted Asymmetry', 'Avant-garde', 300, { level: 'Pro', isAvantGarde: true }),
];
const maleHair: CatalogueItem[] = [
  item('Crew Cut', 'Male', 20),
  item('Textured Quiff', 'Male', 40),
  item('Buzz Cut', 'Male', 60),
  item('Pompadour', 'Male', 80, { level: 'Spark' }),
  item('Man Bun', 'Male', 100, { level: 'Pro' }),
];

export function hairstyleGroups(gender: Gender): CatalogueGroup[] {
  const list = gender === 'female' ? femaleHair : maleHair;
  const groups = new Map<string, CatalogueItem[]>();
  for (const it of list) {
    const key = it.group ?? 'Styles';
    groups.set(key, [...(groups.get(key) ?? []), it]);
  }
  return [...groups].map(([title, items]) => ({ title, items }));
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
