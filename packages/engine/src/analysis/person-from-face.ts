/**
 * Development helper for the gallery, bench and tests: a minimal PersonAnalysis from a raw
 * detection, so the renderer can be exercised without the full analysis pipeline.
 */
import type { PersonAnalysis } from '@looklab/shared';
import { emptyPersonProfile } from './empty-profile';
import type { DetectedFace } from '../runtime/human-runtime';

export function personFromFace(
  face: DetectedFace,
  index: number,
  imageWidth: number,
  imageHeight: number,
  overrides: Partial<PersonAnalysis> = {},
): PersonAnalysis {
  const b = face.box;
  return {
    id: `person-${index + 1}`,
    gender: face.gender ?? 'female',
    analyzedPersonDescription: 'test person',
    hairStatus: 'full_hair',
    hairstyles: [],
    prominentFeatures: [],
    faceShape: 'oval',
    estimatedAge: Math.round(face.age ?? 30),
    skinTone: 'medium',
    undertone: 'neutral',
    eyeColor: 'brown',
    eyeShapeAndPlacement: 'almond',
    boneStructure: 'balanced',
    lipAnalysis: {
      lipShape: '',
      lipVolume: '',
      symmetry: '',
      vermilionBorder: '',
      naturalPigmentation: '',
    },
    eyebrowAnalysis: {
      naturalShapeAndArch: '',
      hairDensity: '',
      hairTexture: '',
      hairGrowthPattern: '',
      naturalColor: '',
    },
    colorAnalysis: {
      season: '',
      dominantCharacteristic: '',
      undertone: '',
      analysisRationale: '',
      bestColors: [],
      avoidColors: [],
    },
    dentalFeatures: [],
    cosmeticFeatures: [],
    cosmeticRecommendations: [],
    personProfile: emptyPersonProfile(),
    faceBox: { x: b.x, y: b.y, width: b.width, height: b.height },
    personBox: {
      x: b.x - b.width * 0.6,
      y: b.y - b.height * 0.5,
      width: b.width * 2.2,
      height: b.height * 3,
    },
    landmarks: face.mesh.map((p) => [p[0], p[1], p[2]] as [number, number, number]),
    imageWidth,
    imageHeight,
    ...overrides,
  };
}
