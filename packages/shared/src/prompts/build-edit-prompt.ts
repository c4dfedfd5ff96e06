import type { HairStatus, PersonAnalysis } from '../analysis/person-analysis.schema';
import type { CatalogueItem } from '../catalogue/catalogue-item.schema';
import {
  findCatalogueItem,
  findItemForSelection,
  getCatalogueItems,
  proceduresFor,
} from '../catalogue/catalogue-queries';
import {
  catalogueCategoryIds,
  categoryConfigs,
  isNoneValue,
  type CatalogueCategoryId,
} from '../categories/category-config';
import { gateSelectionsByGender } from '../studio/gender-gating';
import type { SelectionKey, Selections } from '../studio/selections.schema';
import { facialShapeWords, scalpShapeWords } from './hair-shape-words';

/** What the prompt needs to know about the person being edited (from the server's analysis). */
export type EditPromptPerson = Pick<
  PersonAnalysis,
  'gender' | 'hairStatus' | 'prominentFeatures' | 'analyzedPersonDescription'
>;

export type EditPromptInput = {
  /** the structured look; values not in the catalogue are left out (no free text reaches a model) */
  look: Selections;
  person: EditPromptPerson;
  /** people in the photo; with more than one, the prompt says which one to change */
  peopleCount: number;
  /** a custom-style reference photo goes to the model as the second image */
  hasReference: boolean;
};

/** The procedure whose look the prompt spells out (spec §5). */
export const HAIR_TRANSPLANT = 'Hair Transplant';

const transplantLook =
  'show the result of a successful hair transplant: a natural, dense hairline at the front and temples and a fully covered crown, with no visible scalp';

const hairLossWords: Record<Exclude<HairStatus, 'full_hair'>, string> = {
  receding_hairline: 'a receding hairline',
  thinning_crown: 'thinning hair at the crown',
  thinning_overall: 'thinning hair',
  bald: 'little or no hair on the head',
};

/** Selection keys of eye make-up (the categories behind the 'Eye makeup' preference). */
const eyeMakeupKeys: readonly SelectionKey[] = catalogueCategoryIds
  .map((id) => categoryConfigs[id])
  .filter((c) => c.stylePreference.female === 'female_eyeMakeup')
  .map((c) => c.styleKey);

const makeupCategories = catalogueCategoryIds
  .map((id) => categoryConfigs[id])
  .filter((c) => c.section === 'Makeup');

