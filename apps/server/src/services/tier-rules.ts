import {
  canUseFeature,
  featureLevels,
  lookViolations,
  needsPlan,
  type GatedFeature,
  type LookInput,
  type MembershipLevel,
  violationMessage,
} from '@looklab/shared';
import { HttpError } from '../lib/http-error';

/** Names of gated features in the 403 message ('Favorite styles needs the Spark plan.'). */
const featureNames: Record<GatedFeature, string> = {
  favoriteStyles: 'Saving favorite styles',
  productLibrary: 'The Makeup Library',
};

/** 403 unless the level may use the feature (spec §6, the shared rule set). */
export function requireFeature(level: MembershipLevel, feature: GatedFeature): void {
  if (!canUseFeature(level, feature)) {
    throw new HttpError(
      403,
      needsPlan(featureNames[feature], featureLevels[feature]),
      'plan_required',
    );
  }
}

/**
 * 403 naming the first catalogue style or colour of the look above the level (spec §6), or
 * avant-garde while the user's switch is off.
 */
export function requireLookAllowed(
  level: MembershipLevel,
  look: LookInput,
  useAvantGardeStyles = true,
): void {
  const [first] = lookViolations(look, { level, useAvantGardeStyles });
  if (first) throw new HttpError(403, violationMessage(first, level), 'plan_required');
}
