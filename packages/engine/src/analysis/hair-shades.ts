/**
 * Hair colour words by the catalogue: a measured hair colour takes the word of the nearest
 * natural shade of the catalogue's hair colours (their own hexes, in Lab), so 'blonde' means
 * what the catalogue calls blonde.
 */
import { catalogue } from '@looklab/shared';
import { chroma, hexToLab, hue, type Lab } from '../image/color';
import { HUE_CHROMA } from './hair-params';

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

/** The words that name a hue (red hair) rather than a place on the black–brown–blonde scale. */
const HUE_WORDS: ReadonlySet<string> = new Set(['copper red', 'auburn']);

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

let hueRange: [number, number] | null = null;

/** The hues (degrees) the natural shades of chroma ≥ HUE_CHROMA span, lowest and highest. */
function naturalHues(): [number, number] {
  if (!hueRange) {
    const hues = naturalShades()
      .filter((s) => chroma(s.lab) >= HUE_CHROMA)
      .map((s) => hue(s.lab));
    hueRange = [Math.min(...hues), Math.max(...hues)];
  }
  return hueRange;
}

/** Whether `lab`'s hue lies within the natural shades' hues (those of chroma ≥ HUE_CHROMA). */
export function naturalHue(lab: Lab): boolean {
  if (chroma(lab) < HUE_CHROMA) return true;
  const [lo, hi] = naturalHues();
  const h = hue(lab);
  return h >= lo && h <= hi;
}

/**
 * The word of the catalogue's natural shade nearest (CIE76) to `hair`. A hue outside every
 * natural shade's (pinker than mahogany, bluer than platinum) is the light's colour on the hair
 * (a coloured backdrop's glow) or a dye the natural words cannot name, so its chroma says
 * nothing of which natural shade it is: the shade of the black–brown–blonde scale nearest in
 * lightness answers.
 */
export function shadeWord(hair: Lab): string {
  const byLightness = !naturalHue(hair);
  let best = 'brown';
  let bestDistance = Infinity;
  for (const s of naturalShades()) {
    if (byLightness && HUE_WORDS.has(s.word)) continue;
    const d = byLightness
      ? Math.abs(s.lab[0] - hair[0])
      : Math.hypot(s.lab[0] - hair[0], s.lab[1] - hair[1], s.lab[2] - hair[2]);
    if (d < bestDistance) {
      bestDistance = d;
      best = s.word;
    }
  }
  return best;
}
