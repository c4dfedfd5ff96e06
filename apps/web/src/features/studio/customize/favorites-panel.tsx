import { Heart, Loader2 } from 'lucide-react';
import { useState, type RefObject } from 'react';
import {
  applyFavorite,
  canUseFeature,
  failedToApplyFavoriteStyle,
  favoriteFromLook,
  messages,
} from '@looklab/shared';
import type { FavoriteStyle, PersonAnalysis } from '@looklab/shared';
import { useAnnounce, useErrorToast, useLoadingOverlay } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { useFavorites, useSaveFavorite } from '@/features/favorites';
import { useMembershipLevel, useSettings } from '@/lib/auth';
import { productsInLook } from '../store/makeover-mapping';
import { currentSelections } from '../store/selection-rules';
import { useStudioStore } from '../store/studio-store';
import { applyCut } from './apply-cut';
import { storeLookIcon } from './look-thumbnail';
import { markEditClick } from './preview-timing';

const field =
  'h-9 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-400/30 dark:border-white/15 dark:bg-stone-900 dark:text-white';

/** 'Save as favorite' from the studio: the look on the image being customized. */
function SaveFavoriteForm({
  onDone,
  lookImage,
  person,
}: {
  onDone: () => void;
  lookImage: RefObject<string | undefined>;
  person: PersonAnalysis;
}) {
  const [name, setName] = useState('');
  const saveFavorite = useSaveFavorite(null);
  const showError = useErrorToast();
  const announce = useAnnounce();
  const submit = async () => {
    const s = useStudioStore.getState();
    const active = s.intermediateImages.find((i) => i.id === s.activeImageId);
    const look = {
      ...currentSelections(s),
      hairstyle: active?.isCustom ? null : (active?.look.hairstyle ?? null),
    };
    const { refs } = productsInLook(s, look);
    try {
      // its icon: the look as shown; a favourite is still saved when the icon could not be made
      const shown = lookImage.current;
      const icon = shown ? await storeLookIcon(shown, person).catch(() => null) : null;
      await saveFavorite.mutateAsync({
        ...favoriteFromLook(name, look, refs),
        ...(icon ? { iconUrl: icon.url, iconStoragePath: icon.storagePath } : {}),
      });
      announce(`Saved favorite style: ${name.trim()}`);
      onDone();
    } catch {
      showError(messages.couldNotSaveStyle);
    }
  };
  return (
    <form
      className="mt-3 flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) void submit();
      }}
    >
      <label htmlFor="favorite-name" className="sr-only">
        Favorite style name
      </label>
      <input
        id="favorite-name"
        autoFocus
        value={name}
        maxLength={120}
        placeholder="Name this look"
        onChange={(e) => setName(e.target.value)}
        className={field}
      />
      <Button size="sm" type="submit" disabled={!name.trim() || saveFavorite.isPending}>
        {saveFavorite.isPending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : null}
        Save
      </Button>
      <Button size="sm" variant="ghost" type="button" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/**
 * Favorite styles in the studio (Spark and Pro): apply one — its cut and the categories the
 * style preferences allow — or keep the current look as a new one.
 */
export function FavoritesPanel(props: FavoritesProps) {
  const level = useMembershipLevel();
  // the list is asked for only where the plan has favorites
  return canUseFeature(level, 'favoriteStyles') ? <FavoritesList {...props} /> : null;
}

/**
 * `lookImage`: the image on screen, made the icon of a look saved as a favourite (read when it
 * is saved: a new preview re-renders the preview, not this panel).
 */
type FavoritesProps = { person: PersonAnalysis; lookImage: RefObject<string | undefined> };

function FavoritesList({ person, lookImage }: FavoritesProps) {
  const level = useMembershipLevel();
  const { settings } = useSettings();
  const favorites = useFavorites();
  const announce = useAnnounce();
  const showError = useErrorToast();
  const overlay = useLoadingOverlay();
  const [saving, setSaving] = useState(false);

  const apply = async (favorite: FavoriteStyle) => {
    markEditClick();
    const current = currentSelections(useStudioStore.getState());
    const result = applyFavorite(current, favorite, {
      gender: person.gender,
      level,
      useAvantGardeStyles: settings.useAvantGardeStyles,
      stylePreferences: settings.stylePreferences,
    });
    if (!result.ok) {
      showError(result.error);
      return;
    }
    useStudioStore.getState().changeSelections(result.selections);
    const cut = result.selections.hairstyle;
    if (cut) {
      overlay.show(`Trying on ${cut}...`);
      const error = await applyCut(cut);
      overlay.hide();
      if (error) {
        showError(failedToApplyFavoriteStyle(error));
        return;
      }
    }
    announce(result.announcement);
  };

  const list = favorites.data ?? [];
  return (
    <section
      aria-labelledby="favorites-title"
      className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-stone-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id="favorites-title"
          className="flex items-center gap-2 font-semibold text-stone-900 dark:text-white"
        >
          <Heart className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
          Favorite styles
        </h3>
        {saving ? null : (
          <Button size="sm" variant="outline" onClick={() => setSaving(true)}>
            Save look as favorite
          </Button>
        )}
      </div>
      {saving ? (
        <SaveFavoriteForm onDone={() => setSaving(false)} lookImage={lookImage} person={person} />
      ) : null}
      {favorites.isPending ? (
        <p className="mt-2 text-xs text-stone-500 dark:text-stone-400">Loading your styles…</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-xs text-stone-500 dark:text-stone-400">
          No favorite styles yet: save a look you like to apply it to any photo.
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Apply a favorite style">
          {list.map((favorite) => (
            <button
              key={favorite.id}
              type="button"
              data-testid="apply-favorite"
              onClick={() => void apply(favorite)}
              className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-stone-800 transition hover:border-brand-300 hover:shadow-sm dark:border-white/10 dark:bg-white/5 dark:text-stone-100"
            >
              {favorite.iconUrl ? (
                <img src={favorite.iconUrl} alt="" className="h-7 w-7 rounded-full object-cover" />
              ) : (
                <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 dark:bg-brand-500/15">
                  <Heart className="h-3.5 w-3.5 text-brand-500" aria-hidden="true" />
                </span>
              )}
              {favorite.name}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
