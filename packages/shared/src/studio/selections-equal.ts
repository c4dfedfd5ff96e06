import type { Selections } from './selections.schema';

/** Structural equality of two looks (procedure order matters: it is the user's order). */
export function selectionsEqual(a: Selections, b: Selections): boolean {
  const keys = Object.keys(a) as (keyof Selections)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((v, i) => v === y[i]);
    }
    return x === y;
  });
}
