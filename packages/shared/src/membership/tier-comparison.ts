import { catalogue } from '../catalogue/catalogue';
import { catalogueCategoryIds, categoryConfigs } from '../categories/category-config';
import { visibleColors, visibleItems } from '../catalogue/catalogue-queries';
import { formatBytes } from '../messages/api-messages';
import {
  canUseFeature,
  cardIncludesQrAndSiteLine,
  makeoverCaps,
  membershipLevels,
  needsBeforeAfterWatermark,
  storageQuotaBytes,
  uploadMaxDimensions,
  type MembershipLevel,
} from './membership';

/** One tier's entry in a comparison row: a yes/no, or an amount such as '20' or '1024 px'. */
export type TierCell =
  | { kind: 'included'; included: boolean; summary: string | null }
  | { kind: 'amount'; text: string; summary: string };

export interface TierRow {
  id: string;
  label: string;
  cells: Record<MembershipLevel, TierCell>;
}

const countFormat = new Intl.NumberFormat('en-US');

function perLevel<T>(cell: (level: MembershipLevel) => T): Record<MembershipLevel, T> {
  return Object.fromEntries(membershipLevels.map((level) => [level, cell(level)])) as Record<
    MembershipLevel,
    T
  >;
}

const included = (yes: boolean, summary: string): TierCell => ({
  kind: 'included',
  included: yes,
  summary: yes ? summary : null,
});

/** Real styles (None/Original left out) a level may pick, over all categories or some. */
function styleCount(level: MembershipLevel, only?: (id: string) => boolean): number {
  return catalogueCategoryIds
    .filter((id) => !only || only(id))
    .reduce(
      (sum, id) => sum + visibleItems(catalogue[id], { level }).filter((i) => !i.isNone).length,
      0,
    );
}

function shadeCount(level: MembershipLevel): number {
  return catalogueCategoryIds.reduce(
    (sum, id) =>
      sum +
      visibleItems(catalogue[id], { level }).reduce(
        (n, item) => n + visibleColors(item, level).length,
        0,
      ),
    0,
  );
}

const isProcedure = (id: string): boolean =>
  categoryConfigs[id as keyof typeof categoryConfigs].section === 'Procedures' ||
  categoryConfigs[id as keyof typeof categoryConfigs].section === 'Dentistry';

function hasAvantGarde(level: MembershipLevel): boolean {
  return catalogueCategoryIds.some((id) =>
    visibleItems(catalogue[id], { level }).some((item) => item.isAvantGarde === true),
  );
}

/**
 * The pricing table, generated from the rule set the server enforces (caps, upload sizes,
 * storage quotas, catalogue levels, gated features, watermarks), so it cannot drift from it.
 */
export function tierComparison(): TierRow[] {
  return [
    {
      id: 'styles',
      label: 'Styles in the catalogue',
      cells: perLevel((level) => {
        const text = countFormat.format(styleCount(level));
        return { kind: 'amount', text, summary: `${text} styles to try on` };
      }),
    },
    {
      id: 'shades',
      label: 'Colour shades',
      cells: perLevel((level) => {
        const text = countFormat.format(shadeCount(level));
        return { kind: 'amount', text, summary: `${text} colour shades` };
      }),
    },
    {
      id: 'procedures',
      label: 'Cosmetic procedures and dentistry',
      cells: perLevel((level) => {
        const count = styleCount(level, isProcedure);
        const text = countFormat.format(count);
        const noun = count === 1 ? 'procedure' : 'procedures';
        return { kind: 'amount', text, summary: `${text} ${noun} to preview` };
      }),
    },
    {
      id: 'avantGarde',
      label: 'Avant-garde styles',
      cells: perLevel((level) => included(hasAvantGarde(level), 'Avant-garde styles')),
    },
    {
      id: 'savedMakeovers',
      label: 'Saved makeovers',
      cells: perLevel((level) => {
        const cap = makeoverCaps[level];
        const text = cap === null ? 'Unlimited' : String(cap);
        return { kind: 'amount', text, summary: `${text} saved makeovers` };
      }),
    },
    {
      id: 'resolution',
      label: 'Photo resolution (longest side)',
      cells: perLevel((level) => {
        const text = `${uploadMaxDimensions[level]} px`;
        return { kind: 'amount', text, summary: `Photos up to ${text}` };
      }),
    },
    {
      id: 'storage',
      label: 'Storage for photos and results',
      cells: perLevel((level) => {
        const text = formatBytes(storageQuotaBytes[level]);
        return { kind: 'amount', text, summary: `${text} of storage` };
      }),
    },
    {
      id: 'favoriteStyles',
      label: 'Favorite styles',
      cells: perLevel((level) =>
        included(canUseFeature(level, 'favoriteStyles'), 'Save and re-apply favorite styles'),
      ),
    },
    {
      id: 'productLibrary',
      label: 'Makeup Library',
      cells: perLevel((level) =>
        included(canUseFeature(level, 'productLibrary'), 'Try on your own makeup products'),
      ),
    },
    {
      id: 'noWatermark',
      label: "Before/after without 'Generated with' watermark",
      cells: perLevel((level) =>
        included(!needsBeforeAfterWatermark(level), 'No watermark on before/after images'),
      ),
    },
    {
      id: 'cleanCards',
      label: 'Printable cards without QR code and site line',
      cells: perLevel((level) =>
        included(!cardIncludesQrAndSiteLine(level), 'Clean printable cards'),
      ),
    },
  ];
}

const sameCell = (a: TierCell, b: TierCell): boolean =>
  a.kind === 'amount' && b.kind === 'amount'
    ? a.text === b.text
    : a.kind === 'included' && b.kind === 'included' && a.included === b.included;

/**
 * What a tier offers, as short lines for its pricing card: everything for the first tier; for
 * the others, only what changes from the tier below ('Everything in Spark, plus…').
 */
export function tierHighlights(level: MembershipLevel, rows = tierComparison()): string[] {
  const index = membershipLevels.indexOf(level);
  const below = index > 0 ? membershipLevels[index - 1] : undefined;
  return rows.flatMap((row) => {
    const cell = row.cells[level];
    if (below && sameCell(cell, row.cells[below])) return [];
    return cell.summary === null ? [] : [cell.summary];
  });
}
