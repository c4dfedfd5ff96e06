import { ArrowRight, Loader2, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
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
import { PersonImage } from '../components/person-image';
import { useScrolledAway } from '../components/use-scrolled-away';
import { finalizeImages } from '../results/finalize';
import { generateHairstyle } from '../hairstyles/hairstyle-actions';
import { currentSelections } from '../store/selection-rules';
import { imageSrc, useSelectedPerson, useStudioStore } from '../store/studio-store';
import { useGoToStep } from '../store/use-go-to-step';
import { AiStylistPanel, useAiStylist } from './ai-stylist-panel';
import { applyCut } from './apply-cut';
import { FavoritesPanel } from './favorites-panel';
import { useLibraryProducts } from './use-library-products';
import { CategoryPanel } from './category-panel';
import { PhotorealProgress, PreviewBadge } from './preview-labels';
import { useGeneratedLook } from './use-generated-look';
import { markEditClick, markPreviewShown } from './preview-timing';
import { useFastPreview } from './use-fast-preview';

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
  const canUndo = useStudioStore((s) => s.historyIndex > 0);
  const canRedo = useStudioStore((s) => s.historyIndex < s.history.length - 1);
  const lastChanged = useStudioStore((s) => s.lastChangedKey);
  const level = useMembershipLevel();
  const { settings } = useSettings();
  const runStylist = useAiStylist();
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();
  const products = useLibraryProducts(canUseFeature(level, 'productLibrary'));
  useUndoShortcuts();

  const active = intermediates.find((i) => i.id === activeId) ?? intermediates[0] ?? null;
  const { generative } = useGenerationMode();
  const generated = useGeneratedLook(active, generative);
  const preview = useFastPreview(active, generated.status === 'ready');
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
  const previewBox = useRef<HTMLDivElement>(null);
  const previewScrolledAway = useScrolledAway(previewBox, intermediates.length > 0);

  if (!original || !person || intermediates.length === 0) {
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

  const shown =
    generated.status === 'ready' ? imageSrc(generated.image) : (preview.src ?? imageSrc(active));
  // with an image service, an instant preview on screen is labelled as one
  const showsPreview = generative && generated.status !== 'ready' && preview.src !== null;
  const isHighlighted = (cat: EditCategory) =>
    lastChanged !== null && (lastChanged === cat.styleKey || lastChanged === cat.colorKey);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <div
          ref={previewBox}
          className="relative overflow-hidden rounded-3xl bg-stone-200 shadow-xl dark:bg-stone-800"
        >
          <PersonImage
            src={shown}
            alt={active ? `Preview: ${active.name}` : 'Preview'}
            data-testid="customize-preview"
            data-preview={
              generated.status === 'ready' ? 'generated' : preview.src ? 'rendered' : 'base'
            }
            onLoad={() => {
              if (preview.src) markPreviewShown(preview.requestedAt);
            }}
            className="aspect-[3/4] w-full"
          />
          {showsPreview ? <PreviewBadge /> : null}
          <div className="absolute top-3 right-3 flex flex-col items-end gap-1.5">
            {preview.busy ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-950/60 px-2.5 py-1 text-xs font-medium text-white backdrop-blur">
                <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                Updating
              </span>
            ) : null}
            {generated.status === 'progress' ? <PhotorealProgress progress={generated} /> : null}
          </div>
          <div className="absolute bottom-3 left-3 flex gap-2">
            <Button
              variant="overlay"
              size="icon"
              aria-label="Undo"
              aria-keyshortcuts="Control+Z Meta+Z"
              disabled={!canUndo}
              onClick={() => {
                markEditClick();
                useStudioStore.getState().undo();
              }}
            >
              <Undo2 className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="overlay"
              size="icon"
              aria-label="Redo"
              aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
              disabled={!canRedo}
              onClick={() => {
                markEditClick();
                useStudioStore.getState().redo();
              }}
            >
              <Redo2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        {previewScrolledAway
          ? createPortal(
              <div
                aria-hidden="true"
                data-testid="customize-mini-preview"
                className="fixed top-20 right-3 z-30 w-24 overflow-hidden rounded-2xl border-2 border-white bg-stone-200 shadow-xl lg:hidden dark:border-stone-700 dark:bg-stone-800"
              >
                <PersonImage src={shown} alt="" className="aspect-[3/4] w-full" />
                {preview.busy ? (
                  <span className="absolute inset-x-0 bottom-0 flex justify-center bg-stone-950/55 py-1 text-white">
                    <Loader2 className="h-3.5 w-3.5 animate-spin" />
                  </span>
                ) : null}
              </div>,
              // out of the studio card: its backdrop blur would make `fixed` relative to it
              document.body,
            )
          : null}
        {preview.error ? (
          <p role="alert" className="text-xs text-red-700 dark:text-red-300">
            {preview.error}
          </p>
        ) : null}
        {generated.status === 'failed' ? (
          <p
            role="alert"
            data-testid="photoreal-error"
            className="text-xs text-red-700 dark:text-red-300"
          >
            {generated.error}
          </p>
        ) : null}
        {intermediates.length > 1 ? (
          <ImageStrip
            label="Hairstyles to customize"
            images={intermediates}
            activeId={active?.id ?? null}
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
        <FavoritesPanel person={person} lookImage={shown} />
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
                    highlighted={isHighlighted(cat)}
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
