import type { Selections, SelectionKey } from '@looklab/shared';

/**
 * Local selection rules (spec §4 "Selection toggles"). Kept small and pure; the shared package
 * owns the canonical versions once they land.
 */
export function isNoneValue(value: string | null | undefined): boolean {
  return value == null || ['none', 'original', 'default'].includes(value.trim().toLowerCase());
}

type StringKey = Exclude<SelectionKey, 'procedures'>;

/** Toggle a style: same value again or None/Original clears the style and its colour. */
export function toggleStyle(
  current: Selections,
  styleKey: StringKey,
  value: string,
  colorKey?: StringKey,
  defaultColor?: string | null,
): Selections {
  const next: Selections = { ...current };
  if (isNoneValue(value) || current[styleKey] === value) {
    next[styleKey] = null;
    if (colorKey) next[colorKey] = null;
    return next;
  }
  next[styleKey] = value;
  if (colorKey && defaultColor) next[colorKey] = defaultColor;
  return next;
}

/** Toggle a colour (or any single value): the same value again clears it. */
export function toggleValue(current: Selections, key: StringKey, value: string): Selections {
  return { ...current, [key]: current[key] === value || isNoneValue(value) ? null : value };
}

/** Procedures are a multi-select; 'None' empties the list. */
export function toggleProcedure(current: Selections, value: string): Selections {
  if (isNoneValue(value)) return { ...current, procedures: [] };
  const has = current.procedures.includes(value);
  return {
    ...current,
    procedures: has
      ? current.procedures.filter((p) => p !== value)
      : [...current.procedures, value],
  };
}

export function sameSelections(a: Selections, b: Selections): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Keys whose value differs between two selections (first one is flagged as last changed). */
export function changedKeys(a: Selections, b: Selections): SelectionKey[] {
  return (Object.keys(a) as SelectionKey[]).filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
}

/** Push onto an undo history: skip duplicates, drop the redo tail. */
export function pushHistory(
  history: Selections[],
  index: number,
  next: Selections,
): { history: Selections[]; historyIndex: number } {
  const current = history[index];
  if (current && sameSelections(current, next)) return { history, historyIndex: index };
  const kept = history.slice(0, index + 1);
  kept.push(next);
  return { history: kept, historyIndex: kept.length - 1 };
}

/** True when nothing besides the hairstyle is chosen. */
export function hasCustomizations(s: Selections): boolean {
  return (Object.keys(s) as SelectionKey[]).some((k) =>
    k === 'hairstyle' ? false : k === 'procedures' ? s.procedures.length > 0 : s[k] !== null,
  );
}

/** The customizations of a look as readable text, e.g. 'Hair Color: Auburn'. */
export function customizationLabels(s: Selections): string[] {
  const out: string[] = [];
  for (const key of Object.keys(s) as SelectionKey[]) {
    if (key === 'hairstyle') continue;
    const value = s[key];
    if (key === 'procedures') {
      if (s.procedures.length) out.push(s.procedures.join(', '));
      continue;
    }
    if (typeof value === 'string' && value) out.push(value);
  }
  return out;
}
