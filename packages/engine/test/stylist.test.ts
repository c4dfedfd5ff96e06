import { describe, expect, it } from 'vitest';
import {
  canSeeItemLevel,
  defaultStylePreferences,
  styleSuggestionSchema,
  type MembershipLevel,
  type StyleSuggestion,
  type SuggestInput,
} from '@looklab/shared';
import { sharedStylistCatalogue } from '../src/stylist/catalogue-source';
import type { StylistCategory } from '../src/stylist/catalogue';
import { buildProfile } from '../src/stylist/profile';
import { suggestLook } from '../src/stylist/suggest';
import { traitsFrom, type TraitSource } from '../src/stylist/traits';

const catalogue = sharedStylistCatalogue();

const woman: TraitSource = {
  gender: 'female',
  faceShape: 'Oval (length 1.45× width)',
  estimatedAge: 29,
  skinTone: 'Light',
  undertone: 'Warm',
  eyeColor: 'Hazel',
  hairStatus: 'full_hair',
  analyzedPersonDescription: 'the woman, long wavy dark blonde hair',
  lipAnalysis: {
    lipShape: 'x',
    lipVolume: 'Thin',
    symmetry: 'x',
    vermilionBorder: 'x',
    naturalPigmentation: 'x',
  },
  colorAnalysis: {
    season: 'Warm Spring',
    dominantCharacteristic: 'Warm',
    undertone: 'Warm',
    analysisRationale: 'x',
    bestColors: [{ name: 'Coral' }],
    avoidColors: [{ name: 'Black' }],
  },
  dentalFeatures: ['Slightly warm (ivory) tooth shade'],
};
const man: TraitSource = {
  ...woman,
  gender: 'male',
  analyzedPersonDescription: 'the man, short dark brown hair',
  hairStatus: 'receding_hairline',
  estimatedAge: 48,
};

const allOn = (gender: 'female' | 'male') =>
  Object.fromEntries(
    Object.keys(defaultStylePreferences)
      .filter((k) => k.startsWith(gender))
      .map((k) => [k, true]),
  );

function input(over: Partial<SuggestInput> & { person?: TraitSource } = {}): SuggestInput {
  const person = over.person ?? woman;
  return {
    personProfile: buildProfile(traitsFrom(person), catalogue, 'Pro'),
    person,
    temperature: 0,
    styleGoal: '',
    stylePreferences: allOn(person.gender),
    membershipLevel: 'Pro',
    ...over,
  };
}

const fields: [keyof StyleSuggestion, StylistCategory][] = [
  ['hairColor', 'hairColor'],
  ['hairColorVariant', 'hairColorVariant'],
  ['hairTexture', 'hairTexture'],
  ['facialHairStyle', 'facialHair'],
  ['eyebrowStyle', 'eyebrow'],
  ['lipstickStyle', 'lipstick'],
  ['lipLinerStyle', 'lipLiner'],
  ['lipTintStyle', 'lipTint'],
  ['foundationStyle', 'foundation'],
  ['concealerStyle', 'concealer'],
  ['blushStyle', 'blush'],
  ['contourStyle', 'contour'],
  ['highlighterStyle', 'highlighter'],
  ['bronzerStyle', 'bronzer'],
  ['eyeshadowStyle', 'eyeshadow'],
  ['eyelinerStyle', 'eyeliner'],
  ['mascaraStyle', 'mascara'],
  ['dentalProcedure', 'dental'],
];

function disallowed(
  s: StyleSuggestion,
  gender: 'female' | 'male',
  level: MembershipLevel,
): string[] {
  const bad: string[] = [];
  for (const [field, cat] of fields) {
    const v = s[field];
    if (typeof v !== 'string') continue;
    const item = catalogue.items(cat, gender).find((i) => i.name === v);
    if (!item) bad.push(`${field}=${v} missing`);
    else if (!canSeeItemLevel(item.level, level)) bad.push(`${field}=${v} is ${item.level}`);
  }
  for (const p of s.procedures) {
    const item = catalogue.items('procedure', gender).find((i) => i.name === p);
    if (!item || !canSeeItemLevel(item.level, level)) bad.push(`procedure ${p}`);
  }
  return bad;
}