/** Does the analysis say the person wears sunglasses (the engine records it as a feature)? */
export function wearsSunglasses(person: Pick<PersonAnalysis, 'prominentFeatures'>): boolean {
  return person.prominentFeatures.some((f) => /sunglass/i.test(f));
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const clause = (description: string) => description.replace(/[.\s]+$/, '');

/** The catalogue item a selection names, for this person (null when none or unknown). */
function pick(
  key: SelectionKey,
  value: string | null,
  gender: EditPromptPerson['gender'],
): CatalogueItem | null {
  if (isNoneValue(value)) return null;
  return (
    findItemForSelection(key, value, gender)?.item ?? findItemForSelection(key, value)?.item ?? null
  );
}

/** A colour name as the catalogue spells it, if the item (or the category) offers it. */
function colorName(
  value: string | null,
  items: readonly (CatalogueItem | null | undefined)[],
): string | null {
  if (isNoneValue(value) || value === null) return null;
  const wanted = value.trim().toLowerCase();
  for (const item of items) {
    const found = item?.colors?.find((c) => c.name.toLowerCase() === wanted);
    if (found) return found.name;
  }
  return null;
}

function hairstyleSentence(
  item: CatalogueItem,
  gender: EditPromptPerson['gender'],
  withCurl: boolean,
) {
  const bucket = item.lengthBucket ? `${item.lengthBucket} ` : '';
  const cut = `${bucket}${gender === 'female' ? "women's" : "men's"} cut`;
  const words = item.hairShape?.kind === 'scalp' ? scalpShapeWords(item.hairShape, withCurl) : [];
  return sentence(`change the hairstyle to "${item.name}": a ${[cut, ...words].join(', ')}`);
}

function hairColorSentence(color: CatalogueItem | null, variant: CatalogueItem | null) {
  if (color && variant)
    return sentence(
      `colour the hair ${color.name} as ${variant.name} (${clause(variant.description).toLowerCase()})`,
    );
  if (color) return sentence(`colour the hair ${color.name}, evenly from root to tip`);
  if (variant)
    return sentence(
      `add ${variant.name} to the current hair colour (${clause(variant.description).toLowerCase()})`,
    );
  return null;
}

function makeupSentence(look: Selections): string | null {
  const parts: string[] = [];
  for (const config of makeupCategories) {
    const item = findCatalogueItem(config.id, look[config.styleKey] as string | null);
    if (!item || item.isNone) continue;
    const raw = config.colorKey ? (look[config.colorKey] as string | null) : null;
    const color = colorName(raw, [item]);
    parts.push(`${config.displayName.toLowerCase()} "${item.name}"${color ? ` in ${color}` : ''}`);
  }
  return parts.length ? sentence(`apply this make-up: ${parts.join('; ')}`) : null;
}

function eyebrowSentence(look: Selections): string | null {
  const style = findCatalogueItem('eyebrow', look.eyebrowStyle);
  const brows = getCatalogueItems('eyebrow');
  const color = colorName(look.eyebrowColor, [style, ...brows]);
  if (style && !style.isNone)
    return sentence(
      `shape the eyebrows as "${style.name}" (${clause(style.description).toLowerCase()})${color ? `, coloured ${color}` : ''}`,
    );
  return color ? sentence(`tint the eyebrows ${color}`) : null;
}

function procedureSentences(look: Selections, gender: EditPromptPerson['gender']): string[] {
  const offered = proceduresFor(gender);
  const named = look.procedures
    .map((name) =>
      offered.find((p) => !p.isNone && p.name.toLowerCase() === name.trim().toLowerCase()),
    )
    .filter((p): p is CatalogueItem => p !== undefined);
  if (named.length === 0) return [];
  const out = [
    sentence(
      `show the visible result of ${named.length === 1 ? 'this cosmetic procedure' : 'these cosmetic procedures'}: ${named
        .map((p) => `${p.name} (${clause(p.description).toLowerCase()})`)
        .join('; ')}`,
    ),
  ];
  if (named.some((p) => p.name === HAIR_TRANSPLANT))
    out.push(sentence(`for the ${HAIR_TRANSPLANT}, ${transplantLook}`));
  return out;
}

function dentalSentence(look: Selections): string | null {
  const item = findCatalogueItem('dentalProcedure', look.dentalProcedure);
  if (!item || item.isNone) return null;
  return sentence(
    `show the result of ${item.name} on the teeth (${clause(item.description).toLowerCase()})`,
  );
}

const categoryOf = (id: CatalogueCategoryId, value: string | null) => {
  const item = findCatalogueItem(id, value);
  return item && !item.isNone ? item : null;
};

/**
 * The instruction for a generative image editor, built from the structured look and the
 * person's analysis (spec §5 rules):
 * - the hairstyle with its length bucket and shape words; colour + variant; texture;
 * - facial hair for men only and make-up for women only (the shared gender gating);
 * - eyebrows, cosmetic procedures (Hair Transplant adds the transplant look), dental;
 * - hair loss (hairStatus ≠ full_hair) asks for a full head of hair when the look changes hair;
 * - sunglasses come off when eye make-up is asked for, and stay on otherwise;
 * - with several people, the selected person's description so only they change;
 * - a reference image: copy its hair only;
 * - always: keep the face, identity, expression, pose, clothing, background and framing.
 * Only catalogue names reach the text, so a look cannot smuggle instructions in.
 */
export function buildEditPrompt(input: EditPromptInput): string {
  const { person, peopleCount, hasReference } = input;
  const gender = person.gender;
  const look = gateSelectionsByGender(input.look, gender);
  const noun = gender === 'female' ? 'woman' : 'man';
  const them = gender === 'female' ? 'her' : 'him';
  const lines: string[] = [];

  if (peopleCount > 1) {
    lines.push(
      sentence(
        `this photo shows ${peopleCount} people. Edit only the ${noun} described as: ${clause(person.analyzedPersonDescription)}. Leave everyone else exactly as they are`,
      ),
    );
  } else {
    lines.push(sentence(`edit this photo of a ${noun}`));
  }

  const hairstyle = pick('hairstyle', look.hairstyle, gender);
  const color = categoryOf('hairColor', look.hairColor);
  const variant = categoryOf('hairColorVariant', look.hairColorVariant);
  const texture = categoryOf('hairTexture', look.hairTexture);

  if (hasReference) {
    lines.push(
      sentence(
        `the second image is a hairstyle reference. Copy only its hair — the cut, length, shape and texture${color || variant ? '' : ' and its hair colour'} — onto the ${noun} in the first image. Take nothing else from the reference: not its face, skin, make-up, clothing, pose or background`,
      ),
    );
  }

  const changesHair = hasReference || !!hairstyle || !!color || !!variant || !!texture;
  if (person.hairStatus !== 'full_hair' && changesHair) {
    lines.push(
      sentence(
        `the ${noun} has ${hairLossWords[person.hairStatus]}; show ${them} with a full head of hair`,
      ),
    );
  }
  if (hairstyle) lines.push(hairstyleSentence(hairstyle, gender, !texture));
  const colorLine = hairColorSentence(color, variant);
  if (colorLine) lines.push(colorLine);
  if (texture)
    lines.push(
      sentence(
        `give the hair a ${texture.name.toLowerCase()} texture (${clause(texture.description).toLowerCase()})`,
      ),
    );

  const facial = pick('facialHairStyle', look.facialHairStyle, gender);
  if (facial) {
    const words = facial.hairShape?.kind === 'facial' ? facialShapeWords(facial.hairShape) : [];
    lines.push(
      sentence(`facial hair: "${facial.name}"${words.length ? ` — ${words.join(', ')}` : ''}`),
    );
  }

  const brows = eyebrowSentence(look);
  if (brows) lines.push(brows);
  const makeup = makeupSentence(look);
  if (makeup) lines.push(makeup);

  if (wearsSunglasses(person)) {
    const eyeMakeup = eyeMakeupKeys.some((key) => !isNoneValue(look[key] as string | null));
    lines.push(
      eyeMakeup
        ? sentence(
            'remove the sunglasses so the eyes and the eye make-up can be seen; show natural, open eyes that fit the face',
          )
        : sentence('keep the sunglasses on'),
    );
  }

  lines.push(...procedureSentences(look, gender));
  const dental = dentalSentence(look);
  if (dental) lines.push(dental);

  lines.push(
    sentence(
      `keep the ${noun}'s face, identity, facial features, skin tone, expression and pose exactly as they are, and keep the clothing, the background, the lighting and the framing of the photo unchanged. Change nothing that is not asked for here and return one photorealistic image`,
    ),
  );
  return lines.join(' ');
}
