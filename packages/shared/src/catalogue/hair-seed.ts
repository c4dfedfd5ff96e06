import type {
  CatalogueItem,
  FaceShape,
  LengthBucket,
  MoodTag,
  OccasionTag,
} from './catalogue-item.schema';
import type { MembershipLevel } from '../membership/membership';
import type { ScalpHairShape } from './hair-shape';
import { lengthBucketFromLength, needsGenerativeProvider, scalpShape } from './hair-shape-rules';
import { hairstyleSvg } from '../icons/hair-icons';
import { makeItem } from './define-item';

export interface HairstyleSeed {
  name: string;
  description: string;
  shape: Partial<Omit<ScalpHairShape, 'kind'>>;
  faces: FaceShape[];
  occasions: OccasionTag[];
  moods: MoodTag[];
  shortName?: string;
  level?: MembershipLevel;
  /** Gathered styles (buns, updos) state the hair length they need; others derive it. */
  bucket?: LengthBucket;
  /** Icon hair colour when the style implies one (e.g. bleached). */
  iconHairHex?: string;
}

/** Build hairstyle items of one group; avant-garde groups are Pro and flagged. */
export function hairstyles(
  group: string,
  seeds: readonly HairstyleSeed[],
  avantGarde = false,
): CatalogueItem[] {
  return seeds.map((seed) => {
    const hairShape = scalpShape(seed.shape);
    const level = avantGarde ? 'Pro' : seed.level;
    return makeItem(
      {
        name: seed.name,
        ...(seed.shortName !== undefined && { shortName: seed.shortName }),
        description: seed.description,
        group,
        lengthBucket: seed.bucket ?? lengthBucketFromLength(hairShape.length),
        faceShapes: seed.faces,
        occasions: seed.occasions,
        moods: seed.moods,
        hairShape,
        ...(needsGenerativeProvider(hairShape) && { needsGenerative: true }),
        ...(level !== undefined && { level }),
        ...(avantGarde && { isAvantGarde: true }),
      },
      () => hairstyleSvg(seed.name, hairShape, seed.iconHairHex),
    );
  });
}
