import type { FaceShape, PersonAnalysis } from '@looklab/shared';
import { faceShapes } from '@looklab/shared';

/** What the stylist needs to know about a person; derivable from a PersonAnalysis alone. */
export type StylistTraits = {
  gender: 'female' | 'male';
  faceShape: FaceShape;
  warm: boolean;
  cool: boolean;
  undertoneWord: string;
  season: string;
  skinDepth: number; // 0 fair … 1 deep
  skinWord: string;
  age: number;
  hairWord: string;
  hairWavy: boolean;
  eyeWord: string;
  lipVolume: string;
  teethStained: boolean;
  sunglasses: boolean;
  hairStatus: string;
  bestColors: string[];
  avoidColors: string[];
  features: string[];
};

export type TraitSource = Partial<
  Pick<
    PersonAnalysis,
    | 'faceShape'
    | 'estimatedAge'
    | 'skinTone'
    | 'undertone'
    | 'eyeColor'
    | 'hairStatus'
    | 'colorAnalysis'
    | 'lipAnalysis'
    | 'dentalFeatures'
    | 'prominentFeatures'
    | 'cosmeticFeatures'
    | 'analyzedPersonDescription'
  >
> & { gender: 'female' | 'male' };

const depthBySkin: [string, number][] = [
  ['rich deep', 0.95],
  ['deep', 0.8],
  ['tan', 0.62],
  ['light-medium', 0.38],
  ['medium', 0.5],
  ['light', 0.22],
  ['fair', 0.08],
];

const hairWords = [
  'platinum blonde',
  'copper red',
  'auburn',
  'dark blonde',
  'blonde',
  'light brown',
  'dark brown',
  'brown',
  'black',
  'silver-grey',
  'white',
  'grey',
  'dark',
  'medium-toned',
];

export function traitsFrom(p: TraitSource): StylistTraits {
  const shapeWord = (p.faceShape ?? 'oval').trim().split(/\s|\(/)[0]?.toLowerCase() ?? 'oval';
  const faceShape = faceShapes.find((s) => s === shapeWord) ?? 'oval';
  const under = (p.colorAnalysis?.undertone ?? p.undertone ?? 'neutral').toLowerCase();
  const skin = (p.skinTone ?? 'medium').toLowerCase();
  const skinDepth = depthBySkin.find(([w]) => skin.startsWith(w))?.[1] ?? 0.5;
  const desc = (p.analyzedPersonDescription ?? '').toLowerCase();
  const hairWord = hairWords.find((w) => desc.includes(`${w} hair`)) ?? 'brown';
  const dental = (p.dentalFeatures ?? []).join(' ').toLowerCase();
  return {
    gender: p.gender,
    faceShape,
    warm: under.includes('warm') || under.includes('olive'),
    cool: under.includes('cool'),
    undertoneWord: under.includes('olive') ? 'warm olive' : (under.split(/\s/)[0] ?? 'neutral'),
    season: p.colorAnalysis?.season ?? 'Soft Summer',
    skinDepth,
    skinWord: skin.split(' (')[0] ?? skin,
    age: p.estimatedAge ?? 30,
    hairWord,
    hairWavy: /wavy|curly/.test(desc),
    eyeWord: (p.eyeColor ?? 'brown').toLowerCase(),
    lipVolume: (p.lipAnalysis?.lipVolume ?? 'Medium').toLowerCase(),
    teethStained: dental.includes('yellow') || dental.includes('ivory'),
    sunglasses: (p.prominentFeatures ?? []).some((f) => f.toLowerCase().includes('sunglasses')),
    hairStatus: p.hairStatus ?? 'full_hair',
    bestColors: (p.colorAnalysis?.bestColors ?? []).map((c) => c.name.toLowerCase()),
    avoidColors: (p.colorAnalysis?.avoidColors ?? []).map((c) => c.name.toLowerCase()),
    features: [...(p.prominentFeatures ?? []), ...(p.cosmeticFeatures ?? [])].map((f) =>
      f.toLowerCase(),
    ),
  };
}
