import type { CardSource } from '@/features/downloads';
import { useMembershipLevel } from '@/lib/auth';
import { fullResolutionFinal } from '../results/full-resolution';
import { imageSrc, useSelectedPerson, useStudioStore } from '../store/studio-store';

/**
 * The printable card's makings from the studio: the makeover's name and date, the original and
 * its first result (with that result's look, at full size), the selected person's analysis and
 * the style goal.
 * Null until there is a result.
 */
export function useCardSource(): CardSource {
  const name = useStudioStore((s) => s.makeoverName);
  const createdAt = useStudioStore((s) => s.createdAt);
  const original = useStudioStore((s) => s.originalImage);
  const result = useStudioStore((s) => s.finalImages[0] ?? null);
  const styleGoal = useStudioStore((s) => s.styleGoal);
  const person = useSelectedPerson();
  const level = useMembershipLevel();
  const beforeSrc = imageSrc(original);
  const afterSrc = imageSrc(result);
  if (!result || !beforeSrc || !afterSrc) return null;
  return {
    input: {
      makeoverName: name,
      date: new Date(createdAt ?? Date.now()),
      look: result.look,
      person,
      styleGoal,
      level,
      siteUrl: window.location.origin,
    },
    images: { beforeSrc, afterSrc },
    // a result shown at the screen's size is made at full size for the card
    ...(result.draft === true
      ? {
          fullSize: async () => {
            const full = await fullResolutionFinal(result);
            return { beforeSrc, afterSrc: imageSrc(full) ?? afterSrc };
          },
        }
      : {}),
  };
}
