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
    'auburn: the pink backdrop lights the blonde bun pink, and the crown band seeds on its ' +
    'shadowed underside',
  'cgi-model-2.jpg (flip)': 'auburn: as the original',
  'cgi-model-2.jpg (crop)': 'auburn: as the original',
  'cgi-model-2.jpg (relit)': 'auburn: as the original',
  'cgi-model-20.jpg (crop)':
    'brown: the crop cuts off the crown; beside the face the thin dark strands mix with the ' +
    'light wall, and the cut face’s darker skin sample lightens them',
  'cgi-multiangle-10.jpg (original)':
    'brown: the ponytail reaching into the top corner puts a near-black colour into the ' +
    'background, so the black crown is taken for background and only the hairline’s blends of ' +
    'hair and skin seed; the woman in profile is seeded on her forehead, not on the hair behind it',
  'cgi-multiangle-10.jpg (flip)': 'as the original',
  'cgi-multiangle-10.jpg (crop)': 'as the original; the crop cuts the profile’s crown',
  'cgi-multiangle-10.jpg (relit)': 'as the original',
  'cgi-multiangle-9.jpg (crop)':
    'brown: the crop cuts off the crown; beside the face the lit platinum curls are as near ' +
    'the beige backdrop as the background test allows, so only the shadowed strands seed',
  'cgi-multiangle-9.jpg (relit)': 'light brown: the warm lamp is only partly balanced by the skin',
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
