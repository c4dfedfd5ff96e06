/**
 * Hair colour and length in the person analysis, judged from the hair mask: on every fixture
 * person labelled by eye (hair-labels.json) and on a flipped, a cropped and a relit copy of each
 * photo (photo-variants.ts), the description names a colour and a length the labels allow.
 *
 * With the hair judged from a band around the face box 36 of these 44 cases failed; with the
 * hair region (hair-region.ts) 11 still do, each marked in STILL_WRONG with why. They run as
 * it.fails: one that starts passing fails here, so the list stays honest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalEngine, type LocalEngine } from '../src/index';
import { decodeImage, encodePng } from '../src/image/raw-image';
import { photo } from './helpers';
import { VARIANTS, vary, type Variant } from './photo-variants';

type Labels = {
  colours?: string[];
  lengths?: ('short' | 'medium' | 'long')[];
  cropCutsFace?: boolean;
};
const here = path.dirname(fileURLToPath(import.meta.url));
const labels = (
  JSON.parse(readFileSync(path.join(here, 'hair-labels.json'), 'utf8')) as {
    photos: Record<string, Labels>;
  }
).photos;

/** The length bucket and colour words of a description's hair ('long wavy dark blonde hair'). */
function hairOf(description: string): { length: string; colour: string } | null {
  const m = /(short|shoulder-length|long)(?: wavy)? (.+?) hair/.exec(description);
  if (!m) return null;
  return { length: m[1] === 'shoulder-length' ? 'medium' : (m[1] ?? ''), colour: m[2] ?? '' };
}

let engine: LocalEngine;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

/** What is wrong with the hair the analysis describes on `name` varied by `v` ([] = nothing). */
async function hairErrors(name: string, v: Variant): Promise<string[]> {
  const label = labels[name];
  if (!label) throw new Error(`no labels for ${name}`);
  const image = vary(await decodeImage(photo(name)), v).image;
  const people = await engine.analyze(await encodePng(image), { level: 'Freemium' });
  if (people.length === 0) return v === 'crop' && label.cropCutsFace ? [] : ['nobody found'];
  const errors: string[] = [];
  for (const p of people) {
    const hair = hairOf(p.analyzedPersonDescription);
    const where = `${p.id} (“${p.analyzedPersonDescription}”)`;
    if (!hair) {
      errors.push(`${where}: no hair described`);
      continue;
    }
    if (label.colours && !label.colours.includes(hair.colour)) {
      errors.push(`${where}: colour “${hair.colour}”, expected ${label.colours.join(' / ')}`);
    }
    if (label.lengths && !label.lengths.includes(hair.length as 'short')) {
      errors.push(`${where}: length ${hair.length}, expected ${label.lengths.join(' / ')}`);
    }
  }
  return errors;
}

/** Cases the hair region still gets wrong, and why. */
const STILL_WRONG: Readonly<Record<string, string>> = {
  'cgi-model-2.jpg (original)':
    'brown: the crown band holds the bun’s shadowed underside and the temples against the pink ' +
    'backdrop (a* 30–45, L* 30–57); its lit top lies above the band. The photo’s white is ' +
    'neutral (a white top), so no white balance takes the pink off: it is the backdrop’s light ' +
    'on the hair, not the lamp’s',
  'cgi-model-2.jpg (flip)': 'light brown: as the original',
  'cgi-model-2.jpg (crop)':
    'auburn and shoulder-length: the crop cuts off the crown, so cells beside the face are ' +
    'seeded, and there they are the pink backdrop itself (L* 68, a* 52), from which the region ' +
    'runs down beside the neck',
  'cgi-model-2.jpg (relit)': 'auburn: as the original',
  'cgi-model-20.jpg (crop)':
    'brown: the crop cuts off the crown; beside the face the thin dark strands mix with the ' +
    'light wall, and the cut face’s darker skin sample lightens them',
  'cgi-multiangle-10.jpg (original)':
    'the woman in profile, light brown and short: her crown band lies over her forehead and ' +
    'hairline, and the black hair behind her head fills a third of the background sample, so ' +
    'only blends of hair and skin seed (the frontal woman is dark brown)',
  'cgi-multiangle-10.jpg (flip)':
    'the profile light brown as in the original; the frontal woman brown: half her crown ' +
    'cells are black, half blends of hair and skin at the hairline and temples, and the ' +
    'colour’s lit part (lightness quantiles 0.4–0.92) falls on the blends',
  'cgi-multiangle-10.jpg (crop)':
    'the profile blonde (the crop cuts her crown: only her forehead’s edge seeds); the frontal ' +
    'woman brown, as in the flip',
  'cgi-multiangle-10.jpg (relit)':
    'the profile light brown, the frontal woman brown: as in the flip',
  'cgi-multiangle-9.jpg (crop)':
    'brown: the crop cuts off the crown; beside the face the lit platinum curls are as near ' +
    'the beige backdrop as the background test allows, so only the shadowed strands seed',
  'cgi-multiangle-9.jpg (relit)':
    'the woman on the right light brown: under the lamp her lit curls, her skin and the ' +
    'backdrop lie within ~8 of each other, so only the shadowed strands (L* ≈ 50) seed; the ' +
    'woman on the left is blonde once the lamp’s colour is taken off',
};

describe('hair colour and length from the hair region', () => {
  for (const name of Object.keys(labels)) {
    for (const v of VARIANTS) {
      const title = `${name} (${v})`;
      const test = STILL_WRONG[title] ? it.fails : it;
      test(
        title,
        async () => {
          expect(await hairErrors(name, v)).toEqual([]);
        },
        60_000,
      );
    }
  }
});
