import { Check, Sparkles } from 'lucide-react';
import { memo } from 'react';
import { canSeeItemLevel, toggleColor, toggleStyle } from '@looklab/shared';
import type { MembershipLevel, PersonAnalysis, Selections, UserProduct } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { colorHex } from '../catalogue/edit-categories';
import type { EditCategory } from '../catalogue/edit-categories';
import { LevelBadge } from '../components/level-badge';
import { currentSelections } from '../store/selection-rules';
import { useStudioStore } from '../store/studio-store';
import { changedIn } from './category-highlight';
import { markEditClick } from './preview-timing';
import { ProductShades } from './product-shades';

/*
 * No transitions on what a click changes (chips, swatches, the panel's highlight): each frame
 * of one is painted, rastered and composited anew — without a GPU, CPU the preview the click
 * asked for needs (its answer, decode and paint) — and even a fade run by the compositor
 * redraws the panel on each frame. Only a swatch's hover scale (a few pixels) is animated.
 */
const chip =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const chipOn =
  'border-brand-500 bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-100';
const chipOff =
  'border-stone-200 bg-white text-stone-700 hover:border-brand-300 dark:border-white/10 dark:bg-white/5 dark:text-stone-200 dark:hover:border-brand-400/50';

/**
 * One edit area: style chips (or swatches) and the chosen style's colours. It reads its own
 * values from the store and is memoized, so a click re-renders the panels it changed, not all
 * of them (the preview's click→image time includes this render).
 */
export const CategoryPanel = memo(function CategoryPanel({
  category,
  person,
  level,
  products,
}: {
  category: EditCategory;
  person: PersonAnalysis;
  level: MembershipLevel | null | undefined;
  /** the user's library products of this category (Pro), offered by shade */
  products: readonly UserProduct[];
}) {
  const apply = (change: (current: Selections) => Selections) => {
    markEditClick();
    const store = useStudioStore.getState();
    store.changeSelections(change(currentSelections(store)));
  };
  const recs = new Map(
    (category.profileKey ? person.personProfile[category.profileKey] : []).map((r) => [
      r.name,
      r.rationale,
    ]),
  );
  const isMulti = category.styleKey === 'procedures';
  const styleKey = category.styleKey as Exclude<typeof category.styleKey, 'procedures'>;
  const colorKey = category.colorKey;
  const value = useStudioStore((s) => (isMulti ? null : currentSelections(s)[styleKey]));
  const colorValue = useStudioStore((s) => (colorKey ? currentSelections(s)[colorKey] : null));
  const procedures = useStudioStore((s) => currentSelections(s).procedures);
  // the last changed category is highlighted a moment (spec §9)
  const highlighted = useStudioStore((s) => changedIn(s.lastChangedKey, category));
  const selectedItem = category.items.find((i) => i.name === value);

  // The shared rule handles procedures (multi-select) and sets a style's default colour.
  const clickStyle = (name: string) => apply((current) => toggleStyle(current, category.id, name));
  const isOn = (name: string) => (isMulti ? procedures.includes(name) : value === name);
  const noneOn = isMulti ? procedures.length === 0 : value === null;

  return (
    <section
      aria-label={category.label}
      data-testid={`category-${category.id}`}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'rounded-2xl border p-4',
        highlighted
          ? 'border-brand-400 bg-brand-50/70 shadow-md ring-2 ring-brand-400/40 dark:bg-brand-500/10'
          : 'border-stone-200 bg-white dark:border-white/10 dark:bg-stone-900',
      )}
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold text-stone-900 dark:text-white">{category.label}</h4>
        <span className="truncate text-xs text-stone-500 dark:text-stone-400">
          {isMulti
            ? procedures.join(', ') || 'None'
            : [value, colorValue].filter(Boolean).join(' · ') || 'None'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={noneOn}
          onClick={() => clickStyle('None')}
          className={cn(chip, noneOn ? chipOn : chipOff)}
        >
          None
        </button>
        {category.items.map((item) => {
          const locked = !canSeeItemLevel(item.level, level);
          const on = isOn(item.name);
          const rationale = recs.get(item.name);
          if (category.swatches) {
            const hex = colorHex(item.colors?.[0], item.name);
            return (
              <button
                key={item.name}
                type="button"
                disabled={locked}
                aria-pressed={on}
                aria-label={item.name}
                title={rationale ? `${item.name} — ${rationale}` : item.name}
                onClick={() => clickStyle(item.name)}
                className={cn(chip, 'pl-1.5', on ? chipOn : chipOff)}
              >
                <span
                  className="relative h-6 w-6 rounded-full border border-black/10 shadow-inner dark:border-white/20"
                  style={{ background: hex }}
                >
                  {on ? (
                    <Check
                      className="absolute inset-0 m-auto h-3.5 w-3.5 text-white mix-blend-difference"
                      aria-hidden="true"
                    />
                  ) : null}
                </span>
                {item.name}
                {rationale ? (
                  <Sparkles className="h-3 w-3 text-amber-500" aria-label="Recommended" />
                ) : null}
                <LevelBadge level={item.level} locked={locked} />
              </button>
            );
          }
          return (
            <button
              key={item.name}
              type="button"
              disabled={locked}
              aria-pressed={on}
              title={rationale ? `${item.name} — ${rationale}` : item.description}
              onClick={() => clickStyle(item.name)}
              className={cn(chip, on ? chipOn : chipOff)}
            >
              {item.name}
              {rationale ? (
                <Sparkles className="h-3 w-3 text-amber-500" aria-label="Recommended" />
              ) : null}
              <LevelBadge level={item.level} locked={locked} />
            </button>
          );
        })}
      </div>
      {products.length > 0 ? (
        <ProductShades
          category={category}
          products={products}
          style={value ?? null}
          color={colorValue ?? null}
        />
      ) : null}
      {colorKey && selectedItem?.colors?.length ? (
        <div
          className="mt-3 flex flex-wrap items-center gap-2"
          role="group"
          aria-label={`${category.label} colour`}
        >
          {selectedItem.colors.map((color) => {
            const locked = !canSeeItemLevel(color.level, level);
            const on = colorValue === color.name;
            return (
              <button
                key={color.name}
                type="button"
                disabled={locked}
                aria-pressed={on}
                aria-label={`${category.label} colour ${color.name}`}
                title={color.name}
                onClick={() => apply((current) => toggleColor(current, category.id, color.name))}
                className={cn(
                  'relative h-8 w-8 rounded-full border-2 shadow-sm transition-transform hover:scale-110 disabled:opacity-40',
                  on
                    ? 'border-brand-500 ring-2 ring-brand-400/50'
                    : 'border-white dark:border-stone-700',
                )}
                style={{ background: colorHex(color, color.name) }}
              >
                {on ? (
                  <Check
                    className="absolute inset-0 m-auto h-4 w-4 text-white drop-shadow"
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
});
