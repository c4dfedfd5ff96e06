/**
 * Hair colour and length in the person analysis, judged from the hair mask: on every fixture
 * person labelled by eye (hair-labels.json) and on a flipped, a cropped and a relit copy of each
 * photo (photo-variants.ts), the description names a colour and a length the labels allow.
 *
 * Opt-in (LOOKLAB_HAIR_LABELS=1) while cases still fail: with the hair judged from the band
 * around the face box 36 of the 44 cases failed; with the hair region of hair-region.ts 24 do.
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

describe.runIf(process.env.LOOKLAB_HAIR_LABELS === '1')(
  'hair colour and length from the hair mask',
  () => {
    for (const name of Object.keys(labels)) {
      it.each(VARIANTS)(
        `${name} (%s)`,
        async (v) => {
          expect(await hairErrors(name, v)).toEqual([]);
        },
        60_000,
      );
    }
  },
);
