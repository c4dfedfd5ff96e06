import { emptySelections, selectionsEqual } from '@looklab/shared';
import type { Selections, SelectionKey } from '@looklab/shared';

/*
 * Studio-local helpers that shared has no equivalent for in this shape: the store keeps its
 * history as an array with an index, and result cards list bare customization values. The
 * toggles, none values, changed keys and hasCustomizations come from @looklab/shared.
 */

/** The current selections (history head). */
export function currentSelections(s: { history: Selections[]; historyIndex: number }): Selections {
  return s.history[s.historyIndex] ?? emptySelections;
}

/** Push onto an undo history: skip duplicates, drop the redo tail. */
export function pushHistory(
  history: Selections[],
  index: number,
  next: Selections,
): { history: Selections[]; historyIndex: number } {
  const current = history[index];
  if (current && selectionsEqual(current, next)) return { history, historyIndex: index };
  const kept = history.slice(0, index + 1);
  kept.push(next);
  return { history: kept, historyIndex: kept.length - 1 };
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
