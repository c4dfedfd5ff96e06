import type { PersonAnalysis } from '../analysis/person-analysis.schema';
import { isNoneValue } from '../categories/category-config';
import { cardIncludesQrAndSiteLine } from '../membership/membership';
import { generatedWith, messages } from '../messages/messages';
import { formatProcedures, lookDisplayOrder, type LookRecord } from '../studio/look-text';
import { siteAddress } from './share-links';

export type RecipeGroup = (typeof messages.cardRecipeGroups)[number];

/** What a printable card says (spec §9 'Printable card'), before it is laid out on pages. */
export interface CardContent {
  title: string;
  date: string;
  analysis: string[];
  recipe: { group: RecipeGroup; items: string[] }[];
  styleGoal: string | null;
  assessment: string[];
  colors: { summary: string; best: string[]; avoid: string[] } | null;
  /** Non-Pro cards: a QR code to `qrUrl` and the 'Generated with' site line (spec §6). */
  footer: { qrUrl: string; siteLine: string } | null;
}

export interface CardInput {
  makeoverName: string;
  date: Date;
  /** The result's look (hairstyle included). */
  look: LookRecord;
  person: PersonAnalysis | null;
  styleGoal: string;
  level: unknown;
  /** The site's origin ('https://looklab.example'): the QR code's target and the site line. */
  siteUrl: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 25, 2026' in the reader's local time. */
export function cardDate(date: Date): string {
  return `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}, ${date.getFullYear()}`;
}

const HAIR_KEYS = new Set(['hairstyle', 'hairColor', 'hairTexture', 'facialHairStyle']);
const OTHER_KEYS = new Set(['dentalProcedure', 'procedures']);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && !isNoneValue(value) ? value.trim() : null;

/** The look's applied styles as 'Label: value' lines, grouped Hair / Makeup / Other. */
export function recipeGroups(look: LookRecord): CardContent['recipe'] {
  const lines: { key: string; line: string }[] = [];
  const hairstyle = text(look.hairstyle);
  if (hairstyle) lines.push({ key: 'hairstyle', line: `Hairstyle: ${hairstyle}` });
  for (const [key, label, colorKey] of lookDisplayOrder) {
    const value = text(look[key]);
    if (!value) continue;
    const color = colorKey ? text(look[colorKey]) : null;
    lines.push({ key, line: `${label}: ${color ? `${value}, ${color}` : value}` });
  }
  const procedures = look.procedures;
  const listed = formatProcedures(
    typeof procedures === 'string' || Array.isArray(procedures)
      ? (procedures as string | readonly string[])
      : [],
  );
  if (listed !== 'None') lines.push({ key: 'procedures', line: `Procedures: ${listed}` });

  const [hair, makeup, other] = messages.cardRecipeGroups;
  const groupOf = (key: string): RecipeGroup =>
    HAIR_KEYS.has(key) ? hair : OTHER_KEYS.has(key) ? other : makeup;
  return messages.cardRecipeGroups
    .map((group) => ({
      group,
      items: lines.filter((l) => groupOf(l.key) === group).map((l) => l.line),
    }))
    .filter((g) => g.items.length > 0);
}

/** The person's analysis as short 'Label: value' lines. */
function analysisLines(person: PersonAnalysis): string[] {
  const lips = [person.lipAnalysis.lipShape, person.lipAnalysis.lipVolume].filter(Boolean);
  const lines: [string, string][] = [
    ['Face Shape', person.faceShape],
    ['Skin Tone', `${person.skinTone} (${person.undertone} undertone)`],
    ['Eye Color', person.eyeColor],
    ['Eyes', person.eyeShapeAndPlacement],
    ['Bone Structure', person.boneStructure],
    ['Lips', lips.join(', ')],
    ['Brows', person.eyebrowAnalysis.naturalShapeAndArch],
  ];
  return lines.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value}`);
}

/** Dental and cosmetic assessment: the features seen and the recommended procedures. */
function assessmentLines(person: PersonAnalysis): string[] {
  return [
    ...person.dentalFeatures.map((f) => `Dental: ${f}`),
    ...person.cosmeticFeatures.map((f) => `Cosmetic: ${f}`),
    ...person.cosmeticRecommendations.map((r) => `Consider ${r.name}: ${r.rationale}`),
  ];
}

/** Everything a card shows, in the order it shows it. */
export function cardContent(input: CardInput): CardContent {
  const { person } = input;
  const colors = person?.colorAnalysis;
  const summary = colors
    ? [colors.season, colors.dominantCharacteristic].filter((v) => v.trim()).join(' — ')
    : '';
  return {
    title: input.makeoverName.trim() || messages.cardStyleRecipe,
    date: cardDate(input.date),
    analysis: person ? analysisLines(person) : [],
    recipe: recipeGroups(input.look),
    styleGoal: input.styleGoal.trim() || null,
    assessment: person ? assessmentLines(person) : [],
    colors:
      colors && (summary || colors.bestColors.length || colors.avoidColors.length)
        ? {
            summary,
            best: colors.bestColors.map((c) => c.name),
            avoid: colors.avoidColors.map((c) => c.name),
          }
        : null,
    footer: cardIncludesQrAndSiteLine(input.level)
      ? {
          qrUrl: input.siteUrl,
          siteLine: `${generatedWith()} · ${siteAddress(input.siteUrl)}`,
        }
      : null,
  };
}
