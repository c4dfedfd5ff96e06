import { memo, Suspense, use, useState, type ReactNode } from 'react';
import type { CatalogueItem, MembershipLevel } from '@looklab/shared';
import { isHydrating } from '@/lib/hydration';
import { whenNeeded } from '@/lib/when-needed';
import type { ExploreSection } from '../explore-sections';
import { CategorySection } from './category-section';

/**
 * In a pre-rendered Explore page, when a section's cards are needed (lib/when-needed): near the
 * screen, touched, or `wakeAll` aborted; null when the section renders afresh.
 */
function sectionNeeded(id: string, wakeAll: AbortSignal): Promise<void> | null {
  if (typeof document === 'undefined' || !isHydrating()) return null;
  const element = document.getElementById(id);
  return element ? whenNeeded(element, wakeAll) : null;
}

function AfterNeeded({ needed, children }: { needed: Promise<void>; children: ReactNode }) {
  use(needed);
  return children;
}

/**
 * One catalogue section. In a pre-rendered page its HTML stays as it is (links and all, not
 * hydrated) until it is needed, so the page's hydration does the sections on screen only, not
 * its hundreds of cards. Memoised: a dehydrated section given new props would be rendered afresh,
 * so the page wakes every section (`wakeAll`) before it changes what they show.
 */
export const SectionWhenNeeded = memo(function SectionWhenNeeded({
  section,
  level,
  onSelect,
  wakeAll,
}: {
  section: ExploreSection;
  level: MembershipLevel | null;
  onSelect: (item: CatalogueItem, section: ExploreSection) => void;
  wakeAll: AbortSignal;
}) {
  const [needed] = useState(() => sectionNeeded(section.id, wakeAll));
  const content = <CategorySection section={section} level={level} onSelect={onSelect} />;
  return (
    <Suspense fallback={null}>
      {needed ? <AfterNeeded needed={needed}>{content}</AfterNeeded> : content}
    </Suspense>
  );
});
