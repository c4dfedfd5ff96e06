import { personProfileSchema, type PersonProfile } from '@looklab/shared';

/** A personProfile with no recommendations in any category (when the profile is not built). */
export function emptyPersonProfile(): PersonProfile {
  return Object.fromEntries(
    Object.keys(personProfileSchema.shape).map((key) => [key, []]),
  ) as unknown as PersonProfile;
}
