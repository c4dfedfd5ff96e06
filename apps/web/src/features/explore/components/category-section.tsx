import { isItemLocked, type CatalogueItem, type MembershipLevel } from '@looklab/shared';
import type { ExploreSection } from '../explore-sections';
import { StyleCard } from './style-card';

/** One catalogue category: heading, count and its items (in sub-groups when it has them). */
export function CategorySection({
  section,
  level,
  onSelect,
}: {
  section: ExploreSection;
  /** The viewer's level (null: signed out); items above it show a lock. */
  level: MembershipLevel | null;
  onSelect: (item: CatalogueItem, section: ExploreSection) => void;
}) {
  const shown = section.groups.reduce((sum, g) => sum + g.items.length, 0);
  const male = section.id === 'maleProcedures';
  return (
    // off screen, a section is not laid out nor painted (there are hundreds of cards): it keeps
    // the height it last had, a guess until then
    <section
      aria-labelledby={`cat-${section.id}`}
      className="scroll-mt-24 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] md:scroll-mt-60"
      id={section.id}
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-stone-200 pb-2 dark:border-white/10">
        <h3
          id={`cat-${section.id}`}
          className="text-lg font-semibold text-stone-900 sm:text-xl dark:text-white"
        >
          {section.title}
        </h3>
        <span className="text-xs font-medium text-stone-500 dark:text-stone-400">
          {shown === section.total ? `${section.total} styles` : `${shown} of ${section.total}`}
        </span>
      </div>
      {section.groups.map(({ group, items }) => (
        <div key={group || 'all'} className="mt-4">
          {group ? (
            <h4 className="mb-2 text-xs font-semibold tracking-[0.14em] text-stone-500 uppercase dark:text-stone-400">
              {group}
            </h4>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {items.map((item) => (
              <StyleCard
                key={item.name}
                item={item}
                showMaleIcon={male}
                locked={isItemLocked(item, level)}
                onSelect={(picked) => onSelect(picked, section)}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
