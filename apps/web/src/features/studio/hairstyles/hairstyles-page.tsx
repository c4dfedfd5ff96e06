import { ArrowRight, Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canSeeItemLevel, passesAvantGarde } from '@looklab/shared';
import { Button } from '@/components/ui/button';
import { useMembershipLevel, useSettings } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { hairstyleGroups, matchesSearch } from '../catalogue/catalogue-source';
import { AnalysisPanel } from '../analysis/analysis-panel';
import { EmptyStep } from '../components/empty-step';
import { useGenerationMode } from '../generation/generation-client';
import { ImageStrip } from '../components/image-strip';
import { PersonImage } from '../components/person-image';
import { useScrolledAway } from '../components/use-scrolled-away';
import { imageSrc, useSelectedPerson, useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { CustomStyleCard } from './custom-style-card';
import { generateCustom, generateHairstyle } from './hairstyle-actions';
import { HairstyleTile } from './hairstyle-tile';

const ORIGINAL = 'Original';

/** Step 2: pick hairstyles; each toggled style is generated into an intermediate image. */
export function HairstylesPage() {
  const person = useSelectedPerson();
  const image = useStudioStore((s) => s.originalImage);
  const intermediates = useStudioStore((s) => s.intermediateImages);
  const generating = useStudioStore((s) => s.generating);
  const errors = useStudioStore((s) => s.generationErrors);
  const goToStep = useGoToStep();
  const level = useMembershipLevel();
  const avantGarde = useSettings().settings.useAvantGardeStyles;
  useGenerationMode();
  const [query, setQuery] = useState('');
  const looksPanel = useRef<HTMLDivElement>(null);
  const looksScrolledAway = useScrolledAway(looksPanel, intermediates.length > 0);

  // the settings' avant-garde switch hides or shows avant-garde cuts here as everywhere
  const groups = useMemo(
    () =>
      (person ? hairstyleGroups(person.gender) : [])
        .map((g) => ({ ...g, items: g.items.filter((i) => passesAvantGarde(i, avantGarde)) }))
        .filter((g) => g.items.length > 0),
    [person, avantGarde],
  );
  const recommended = useMemo(
    () => new Map((person?.personProfile.hairstyles ?? []).map((r) => [r.name, r.rationale])),
    [person],
  );

  if (!image || !person) return <EmptyStep text="Upload a photo and choose a person first." />;

  const toggle = (name: string) => {
    const existing = intermediates.find((i) => !i.isCustom && i.name === name);
    if (existing) useStudioStore.getState().removeIntermediate(existing.id);
    else void generateHairstyle(name, name === ORIGINAL);
  };
  const stateFor = (name: string, locked: boolean) => ({
    selected: intermediates.some((i) => !i.isCustom && i.name === name),
    job: generating[name] ?? null,
    error: errors[name] ?? null,
    locked,
    recommendation: recommended.get(name) ?? null,
  });

  const filtered = groups
    .map((g) => ({ ...g, items: g.items.filter((it) => matchesSearch(it, query)) }))
    .filter((g) => g.items.length > 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <AnalysisPanel person={person} className="lg:col-span-2" />
      <section aria-labelledby="hairstyles-title" className="min-w-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="hairstyles-title"
              className="font-display text-2xl font-semibold text-stone-900 dark:text-white"
            >
              Choose hairstyles
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              Tap a style to try it on; tap again to remove it.{' '}
              <span className="text-amber-700 dark:text-amber-300">✦ Recommended for you</span>
            </p>
          </div>
          <label className="relative block sm:w-64">
            <span className="sr-only">Search hairstyles</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search styles"
              className="h-10 w-full rounded-full border border-stone-300 bg-white pr-4 pl-9 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-400/30 dark:border-white/15 dark:bg-stone-900 dark:text-white"
            />
          </label>
        </div>

        <div className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5">
          <button
            type="button"
            onClick={() => toggle(ORIGINAL)}
            aria-pressed={stateFor(ORIGINAL, false).selected}
            data-testid="hairstyle-Original"
            className={cn(
              'flex flex-col items-center gap-2 rounded-2xl border bg-white p-3 text-center transition hover:-translate-y-0.5 hover:shadow-md dark:bg-stone-900',
              stateFor(ORIGINAL, false).selected
                ? 'border-brand-500 ring-2 ring-brand-500/30'
                : 'border-stone-200 dark:border-white/10',
            )}
          >
            <span className="block aspect-square w-full overflow-hidden rounded-xl bg-stone-100 dark:bg-white/5">
              <PersonImage
                src={imageSrc(image)}
                alt=""
                data-testid="original-tile-photo"
                className="w-full"
              />
            </span>
            <span className="text-sm font-medium text-stone-900 dark:text-stone-100">Original</span>
          </button>
        </div>

        {filtered.length === 0 ? (
          <p className="mt-6 text-sm text-stone-500">No styles match “{query.trim()}”.</p>
        ) : null}
        {filtered.map((group) => (
          <section key={group.title} className="mt-6" aria-label={group.title}>
            <h3 className="mb-3 text-xs font-semibold tracking-widest text-stone-500 uppercase dark:text-stone-400">
              {group.title}
            </h3>
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5">
              {group.items.map((item) => (
                <HairstyleTile
                  key={item.name}
                  item={item}
                  state={stateFor(item.name, !canSeeItemLevel(item.level, level))}
                  onToggle={() => toggle(item.name)}
                />
              ))}
            </div>
          </section>
        ))}
      </section>

      <aside
        className={cn(
          'flex flex-col gap-4 lg:sticky lg:top-20 lg:order-last lg:self-start',
          // on a phone the catalogue comes first until there is a look to show
          intermediates.length ? 'order-first' : 'order-last',
        )}
        aria-label="Your looks"
      >
        <div
          ref={looksPanel}
          className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-stone-900"
        >
          <h3 className="text-sm font-semibold text-stone-900 dark:text-white">
            Your looks ({intermediates.length})
          </h3>
          {intermediates.length ? (
            <div className="mt-3">
              <ImageStrip
                label="Generated hairstyles"
                images={intermediates}
                onRemove={(id) => useStudioStore.getState().removeIntermediate(id)}
              />
            </div>
          ) : (
            <p className="mt-2 text-xs text-stone-500 dark:text-stone-400">
              Generated hairstyles appear here.
            </p>
          )}
          {intermediates.length ? (
            <Button className="mt-4 w-full" onClick={() => goToStep('customize')}>
              Customize
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <CustomStyleCard onFile={generateCustom} />
      </aside>
      {intermediates.length && looksScrolledAway
        ? createPortal(
            <div className="fixed inset-x-4 bottom-4 z-30 lg:hidden">
              <Button
                size="lg"
                className="w-full shadow-lg"
                data-testid="hairstyles-mobile-customize"
                onClick={() => goToStep('customize')}
              >
                Customize ({intermediates.length})
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>,
            // out of the studio card: its backdrop blur would make `fixed` relative to it
            document.body,
          )
        : null}
    </div>
  );
}
