import type {
  MembershipLevel,
  PersonProfile,
  PersonProfileKey,
  Recommendation,
} from '@looklab/shared';
import { profileCategories, visibleItems, type StylistCatalogue } from './catalogue';
import { parseGoal } from './goal';
import { rationaleFor, scoreOptions } from './scoring';
import type { StylistTraits } from './traits';

const PER_CATEGORY = 3;

/** Recommended items for all 16 profile categories (empty where the gender rules exclude it). */
export function buildProfile(
  t: StylistTraits,
  catalogue: StylistCatalogue,
  level: MembershipLevel,
): PersonProfile {
  const goal = parseGoal('');
  const profile = {} as Record<PersonProfileKey, Recommendation[]>;
  for (const [key, category] of Object.entries(profileCategories) as [
    PersonProfileKey,
    (typeof profileCategories)[PersonProfileKey],
  ][]) {
    const items = visibleItems(catalogue, category, t.gender, level);
    const scored = scoreOptions(items, category, t, goal, level).sort((a, b) => b.score - a.score);
    const used = new Set<string>();
    profile[key] = scored
      .slice(0, PER_CATEGORY)
      .map((opt) => ({ name: opt.item.name, rationale: rationaleFor(opt, category, t, used) }));
  }
  return profile;
}

type Trigger = { match: RegExp; when: (t: StylistTraits) => string | null };

/** Procedure/dentistry suggestions tied to measured features (only items the level allows). */
const triggers: Trigger[] = [
  {
    match: /whitening/i,
    when: (t) => (t.teethStained ? 'your teeth show a warm, yellowish shade' : null),
  },
  {
    match: /lip (filler|augment)/i,
    when: (t) => (t.lipVolume === 'thin' ? 'your lips are on the thin side' : null),
  },
  {
    match: /botox|wrinkle|anti-wrinkle|neurotoxin/i,
    when: (t) => (t.age >= 38 ? `fine lines are common at around ${t.age}` : null),
  },
  {
    match: /cheek filler|cheek augment/i,
    when: (t) => (t.age >= 45 ? 'mid-face volume softens with age' : null),
  },
  {
    match: /hair transplant/i,
    when: (t) =>
      t.hairStatus !== 'full_hair'
        ? `your hair status is ${t.hairStatus.replace(/_/g, ' ')}`
        : null,
  },
  {
    match: /peel|resurfacing|laser/i,
    when: (t) =>
      t.features.some((f) => f.includes('redness') || f.includes('variation'))
        ? 'your skin tone looks uneven'
        : null,
  },
  {
    match: /brow lift/i,
    when: (t) =>
      t.features.some((f) => f.includes('flat, low brows')) ? 'your brows sit low and flat' : null,
  },
  {
    match: /jaw|chin/i,
    when: (t) =>
      t.faceShape === 'round' ? 'more jaw definition would lengthen your round face' : null,
  },
];

export function cosmeticRecommendations(
  t: StylistTraits,
  catalogue: StylistCatalogue,
  level: MembershipLevel,
): Recommendation[] {
  const items = [
    ...visibleItems(catalogue, 'dental', t.gender, level),
    ...visibleItems(catalogue, 'procedure', t.gender, level),
  ];
  const out: Recommendation[] = [];
  for (const trig of triggers) {
    const why = trig.when(t);
    if (!why) continue;
    const item = items.find((i) => trig.match.test(i.name));
    if (!item || out.some((o) => o.name === item.name)) continue;
    out.push({ name: item.name, rationale: `${item.name}: ${why}.` });
  }
  return out;
}
