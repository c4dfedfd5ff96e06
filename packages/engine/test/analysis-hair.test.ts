/**
 * Hair colour and length in the person analysis, judged from the hair mask: on every fixture
 * person labelled by eye (hair-labels.json) and on a flipped, a cropped and a relit copy of each
 * photo (photo-variants.ts), the description names a colour and a length the labels allow.
 *
 * With the hair judged from a band around the face box 36 of these 44 cases failed; with the
 * hair region (hair-region.ts) 11 did, with the person segmentation in it (photos of few people)
 * 7, with a colour pinker than any natural shade named by its lightness (hair-shades.ts) 5, with
 * the cells taken under grey light before hair is told from skin and backdrop 4, and with a
 * glow-tinted colour's lightness read on its natural-hued cells (hair-colour.ts glowFree) 3, and
 * with the mask's unsure cells told from the backdrop by the backdrop's own spread when its sure
 * cells seed too few (hair-cells.ts unlikeBackdrop) 1 (cgi-multiangle-10 crop, a profile and a
 * frontal woman: the frontal one righted by skin apart from the face not taken for hair,
 * skin-apart.ts), and with a profile's beside-face seeds taken behind its face only and its
 * colour judged on its hair behind the head too (hair-region.ts behindProfile) none. Cases still
 * wrong go in STILL_WRONG with why; they run as it.fails: one that starts passing fails here, so
 * the list stays honest.
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

/** Cases the hair region still gets wrong, and why (measured with the segmentation, which
 * photos of at most MASKED_HAIR_PEOPLE faces use). Tried and not kept: seeding on every non-skin
 * person cell without the background's colour test (the mask tells the backdrop) righted
 * cgi-multiangle-10 (relit) but made cgi-model-13 (crop) brown and left both crops below; taking
 * the segmentation's unsure cells (0.2 to 0.8) beside a head cut by the photo's top edge as the
 * person made cgi-model-20 (crop) brown (the mask's edge blends the backdrop), and as a second try
 * only when the sure cells are too few it made cgi-model-2 (crop) short but left it light brown
 * (below); calling a cell skin when it is the face's skin in shade (the skin's linear RGB scaled
 * down to 30 %, within SCALP_DELTA) righted the frontal woman in cgi-multiangle-10 (crop) but made
 * ai-body short and cgi-multiangle-9 light brown; judging the colour on the person's cells around
 * the head whatever the crown shows, without the background test, righted cgi-multiangle-10
 * (relit) before the cells were taken under grey light but made cgi-model-14 and cgi-model-20
 * light brown and brown; with the background test it made ai-upper (relit) dark brown. A second
 * try on the mask's unsure cells (person ≥ MASK_BACKDROP) when its sure ones seed too few left
 * cgi-multiangle-9 (crop) brown (17 seeds, 3 of them lit curls: L* 56.7 → 47.6 balanced) and made
 * cgi-model-2 (crop) shoulder-length light brown (reach 0.21 face heights, L* 46.3). Judging
 * the whole colour (not only its lightness) on the natural-hued cells named cgi-model-2 light
 * brown (L* 60, a* 20, b* 19: a* still the glow's). Loosening the backdrop test to the
 * backdrop's own spread (unlikeBackdrop) on the mask's sure cells too, not only on its unsure
 * ones when the sure ones seed too few, made cgi-model-13 (crop) shoulder-length brown and
 * cgi-model-14 (relit) dark blonde; reading the spread per side of the face (as the beside-face
 * cells' background is) left cgi-model-2 (crop) shoulder-length (the pink backdrop's sides sit
 * within 1.3-1.6 of their centres at q90, so the mask's blended edge seeded too) and a flipped
 * crop of cgi-multiangle-9 light brown (that side's q90 is 4.9: a distance of 9.8, which the
 * curls mostly fail). For the profile in cgi-multiangle-10 (crop): dropping beside-face cells
 * inside the face mesh's convex hull made her black, but made cgi-multiangle-9 (crop) light brown
 * (L* 66.8 → 53.4: its right-hand face is a mesh on the bokeh, whose blonde seeds lie inside that
 * hull) and, on crown and temple cells too, ai-upper dark brown and shoulder-length; only such
 * cells that are the face's skin (joined to it, skin-apart.ts) changed nothing. Calling a cell
 * skin within SCALP_DELTA of any one cheek patch (not their median) made ai-upper (crop),
 * cgi-model-2 (crop) and cgi-multiangle-9 (crop) brown or light brown (a cut face's patches land
 * on hair); calling any cell on the skin's shading line skin (not only one joined to skin apart
 * from the face) failed 7 cases and 11 when grown from lit skin (brown and blonde hair lie on
 * that line: ai-upper, ai-body and cgi-multiangle-10 turned short); a temple or beside-face cell
 * with the face's skin farther out on its row made cgi-multiangle-10 (flip) brown (a hand).
 * What righted the profile: her nose tip lies beyond a cheek edge (landmarks.ts profileFront), so
 * no beside-face cell on her nose's side seeds (16 of her 29 seeds were her cheek and nose in
 * shade: L* 55.2 light brown → 6.8 black). That alone made cgi-multiangle-9 (crop) person-2, a
 * face turned as far, light brown (L* 66.8 → 53.4): its nose-side seeds had been the lilac-lit
 * edge of its face and the bokeh, its true seeds are platinum curls by the ear in the head's
 * shade; judging the colour on the hair behind the head as well makes it blonde (L* 64.0) and
 * keeps the profile black (L* 4.9).
 */
const STILL_WRONG: Readonly<Record<string, string>> = {};

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
