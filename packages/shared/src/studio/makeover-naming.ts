/** Default makeover names (spec §3). */
export const fallbackMakeoverNames = ['My Makeover', 'Untitled Makeover', 'New Makeover'] as const;

/** 'Makeover #N' where N is one more than the highest number already used (or the count). */
export function defaultMakeoverName(existingNames: readonly string[]): string {
  let highest = 0;
  for (const name of existingNames) {
    const match = /^Makeover #(\d+)$/.exec(name.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `Makeover #${Math.max(highest, existingNames.length) + 1}`;
}

/** A makeover created from a preset: 'Makeover from' plus the preset's name. */
export function makeoverNameFromPreset(presetName: string): string {
  return `Makeover from ${presetName}`;
}

/** Custom (reference-image) results are named 'Custom Style N'. */
export function customStyleName(n: number): string {
  return `Custom Style ${n}`;
}

/** The hair colour recorded on custom results. */
export const FROM_REFERENCE = 'From Reference';

/**
 * Rename rule (spec §5): the trimmed name must be non-empty and different from the current
 * name; otherwise null (the field reverts).
 */
export function acceptRename(current: string, proposed: string): string | null {
  const trimmed = proposed.trim();
  if (!trimmed || trimmed === current.trim()) return null;
  return trimmed.slice(0, 120);
}
