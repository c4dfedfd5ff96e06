import type { FaceShape, HairStatus, PersonAnalysis } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import { NO_CAST, type WhiteGains } from '../image/white-point';
import type { DetectedFace } from '../runtime/human-runtime';
import type { PersonMask } from '../render/context';
import { measureAppearance, type Appearance } from './appearance';
import { analyseColors, type ColorAnalysis } from './season';
import {
  classifyFaceShape,
  describeBones,
  describeEyes,
  describeFaceShape,
  faceMetrics,
  type FaceMetrics,
} from './geometry';
import { cosmeticFeatures, dentalFeatures, prominentFeatures } from './features';
import {
  browColorWord,
  capitalize,
  eyeColorWord,
  hairColorInfo,
  lipPigmentWord,
  skinToneWord,
  undertoneOf,
  type HairColorInfo,
  type Undertone,
} from './words';

/** Everything measured about one face; the stylist turns it into recommendations. */
export type PersonMeasurements = {
  face: DetectedFace;
  gender: 'female' | 'male';
  age: number;
  metrics: FaceMetrics;
  appearance: Appearance;
  faceShape: FaceShape;
  undertone: Undertone;
  hairInfo: HairColorInfo;
  hairStatus: HairStatus;
  color: ColorAnalysis & { key: string };
  fields: Omit<
    PersonAnalysis,
    | 'id'
    | 'analyzedPersonDescription'
    | 'hairstyles'
    | 'cosmeticRecommendations'
    | 'personProfile'
    | 'faceBox'
    | 'personBox'
    | 'landmarks'
    | 'imageWidth'
    | 'imageHeight'
  >;
};

export function hairStatusOf(a: Appearance, gender: 'female' | 'male', age: number): HairStatus {
  if (gender === 'female') return 'full_hair';
  if (a.hairCoverage < 0.2 && a.foreheadSkinFraction > 0.7) return 'bald';
  if (a.hairCoverage < 0.45 && a.foreheadSkinFraction > 0.5) return 'thinning_overall';
  if (a.foreheadSkinFraction > 0.55) return age > 30 ? 'receding_hairline' : 'full_hair';
  return 'full_hair';
}

export function measurePerson(
  img: RawImage,
  face: DetectedFace,
  greyscale: boolean,
  light: WhiteGains = NO_CAST,
  mask?: PersonMask,
): PersonMeasurements {
  const gender: 'female' | 'male' = face.gender ?? 'male';
  const age = Math.max(1, Math.min(100, Math.round(face.age ?? 30)));
  const metrics = faceMetrics(face.mesh);
  const appearance = measureAppearance(img, face.mesh, greyscale, metrics.mouthOpen, light, mask);
  const faceShape = classifyFaceShape(metrics);
  const undertone = undertoneOf(appearance.skin, greyscale);
  const hairInfo = hairColorInfo(appearance.hair, greyscale, age);
  const hairStatus = hairStatusOf(appearance, gender, age);
  const color = analyseColors({
    skin: appearance.skin,
    hair: appearance.hair,
    hairInfo,
    iris: appearance.iris,
    undertone,
    greyscale,
  });
  const m = metrics;
  const lipShape =
    m.cupidBow > 0.07
      ? 'Defined cupid’s bow'
      : m.upperLip > m.lowerLip * 0.9
        ? 'Balanced upper and lower lip'
        : 'Fuller lower lip with a soft bow';
  const lipVolume = m.lipFullness > 0.42 ? 'Full' : m.lipFullness > 0.3 ? 'Medium' : 'Thin';
  const fields: PersonMeasurements['fields'] = {
    gender,
    hairStatus,
    prominentFeatures: prominentFeatures(appearance, metrics, hairInfo, gender),
    faceShape: describeFaceShape(faceShape, metrics),
    estimatedAge: age,
    skinTone: `${skinToneWord(appearance.skin)}${greyscale ? ' (black-and-white photo)' : ''}`,
    undertone: capitalize(undertone),
    eyeColor: appearance.sunglasses
      ? 'Hidden by sunglasses'
      : eyeColorWord(appearance.iris, greyscale),
    eyeShapeAndPlacement: describeEyes(metrics),
    boneStructure: describeBones(metrics),
    lipAnalysis: {
      lipShape,
      lipVolume,
      symmetry: m.lipAsymmetry < 0.06 ? 'Symmetrical' : 'Slightly asymmetrical',
      vermilionBorder: m.cupidBow > 0.06 ? 'Well defined' : 'Soft, less defined',
      naturalPigmentation: lipPigmentWord(appearance.lips, appearance.skin, greyscale),
    },
    eyebrowAnalysis: {
      naturalShapeAndArch:
        m.browArch > 0.14
          ? 'High arch'
          : m.browArch > 0.07
            ? 'Soft, natural arch'
            : 'Straight, low arch',
      hairDensity:
        appearance.browContrast > 35 ? 'Dense' : appearance.browContrast > 18 ? 'Medium' : 'Sparse',
      hairTexture: appearance.browTexture > 14 ? 'Coarse, visible hairs' : 'Fine',
      hairGrowthPattern:
        m.browThickness > 0.28 ? 'Even thickness from head to tail' : 'Tapering toward the tail',
      naturalColor: browColorWord(appearance.brows, greyscale),
    },
    colorAnalysis: {
      season: color.season,
      dominantCharacteristic: color.dominantCharacteristic,
      undertone: color.undertone,
      analysisRationale: color.analysisRationale,
      bestColors: color.bestColors,
      avoidColors: color.avoidColors,
    },
    dentalFeatures: dentalFeatures(appearance, metrics, greyscale),
    cosmeticFeatures: cosmeticFeatures(appearance, metrics, age, gender),
  };
  return {
    face,
    gender,
    age,
    metrics,
    appearance,
    faceShape,
    undertone,
    hairInfo,
    hairStatus,
    color,
    fields,
  };
}

/** 'long wavy blonde hair', 'short dark hair', 'bald head'… */
export function hairPhrase(p: PersonMeasurements): string {
  if (p.hairStatus === 'bald') return 'bald head';
  const len = p.appearance.hairLength === 'medium' ? 'shoulder-length' : p.appearance.hairLength;
  const wave = p.appearance.hairWavy && p.appearance.hairLength !== 'short' ? ' wavy' : '';
  const status = p.hairStatus === 'receding_hairline' ? ', receding hairline' : '';
  return `${len}${wave} ${p.hairInfo.word} hair${status}`;
}
