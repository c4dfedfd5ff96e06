import type { EditCategory } from '../catalogue/edit-categories';

/** Whether the last change (its selection key) was in `category`: its style or its colour. */
export function changedIn(
  lastChangedKey: string | null,
  category: Pick<EditCategory, 'styleKey' | 'colorKey'>,
): boolean {
  return (
    lastChangedKey !== null &&
    (lastChangedKey === category.styleKey || lastChangedKey === category.colorKey)
  );
}
