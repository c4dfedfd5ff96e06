import { ArrowLeft, Heart, Plus, Scissors } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { favoriteLook } from '@looklab/shared/favorites/apply-favorite';
import type { FavoriteStyle } from '@looklab/shared/favorites/favorite.schema';
import { canUseFeature } from '@looklab/shared/membership/membership';
import { planMessages } from '@looklab/shared/messages/plan-messages';
import { customizationSubtitle } from '@looklab/shared/studio/look-text';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useMembershipLevel } from '@/lib/auth';
import { useFavorites } from './api/get-favorites';
import { FavoriteStyleForm } from './components/favorite-style-form';

function FavoriteCard({ favorite }: { favorite: FavoriteStyle }) {
  const summary = customizationSubtitle(favoriteLook(favorite));
  return (
    <Card className="overflow-hidden" data-testid="favorite-card">
      <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-brand-50 to-violet-50 dark:from-brand-500/10 dark:to-violet-500/10">
        {favorite.iconUrl ? (
          <img src={favorite.iconUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          <Scissors className="h-10 w-10 text-brand-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900 dark:text-white">{favorite.name}</p>
          <p className="truncate text-xs text-stone-500 dark:text-stone-400">
            {[favorite.hairstyle ?? 'Original hairstyle', summary].filter(Boolean).join(' • ')}
          </p>
        </div>
        <Link
          to={`/profile/styles/${encodeURIComponent(favorite.id)}/edit`}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Edit ${favorite.name}`}
        >
          Edit
        </Link>
      </div>
    </Card>
  );
}

/** /profile/styles (Spark or Pro): the user's favorite styles. */
export function FavoriteStylesPage() {
  const favorites = useFavorites();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your collection"
        title="Favorite Styles"
        description="Looks you love, ready to apply to any photo in one click."
        actions={
          <Link to="/profile/styles/new" className={buttonClasses('primary', 'md')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Style
          </Link>
        }
      />
      <div className="mt-10">
        {favorites.isPending ? (
          <PageSpinner text="Loading your styles..." />
        ) : favorites.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {planMessages.couldNotLoadStyles}
          </p>
        ) : favorites.data.length === 0 ? (
          <EmptyState
            icon={<Heart className="h-6 w-6" aria-hidden="true" />}
            title="No favorite styles yet"
            description="Create one here, or save the look you are trying on in the studio, to re-apply it to new photos."
          />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.data.map((favorite) => (
              <FavoriteCard key={favorite.id} favorite={favorite} />
            ))}
          </div>
        )}
      </div>
    </PageContainer>
  );
}

function BackToStyles() {
  const level = useMembershipLevel();
  const to = canUseFeature(level, 'favoriteStyles') ? '/profile/styles' : '/profile';
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {to === '/profile' ? 'Profile' : 'Favorite styles'}
    </Link>
  );
}

/** /profile/styles/new (Spark or Pro). */
export function NewFavoriteStylePage() {
  return (
    <PageContainer className="max-w-3xl">
      <BackToStyles />
      <PageHeader
        className="mt-6"
        eyebrow="Favorite styles"
        title="New Favorite Style"
        description="Pick a hairstyle and the looks to go with it. Applying the style in the studio uses the categories your style preferences allow."
      />
      <div className="mt-10">
        <FavoriteStyleForm favorite={null} />
      </div>
    </PageContainer>
  );
}

/** /profile/styles/:favoriteId/edit (any signed-in user). */
export function EditFavoriteStylePage() {
  const { favoriteId = '' } = useParams();
  const favorites = useFavorites();
  const favorite = favorites.data?.find((f) => f.id === favoriteId);
  return (
    <PageContainer className="max-w-3xl">
      <BackToStyles />
      <PageHeader className="mt-6" eyebrow="Favorite styles" title="Edit Favorite Style" />
      <div className="mt-10">
        {favorites.isPending ? (
          <PageSpinner text="Loading your style..." />
        ) : favorites.isError ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {planMessages.couldNotLoadStyles}
          </p>
        ) : favorite ? (
          <FavoriteStyleForm key={favorite.id} favorite={favorite} />
        ) : (
          <EmptyState
            icon={<Heart className="h-6 w-6" aria-hidden="true" />}
            title="Style not found"
            description="This favorite style doesn't exist or was deleted."
          />
        )}
      </div>
    </PageContainer>
  );
}