describe('suggestLook (rule-based AI stylist)', () => {
  it('returns every field of the suggestion schema, with a rationale', () => {
    const s = suggestLook(input(), catalogue);
    expect(styleSuggestionSchema.safeParse(s).success).toBe(true);
    expect(s.rationale.length).toBeGreaterThan(20);
    expect(s.lipstickStyle).not.toBeNull();
    expect(s.lipstickColor).not.toBeNull();
    expect(s.hairColor).not.toBeNull();
  });

  it('is deterministic at temperature 0', () => {
    expect(suggestLook(input({ styleGoal: 'wedding' }), catalogue)).toEqual(
      suggestLook(input({ styleGoal: 'wedding' }), catalogue),
    );
  });

  it('varies with higher temperature (seeded)', () => {
    const looks = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => {
        const s = suggestLook(input({ temperature: 1.5, seed }), catalogue);
        return `${s.lipstickStyle}|${s.lipstickColor}|${s.hairColor}|${s.blushStyle}`;
      }),
    );
    expect(looks.size).toBeGreaterThan(1);
    const a = suggestLook(input({ temperature: 1.5, seed: 7 }), catalogue);
    expect(suggestLook(input({ temperature: 1.5, seed: 7 }), catalogue)).toEqual(a);
  });

  it('only fills categories enabled in the style preferences', () => {
    const s = suggestLook(
      input({ stylePreferences: { female_hairColor: true, female_lipstick: false } }),
      catalogue,
    );
    expect(s.hairColor).not.toBeNull();
    expect(s.lipstickStyle).toBeNull();
    expect(s.lipstickColor).toBeNull();
    expect(s.blushStyle).toBeNull();
    expect(s.eyeshadowStyle).not.toBeNull(); // eye makeup is on by default
    const none = suggestLook(
      input({
        stylePreferences: Object.fromEntries(Object.keys(allOn('female')).map((k) => [k, false])),
      }),
      catalogue,
    );
    expect(none.hairColor).toBeNull();
    expect(none.lipstickStyle).toBeNull();
    expect(none.procedures).toEqual([]);
    expect(none.dentalProcedure).toBeNull();
  });

  it('never gives men makeup and gives them facial hair', () => {
    const s = suggestLook(input({ person: man }), catalogue);
    expect(s.lipstickStyle).toBeNull();
    expect(s.foundationStyle).toBeNull();
    expect(s.facialHairStyle).not.toBeNull();
    expect(disallowed(s, 'male', 'Pro')).toEqual([]);
  });

  it('only chooses items allowed at the membership level', () => {
    for (const level of ['Freemium', 'Spark', 'Pro'] as const) {
      for (const goal of ['', 'bold', 'wedding', 'festival']) {
        for (const person of [woman, man]) {
          const s = suggestLook(
            input({ person, membershipLevel: level, styleGoal: goal, temperature: 1, seed: 3 }),
            catalogue,
          );
          expect(disallowed(s, person.gender, level)).toEqual([]);
        }
      }
    }
  });

  it('follows the style goal', () => {
    const natural = suggestLook(input({ styleGoal: 'natural' }), catalogue);
    const bold = suggestLook(input({ styleGoal: 'bold night out' }), catalogue);
    expect(natural).not.toEqual(bold);
    expect(bold.rationale).toMatch(/bold/i);
    expect(natural.rationale).toMatch(/natural/i);
    const moodsOf = (name: string | null) =>
      catalogue.items('lipstick', 'female').find((i) => i.name === name)?.moods ?? [];
    expect(
      moodsOf(bold.lipstickStyle).some((m) => m === 'bold' || m === 'glam' || m === 'edgy'),
    ).toBe(true);
    expect(moodsOf(natural.lipstickStyle).some((m) => m === 'bold' || m === 'glam')).toBe(false);
    // a natural look skips contour and a hair-colour variant
    expect(natural.contourStyle).toBeNull();
    expect(natural.hairColorVariant).toBeNull();
    const interview = suggestLook(input({ styleGoal: 'job interview' }), catalogue);
    expect(interview.rationale).toMatch(/interview/i);
  });
});

describe('buildProfile', () => {
  it('recommends up to three items per category and cites features', () => {
    const p = buildProfile(traitsFrom(woman), catalogue, 'Freemium');
    expect(p.lipstickStyles.length).toBe(3);
    expect(p.facialStyles).toEqual([]);
    for (const r of p.hairstyles) expect(r.rationale.toLowerCase()).toMatch(/oval|face|hair/);
  });
});
