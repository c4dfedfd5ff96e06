const ordinals = [
  '',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** 1 → 'second', 2 → 'third' … (0-based distance from the end). */
function nth(k: number): string {
  if (k < ordinals.length) return ordinals[k] ?? `${k + 1}th`;
  k += 1;
  const mod10 = k % 10;
  const mod100 = k % 100;
  const suffix =
    mod10 === 1 && mod100 !== 11
      ? 'st'
      : mod10 === 2 && mod100 !== 12
        ? 'nd'
        : mod10 === 3 && mod100 !== 13
          ? 'rd'
          : 'th';
  return `${k}${suffix}`;
}

/** 'on the left', 'second from the right', 'in the middle' for person `index` of `count` (0-based, left to right). */
export function positionPhrase(index: number, count: number): string {
  if (count <= 1) return '';
  if (count === 2) return index === 0 ? 'on the left' : 'on the right';
  if (count % 2 === 1 && index === (count - 1) / 2) return 'in the middle';
  if (index === 0) return 'on the far left';
  if (index === count - 1) return 'on the far right';
  if (index < count / 2) return `${nth(index)} from the left`;
  return `${nth(count - 1 - index)} from the right`;
}

/** 'the woman second from the left, long wavy blonde hair' */
export function describePerson(input: {
  gender: 'female' | 'male';
  index: number;
  count: number;
  row: 'front' | 'back' | null;
  hair: string;
  extras: string[];
}): string {
  const noun = input.gender === 'female' ? 'woman' : 'man';
  const pos = positionPhrase(input.index, input.count);
  const row = input.row ? ` (${input.row} row)` : '';
  const details = [input.hair, ...input.extras].filter(Boolean).join(', ');
  return `the ${noun}${pos ? ` ${pos}` : ''}${row}, ${details}`;
}
