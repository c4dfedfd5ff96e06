import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import {
  applyLook,
  canSeeItemLevel,
  canUseFeature,
  failedToApplyMakeoverStyle,
  failedToFinalizeLooks,
  findItemForSelection,
  hairstyleNotFoundForOneClick,
  messages,
  passesAvantGarde,
  presetsFor,
  productsForCategory,
  libraryCategoryIds,
  type LibraryCategory,
  type Selections,
  type UserProduct,
} from '@looklab/shared';
import { useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { useMembershipLevel, useSettings } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { hairstyleGroups } from '../catalogue/catalogue-source';
import { categoriesFor } from '../catalogue/edit-categories';
import type { EditCategory } from '../catalogue/edit-categories';
import { EmptyStep } from '../components/empty-step';
import { ImageStrip } from '../components/image-strip';
import { useGenerationMode } from '../generation/generation-client';
import { finalizeImages } from '../results/finalize';
import { generateHairstyle } from '../hairstyles/hairstyle-actions';
import { currentSelections } from '../store/selection-rules';
import { useSelectedPerson, useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { AiStylistPanel, useAiStylist } from './ai-stylist-panel';
import { applyCut } from './apply-cut';
import { FavoritesPanel } from './favorites-panel';
import { useLibraryProducts } from './use-library-products';
import { CategoryPanel } from './category-panel';
import { CustomizePreview } from './customize-preview';
import { markEditClick } from './preview-timing';

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes — not while typing in a field. */
function useUndoShortcuts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        markEditClick();
        if (key === 'y' || e.shiftKey) useStudioStore.getState().redo();
        else useStudioStore.getState().undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The user's library products of a make-up category (none for other categories). */
function libraryProductsFor(products: readonly UserProduct[], cat: EditCategory): UserProduct[] {
  const id = cat.id as string;
  return (libraryCategoryIds as readonly string[]).includes(id)
    ? productsForCategory(products, id as LibraryCategory)
    : noProducts;
}
const noProducts: UserProduct[] = [];

const sectionOrder: EditCategory['section'][] = ['Hair', 'Brows & eyes', 'Makeup', 'Procedures'];

/** Step 3: colours, makeup, procedures; AI stylist, presets, undo/redo, fast preview. */
export function CustomizePage() {
  const goToStep = useGoToStep();
  const person = useSelectedPerson();
  const original = useStudioStore((s) => s.originalImage);
  const intermediates = useStudioStore((s) => s.intermediateImages);
  const activeId = useStudioStore((s) => s.activeImageId);
  const level = useMembershipLevel();
  const { settings } = useSettings();
  const runStylist = useAiStylist();
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();
  const products = useLibraryProducts(canUseFeature(level, 'productLibrary'));
  useUndoShortcuts();

  const active = intermediates.find((i) => i.id === activeId) ?? intermediates[0] ?? null;
  const { generative } = useGenerationMode();
  // the avant-garde switch hides or shows avant-garde colours and styles here too
  const avantGarde = settings.useAvantGardeStyles;
  const categories = useMemo(
    () =>
      (person ? categoriesFor(person.gender) : []).map((c) => ({
        ...c,
        items: c.items.filter((i) => passesAvantGarde(i, avantGarde)),
      })),
    [person, avantGarde],
  );
  const productsByCategory = useMemo(
    () => new Map(categories.map((c) => [c.id, libraryProductsFor(products, c)])),
    [categories, products],
  );
  /** the image on screen (CustomizePreview): a favourite saved now gets it as its icon */
  const shownRef = useRef<string | undefined>(undefined);

  if (!original || !person || !active) {
    return <EmptyStep text="Generate at least one hairstyle before customizing." />;
  }

  const oneClick = async () => {
    const visible = hairstyleGroups(person.gender)
      .flatMap((g) => g.items)
      .filter(
        (i) => canSeeItemLevel(i.level, level) && passesAvantGarde(i, settings.useAvantGardeStyles),
      );
    const pick = person.personProfile.hairstyles[0]?.name ?? visible[0]?.name;
    if (!pick) {
      showError(messages.noSuitableHairstyle);
      return;
    }
    if (!visible.some((i) => i.name === pick)) {
      showError(hairstyleNotFoundForOneClick(pick));
      return;
    }
    if (!useStudioStore.getState().intermediateImages.some((i) => i.name === pick)) {
      await generateHairstyle(pick, false);
      const made = useStudioStore.getState().intermediateImages.find((i) => i.name === pick);
      if (made) useStudioStore.getState().chooseActiveImage(made.id);
    }
    await runStylist();
  };

  /**
   * A preset: style preferences gate which categories it applies (spec §6); its cut is tried on
   * too (generated when there is no image of it yet) and becomes the image being customized.
   */
  const applyPreset = async (styles: Partial<Selections>) => {
    markEditClick();
    const current = currentSelections(useStudioStore.getState());
    const cut = styles.hairstyle ?? null;
    if (cut && !findItemForSelection('hairstyle', cut, person.gender)) {
      showError(hairstyleNotFoundForOneClick(cut));
      return;
    }
    const next = applyLook(current, styles, {
      gender: person.gender,
      stylePreferences: settings.stylePreferences,
    });
    useStudioStore.getState().changeSelections({ ...next, hairstyle: cut ?? current.hairstyle });
    if (!cut) return;
    overlay.show(`Trying on ${cut}...`);
    const error = await applyCut(cut);
    overlay.hide();
    if (error) showError(failedToApplyMakeoverStyle(error));
  };

  const toResults = async () => {
    overlay.show('Creating your final looks...');
    let opened = false;
    // the results open with the first look made; the others join it as they come
    const openResults = () => {
      opened = true;
      overlay.hide();
      goToStep('results');
    };
    try {
      const { made, failures } = await finalizeImages({
        onFirst: openResults,
        forScreen: !generative,
      });
      if (failures.length) showError(failedToFinalizeLooks(failures));
      if (made > 0 && !opened) goToStep('results');
    } catch {
      showError(messages.failedToFinalize);
    } finally {
      overlay.hide();
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <CustomizePreview active={active} generative={generative} shownRef={shownRef} />
        {intermediates.length > 1 ? (
          <ImageStrip
            label="Hairstyles to customize"
            images={intermediates}
            activeId={active.id}
            onSelect={(id) => useStudioStore.getState().chooseActiveImage(id)}
          />
        ) : null}
        <Button size="lg" onClick={() => void toResults()} className="w-full">
          See results
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <AiStylistPanel onOneClick={oneClick} />
        <FavoritesPanel person={person} lookImage={shownRef} />
        <section aria-labelledby="presets-title">
          <h3
            id="presets-title"
            className="mb-2 text-xs font-semibold tracking-widest text-stone-500 uppercase dark:text-stone-400"
          >
            Presets
          </h3>
          <div className="flex gap-2 overflow-x-auto pb-1">
            {presetsFor(person.gender).map((p) => {
              const locked = !canSeeItemLevel(p.level, level);
              return (
                <button
                  key={p.name}
                  type="button"
                  disabled={locked}
                  data-testid="preset"
                  onClick={() => void applyPreset(p.styles)}
                  title={p.description}
                  className={cn(
                    'shrink-0 rounded-2xl border border-stone-200 bg-white px-4 py-2 text-left text-sm transition hover:border-brand-300 hover:shadow-sm disabled:opacity-50 dark:border-white/10 dark:bg-stone-900',
                  )}
                >
                  <span className="block font-medium text-stone-900 dark:text-white">{p.name}</span>
                  <span className="block max-w-48 truncate text-xs text-stone-500 dark:text-stone-400">
                    {p.description}
                  </span>
                </button>
              );
            })}
          </div>
        </section>
        {sectionOrder.map((section) => {
          const cats = categories.filter((c) => c.section === section);
          if (!cats.length) return null;
          return (
            <section key={section} aria-label={section}>
              <h3 className="mb-2 text-xs font-semibold tracking-widest text-stone-500 uppercase dark:text-stone-400">
                {section}
              </h3>
              <div className="grid items-start gap-3 xl:grid-cols-2">
                {cats.map((cat) => (
                  <CategoryPanel
                    key={cat.id}
                    category={cat}
                    person={person}
                    level={level}
                    products={productsByCategory.get(cat.id) ?? noProducts}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
