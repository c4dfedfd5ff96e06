import { categoriesForSelectionKey, type CatalogueCategoryId } from '../categories/category-config';
import { studioConstants } from './studio-constants';
import type { SelectionKey, Selections } from './selections.schema';
import { selectionsEqual } from './selections-equal';

/** Undo/redo history of looks (spec §4): `entries[index]` is the current look. */
export interface SelectionHistory {
  entries: readonly Selections[];
  index: number;
}

export function createHistory(initial: Selections): SelectionHistory {
  return { entries: [initial], index: 0 };
}

export function currentSelections(history: SelectionHistory): Selections {
  const current = history.entries[history.index];
  if (!current) throw new Error('Selection history is empty');
  return current;
}

/**
 * Record a new look. A look equal to the current one is skipped (no duplicate entries); a new
 * look after undo drops the redo tail. The oldest entries go past `historyLimit`.
 */
export function pushHistory(
  history: SelectionHistory,
  next: Selections,
  limit: number = studioConstants.historyLimit,
): SelectionHistory {
  if (selectionsEqual(currentSelections(history), next)) return history;
  const kept = [...history.entries.slice(0, history.index + 1), next];
  const overflow = Math.max(0, kept.length - limit);
  return { entries: kept.slice(overflow), index: kept.length - 1 - overflow };
}

export const canUndo = (history: SelectionHistory): boolean => history.index > 0;
export const canRedo = (history: SelectionHistory): boolean =>
  history.index < history.entries.length - 1;

export function undo(history: SelectionHistory): SelectionHistory {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo(history: SelectionHistory): SelectionHistory {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

/** The selection keys that differ between two looks (to flag the changed category for 600 ms). */
export function changedKeys(before: Selections, after: Selections): SelectionKey[] {
  return (Object.keys(after) as SelectionKey[]).filter((key) => {
    const a = before[key];
    const b = after[key];
    if (Array.isArray(a) && Array.isArray(b)) return a.join('\u0000') !== b.join('\u0000');
    return a !== b;
  });
}

/** The categories touched by a change (for the 600 ms highlight after undo/redo). */
export function changedCategories(before: Selections, after: Selections): CatalogueCategoryId[] {
  const ids = changedKeys(before, after).flatMap((key) =>
    categoriesForSelectionKey(key).map((c) => c.id),
  );
  return [...new Set(ids)];
}
