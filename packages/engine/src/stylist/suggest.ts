import type { MembershipLevel, StyleSuggestion, SuggestInput } from '@looklab/shared';
import {
  categoryConfigs,
  emptySelections,
  isStylePreferenceOn,
  selectionsSchema,
  stylePreferenceKeys,
  suggestInputSchema,
  type SelectionKey,
  type StylePreferenceKey,
} from '@looklab/shared';
import {
  stylistCategoryOf,
  visibleItems,
  type StylistCatalogue,
  type StylistCategory,
} from './catalogue';
import { parseGoal, type GoalIntent } from './goal';
import { cosmeticRecommendations } from './profile';
import { hashString, mulberry32, pickIndex } from './rng';
import { rationaleFor, scoreOptions, type ScoredOption } from './scoring';
import { traitsFrom, type StylistTraits } from './traits';

type SuggestionKey = Exclude<keyof StyleSuggestion, 'rationale' | 'procedures'>;
type Target = { style: SuggestionKey; color?: SuggestionKey };

/** Chosen in their own step (hairstyle) or from the recommendations (procedures, dentistry). */
const notPicked: ReadonlySet<SelectionKey> = new Set([
  'hairstyle',
  'procedures',
  'dentalProcedure',
]);

/**
 * Which suggestion fields each stylist category fills, in selection order (the order the
 * seeded generator is consumed in).
 */
const targets: [StylistCategory, Target][] = (
  Object.keys(selectionsSchema.shape) as SelectionKey[]
).flatMap((key): [StylistCategory, Target][] => {
  if (notPicked.has(key)) return [];
  const config = Object.values(categoryConfigs).find((c) => c.styleKey === key);
  if (!config) return [];
  const style = key as SuggestionKey;
  const color = config.colorKey as SuggestionKey | null;
  return [[stylistCategoryOf(config.id), color ? { style, color } : { style }]];
});

/** Style-preference group → categories it unlocks (spec §3 stylePreferences). */
const groupCategories = new Map<string, Set<StylistCategory>>();
for (const config of Object.values(categoryConfigs)) {
  const key = config.stylePreference.female ?? config.stylePreference.male;
  if (!key) continue;
  const group = key.slice(key.indexOf('_') + 1);
  const cats = groupCategories.get(group) ?? new Set<StylistCategory>();
  cats.add(stylistCategoryOf(config.id));
  groupCategories.set(group, cats);
}

const knownPreferenceKeys: ReadonlySet<string> = new Set(stylePreferenceKeys);

export function enabledCategories(
  gender: 'female' | 'male',
  prefs: Record<string, boolean>,
): Set<StylistCategory> {
  const out = new Set<StylistCategory>();
  for (const [group, cats] of groupCategories) {
    const key = `${gender}_${group}`;
    const known = key in prefs || knownPreferenceKeys.has(key);
    if (!known) continue;
    if (isStylePreferenceOn(prefs, key as StylePreferenceKey)) cats.forEach((c) => out.add(c));
  }
  return out;
}

function emptySuggestion(): Omit<StyleSuggestion, 'rationale'> {
  const { hairstyle: _chosenInItsOwnStep, ...rest } = emptySelections;
  return { ...rest, procedures: [] };
}

/** Chosen option per category, in the order they are considered. */
type Choice = { category: StylistCategory; option: ScoredOption };

function choose(
  options: ScoredOption[],
  temperature: number,
  rand: () => number,
): ScoredOption | null {
  if (options.length === 0) return null;
  const sorted = [...options].sort(
    (a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name),
  );
  const i = pickIndex(
    sorted.map((o) => o.score),
    temperature,
    rand,
  );
  return sorted[i] ?? null;
}

function optional(category: StylistCategory, goal: GoalIntent, t: StylistTraits): boolean {
  // categories that change a lot: only when the goal asks for more than a natural look
  if (category === 'hairColorVariant') return goal.intensity > 0.3;
  if (category === 'contour' || category === 'highlighter' || category === 'bronzer')
    return goal.intensity >= -0.3;
  if (category === 'hairTexture') return goal.intensity > -0.5 || t.gender === 'male';
  return true;
}

