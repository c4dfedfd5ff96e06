import type { FacialHairShape, ScalpHairShape } from '../catalogue/hair-shape';

/*
 * Words for a generative prompt from the catalogue's silhouette parameters (hair-shape.ts), so a
 * model that has never seen our catalogue names still gets the cut's form.
 */

const silhouetteWords: Record<ScalpHairShape['shape'], string> = {
  shaved: 'clipped close to the scalp',
  crop: 'cropped short all over, following the head',
  pixie: 'a textured pixie, longer on top',
  bob: 'one length all around',
  layered: 'cascading layers',
  straight: 'one length',
  shag: 'choppy layers with lift at the crown',
  updo: 'gathered up off the neck',
  bun: 'gathered into a bun',
  ponytail: 'gathered into a ponytail',
  braid: 'braided',
  afro: 'a rounded halo of coils',
  mohawk: 'a central crest with short sides',
  undercut: 'long on top over clipped sides',
  slick: 'combed flat and sleek',
  quiff: 'lifted at the front',
  locs: 'rope-like locs',
  asymmetric: 'one side longer than the other',
  sculptural: 'a sculptural, avant-garde form',
};

/** Where the hair ends, from its length in face heights below the hairline (hair-shape.ts). */
function endsAt(length: number): string {
  if (length < 0.15) return 'at the scalp';
  if (length < 0.55) return 'above the ears';
  if (length < 1.1) return 'at the jaw';
  if (length < 1.7) return 'at the shoulders';
  if (length < 2.6) return 'at mid-back';
  return 'at the waist';
}

/** Curl of the outline: the same thresholds as the texture catalogue (0, 0.33, 0.66, 1). */
export function curlWord(curl: number): string {
  if (curl < 0.17) return 'straight';
  if (curl < 0.5) return 'wavy';
  if (curl < 0.83) return 'curly';
  return 'coily';
}

/** 'a blunt fringe', 'a centre parting', … for a scalp hairstyle; curl words only on request. */
export function scalpShapeWords(shape: ScalpHairShape, withCurl: boolean): string[] {
  const words = [silhouetteWords[shape.shape]];
  if (shape.gather === 'none') words.push(`ending ${endsAt(shape.length)}`);
  else words.push(`gathered at the ${shape.gather === 'top' ? 'top of the head' : shape.gather}`);
  if (shape.fringe !== 'none') words.push(`a ${shape.fringe} fringe`);
  if (shape.parting === 'center') words.push('a centre parting');
  else if (shape.parting !== 'none') words.push(`a side parting on the ${shape.parting}`);
  if (shape.sides < 0.35 && shape.shape !== 'shaved') words.push('short sides');
  if (shape.volume < 0.2) words.push('sleek');
  else if (shape.volume > 0.6) words.push('full of volume');
  if (shape.crownHeight >= 0.25) words.push('height at the crown');
  if (withCurl) words.push(curlWord(shape.curl));
  return words;
}

/** 'a full beard covering the cheeks, dense, a rounded edge', or 'no facial hair at all'. */
export function facialShapeWords(shape: FacialHairShape): string[] {
  if (shape.density === 0) return ['no facial hair at all, freshly shaved'];
  const words: string[] = [];
  if (shape.chin >= 0.9) words.push('a full beard on the chin and jaw');
  else if (shape.chin > 0) words.push('hair on the chin only');
  if (shape.cheeks >= 0.5) words.push('reaching up the cheeks');
  if (shape.mustache !== 'none') words.push(`a ${shape.mustache.replace('-', ' ')} mustache`);
  if (shape.connected) words.push('mustache joined to the beard');
  if (shape.sideburns > 0) words.push(shape.sideburnWidth >= 0.12 ? 'wide sideburns' : 'sideburns');
  if (shape.density < 0.3) words.push('stubble length');
  else if (shape.length >= 0.3) words.push('long');
  else if (shape.length >= 0.1) words.push('medium length');
  else words.push('short and neat');
  if (shape.shape !== 'none') words.push(`a ${shape.shape} lower edge`);
  return words;
}
