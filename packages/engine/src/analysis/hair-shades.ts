/**
 * Hair colour words by the catalogue: a measured hair colour takes the word of the nearest
 * natural shade of the catalogue's hair colours (their own hexes, in Lab), so 'blonde' means
 * what the catalogue calls blonde.
 */
import { catalogue } from '@looklab/shared';
import { hexToLab, type Lab } from '../image/color';

/** The natural shades of the catalogue's hair colours and the word the analysis says for each. */
const WORDS: Readonly<Record<string, string>> = {
  'Jet Black': 'black',
  'Natural Black': 'black',
  'Soft Black': 'black',
  Espresso: 'dark brown',
  'Dark Brown': 'dark brown',
  'Chocolate Brown': 'dark brown',
  'Medium Brown': 'brown',
  Chestnut: 'brown',
  Mocha: 'brown',
  'Light Brown': 'light brown',
  Caramel: 'light brown',
  'Dark Blonde': 'dark blonde',
  'Honey Blonde': 'dark blonde',
  'Golden Blonde': 'blonde',
  'Strawberry Blonde': 'blonde',
  'Ash Blonde': 'blonde',
  'Champagne Blonde': 'blonde',
  'Platinum Blonde': 'platinum blonde',
  Copper: 'copper red',
  Ginger: 'copper red',
  Auburn: 'auburn',
  Mahogany: 'auburn',
};

type Shade = { word: string; lab: Lab };

let shades: Shade[] | null = null;

function naturalShades(): Shade[] {
  shades ??= catalogue.hairColor.flatMap((item) => {
    const word = WORDS[item.name];
    const hex = item.colors?.[0]?.hex ?? '';
    const lab = /^#[0-9a-f]{6}$/i.test(hex) ? hexToLab(hex) : null;
    return word && lab ? [{ word, lab }] : [];
  });
  return shades;
}

/** The word of the catalogue's natural shade nearest (CIE76) to `hair`. */
export function shadeWord(hair: Lab): string {
  let best = 'brown';
  let bestDistance = Infinity;
  for (const s of naturalShades()) {
    const d = Math.hypot(s.lab[0] - hair[0], s.lab[1] - hair[1], s.lab[2] - hair[2]);
    if (d < bestDistance) {
      bestDistance = d;
      best = s.word;
    }
  }
  return best;
}