/**
 * The rule-based AI stylist: one choice per enabled category from items allowed at the level,
 * ranked by fit with the person and the style goal. Temperature 0 always returns the best
 * option; higher temperatures sample from the ranking with a seeded generator.
 */
export function suggestLook(input: SuggestInput, catalogue: StylistCatalogue): StyleSuggestion {
  const req = suggestInputSchema.parse(input);
  const level: MembershipLevel = req.membershipLevel;
  const t = traitsFrom(req.person);
  const goal = parseGoal(req.styleGoal);
  const temperature = req.temperature;
  const seed =
    req.seed ??
    (temperature > 0
      ? Math.floor(Math.random() * 2 ** 31)
      : hashString(JSON.stringify(req.person)));
  const rand = mulberry32(seed);
  const enabled = enabledCategories(t.gender, req.stylePreferences);
  const out = emptySuggestion();
  const choices: Choice[] = [];
  for (const [category, target] of targets) {
    if (!enabled.has(category) || !optional(category, goal, t)) continue;
    const items = visibleItems(catalogue, category, t.gender, level, {
      avantGarde: req.useAvantGardeStyles === true,
    });
    const opt = choose(scoreOptions(items, category, t, goal, level), temperature, rand);
    if (!opt) continue;
    out[target.style] = opt.item.name;
    if (target.color) out[target.color] = opt.color?.name ?? opt.item.defaultColor ?? null;
    choices.push({ category, option: opt });
  }
  const recs = cosmeticRecommendations(t, catalogue, level);
  if (enabled.has('dental')) {
    const dentalNames = new Set(
      visibleItems(catalogue, 'dental', t.gender, level).map((i) => i.name),
    );
    const dental = recs.find((r) => dentalNames.has(r.name));
    const wantsSmile = goal.occasions.includes('wedding') || goal.intensity > 0.5;
    const whitening = [...dentalNames].find((n) => /whitening/i.test(n));
    out.dentalProcedure = dental?.name ?? (wantsSmile && whitening ? whitening : null);
  }
  if (enabled.has('procedure') && goal.intensity > -0.8) {
    const procNames = new Set(
      visibleItems(catalogue, 'procedure', t.gender, level).map((i) => i.name),
    );
    const max = goal.intensity > 0.5 ? 2 : 1;
    out.procedures = recs
      .filter((r) => procNames.has(r.name))
      .slice(0, max)
      .map((r) => r.name);
  }
  return { ...out, rationale: composeRationale(choices, t, goal, out) };
}

function composeRationale(
  choices: Choice[],
  t: StylistTraits,
  goal: GoalIntent,
  out: Omit<StyleSuggestion, 'rationale'>,
): string {
  const lead = goal.label
    ? `For ${goal.label}, this look plays to your ${t.season} colouring and ${t.faceShape} face.`
    : `This look plays to your ${t.season} colouring and ${t.faceShape} face.`;
  const priority: StylistCategory[] = [
    'hairColor',
    'lipstick',
    'facialHair',
    'eyeshadow',
    'blush',
    'foundation',
    'eyebrow',
    'hairTexture',
  ];
  const parts = [...choices]
    .sort((a, b) => {
      const ia = priority.indexOf(a.category);
      const ib = priority.indexOf(b.category);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
    })
    .slice(0, 3)
    .map((c) => rationaleFor(c.option, c.category, t));
  const extras: string[] = [];
  if (out.dentalProcedure) extras.push(`${out.dentalProcedure} brightens the smile.`);
  if (out.procedures.length) extras.push(`Consider ${out.procedures.join(' and ')}.`);
  if (choices.length === 0 && extras.length === 0)
    return `${lead} No categories are enabled in your style preferences, so nothing was changed.`;
  return [lead, ...parts, ...extras].join(' ');
}
