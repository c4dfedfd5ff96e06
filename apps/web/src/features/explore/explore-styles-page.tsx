import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Search, SearchX, Sparkles } from 'lucide-react';
import { messages } from '@looklab/shared/messages/messages';
import { useErrorToast } from '@/app/overlays';
import { isItemLocked, type CatalogueItem } from '@looklab/shared';
import { Input } from '@/components/ui/input';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';
import { useAuth, useMembershipLevel, useSettings, useUpdateSettings } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { SectionWhenNeeded } from './components/section-when-needed';
import type { SelectedStyle } from './components/style-details-dialog';
import {
  buildExploreSections,
  sectionOrder,
  type AudienceFilter,
  type ExploreSection,
} from './explore-sections';

/** The details dialog (Radix) loads when a style is first opened. */
const StyleDetailsDialog = lazy(() =>
  import('./components/style-details-dialog').then((m) => ({ default: m.StyleDetailsDialog })),
);

const audiences: { value: AudienceFilter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'female', label: 'Women' },
  { value: 'male', label: 'Men' },
];

/**
 * The avant-garde switch: the account's setting when signed in (so the studio and other tabs
 * follow), this page's own state for visitors (off, as the settings default).
 */
function useAvantGardeSwitch(): [boolean, (next: boolean) => void, boolean] {
  const { status } = useAuth();
  const { settings } = useSettings();
  const update = useUpdateSettings();
  const showError = useErrorToast();
  const [visitorChoice, setVisitorChoice] = useState(false);
  if (status !== 'signedIn') return [visitorChoice, setVisitorChoice, false];
  const save = (useAvantGardeStyles: boolean) =>
    update.mutate(
      { useAvantGardeStyles },
      { onError: () => showError(messages.couldNotSavePreferences) },
    );
  return [settings.useAvantGardeStyles, save, update.isPending];
}

/** /explore/styles: the whole style catalogue with its icons, searchable by style or shade. */
export function ExploreStylesPage() {
  const level = useMembershipLevel() ?? null;
  const [avantGarde, setAvantGarde, savingSwitch] = useAvantGardeSwitch();
  const [query, setQuery] = useState('');
  const [audience, setAudience] = useState<AudienceFilter>('all');
  const [selected, setSelected] = useState<SelectedStyle | null>(null);
  // mounted from the first opening on, so it closes with its animation
  const [detailsUsed, setDetailsUsed] = useState(false);
  if (selected && !detailsUsed) setDetailsUsed(true);
  // The sections show these a moment later (deferred: in a transition), so that in a pre-rendered
  // page a section not hydrated yet is hydrated before it changes (see SectionWhenNeeded).
  const listedQuery = useDeferredValue(query);
  const listedAudience = useDeferredValue(audience);
  const listedAvantGarde = useDeferredValue(avantGarde);
  const listedLevel = useDeferredValue(level);
  const [wakeSections] = useState(() => new AbortController());
  const filters = [query, audience, avantGarde, level].join('\n');
  const [firstFilters] = useState(filters);
  useEffect(() => {
    if (filters !== firstFilters) wakeSections.abort();
  }, [filters, firstFilters, wakeSections]);
  const sections = useMemo(
    () =>
      buildExploreSections(listedQuery, listedAudience, {
        level: listedLevel,
        useAvantGardeStyles: listedAvantGarde,
      }),
    [listedQuery, listedAudience, listedLevel, listedAvantGarde],
  );
  const select = useCallback(
    (item: CatalogueItem, from: ExploreSection) =>
      setSelected({
        item,
        locked: isItemLocked(item, listedLevel),
        categoryTitle: from.title,
        male: from.id === 'maleProcedures',
      }),
    [listedLevel],
  );
  const total = sections.reduce(
    (sum, s) => sum + s.groups.reduce((n, g) => n + g.items.length, 0),
    0,
  );

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Explore"
        title="Styles"
        description="Every hairstyle, colour, makeup look, grooming style and procedure you can try on in the studio. Search by style or by shade name."
      />

      <div className="z-10 md:sticky md:top-16 -mx-4 mt-8 border-b border-stone-200/70 bg-stone-50/85 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-white/10 dark:bg-stone-950/80">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="relative md:w-80">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search styles or shades…"
              aria-label="Search styles"
              className="pl-9"
            />
          </div>
          <div
            role="radiogroup"
            aria-label="Show styles for"
            className="inline-flex rounded-xl bg-stone-200/70 p-1 dark:bg-white/10"
          >
            {audiences.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={audience === value}
                onClick={() => setAudience(value)}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium transition',
                  audience === value
                    ? 'bg-white text-stone-900 shadow-xs dark:bg-stone-800 dark:text-white'
                    : 'text-stone-600 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={avantGarde}
            disabled={savingSwitch}
            onClick={() => setAvantGarde(!avantGarde)}
            className={cn(
              'inline-flex items-center gap-2 self-start rounded-full border px-3 py-1.5 text-sm font-medium transition disabled:opacity-60 md:self-auto',
              avantGarde
                ? 'border-fuchsia-300 bg-fuchsia-50 text-fuchsia-800 dark:border-fuchsia-400/40 dark:bg-fuchsia-500/15 dark:text-fuchsia-200'
                : 'border-stone-300 bg-white text-stone-600 hover:text-stone-900 dark:border-white/15 dark:bg-white/5 dark:text-stone-300 dark:hover:text-white',
            )}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Avant-garde styles
            <span
              aria-hidden="true"
              className={cn(
                'relative ml-1 inline-flex h-4 w-7 rounded-full transition',
                avantGarde ? 'bg-fuchsia-500' : 'bg-stone-300 dark:bg-white/20',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 h-3 w-3 rounded-full bg-white shadow transition-all',
                  avantGarde ? 'left-3.5' : 'left-0.5',
                )}
              />
            </span>
          </button>
          <p className="text-sm text-stone-500 md:ml-auto dark:text-stone-400" aria-live="polite">
            {total} {total === 1 ? 'style' : 'styles'}
          </p>
        </div>
        <nav
          aria-label="Jump to section"
          className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {sections.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className="shrink-0 rounded-full border border-stone-200 bg-white px-3 py-1 text-xs font-medium text-stone-700 transition hover:border-brand-300 hover:text-brand-700 dark:border-white/10 dark:bg-white/5 dark:text-stone-300 dark:hover:border-brand-400/50 dark:hover:text-brand-300"
            >
              {section.title}
            </a>
          ))}
        </nav>
      </div>

      {sections.length === 0 ? (
        <div className="mt-10">
          <EmptyState
            icon={<SearchX className="h-6 w-6" aria-hidden="true" />}
            title="No styles match"
            description={`Nothing matches “${query.trim()}”. Try a style name like “bob” or a shade like “copper”.`}
          />
        </div>
      ) : (
        <div className="mt-10 space-y-14">
          {sectionOrder.map((name) => {
            const inSection = sections.filter((s) => s.section === name);
            if (inSection.length === 0) return null;
            return (
              <div key={name} className="space-y-10">
                <h2 className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white">
                  {name}
                </h2>
                {inSection.map((section) => (
                  <SectionWhenNeeded
                    key={section.id}
                    section={section}
                    level={listedLevel}
                    onSelect={select}
                    wakeAll={wakeSections.signal}
                  />
                ))}
              </div>
            );
          })}
        </div>
      )}
      {detailsUsed ? (
        <Suspense fallback={null}>
          <StyleDetailsDialog selected={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
