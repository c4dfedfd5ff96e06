import { Images, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cardDate, messages, sharedImagePath, sharingTexts } from '@looklab/shared';
import { useErrorToast } from '@/app/overlays';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useExploreMakeovers } from '@/features/sharing';

/** /explore/makeovers: shared makeovers whose owners chose to show them here, newest first. */
export function ExploreMakeoversPage() {
  const query = useExploreMakeovers();
  const showError = useErrorToast();
  useEffect(() => {
    if (query.isError) showError(query.error);
  }, [query.isError, query.error, showError]);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <PageContainer>
      <PageHeader
        eyebrow={sharingTexts.exploreEyebrow}
        title={sharingTexts.exploreTitle}
        description={sharingTexts.exploreDescription}
      />
      {query.isPending ? <PageSpinner text={messages.loading.processing} /> : null}
      {!query.isPending && items.length === 0 ? (
        <div className="mt-10">
          <EmptyState
            icon={<Images className="h-6 w-6" aria-hidden="true" />}
            title={sharingTexts.exploreEmptyTitle}
            description={sharingTexts.exploreEmptyDetail}
            action={
              <Link to="/" className={buttonClasses('primary', 'md')}>
                {sharingTexts.exploreStart}
              </Link>
            }
          />
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label={sharingTexts.exploreListLabel}
          className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map((item) => (
            <li key={item.shareId}>
              <Link
                to={`/share/${encodeURIComponent(item.shareId)}`}
                className="group block overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-white/10 dark:bg-stone-900"
              >
                <img
                  src={sharedImagePath(item.shareId)}
                  alt={sharingTexts.sharedImageAlt}
                  loading="lazy"
                  className="aspect-[16/9] w-full bg-stone-100 object-cover dark:bg-white/5"
                />
                <p className="px-4 py-3 text-xs font-medium text-stone-500 dark:text-stone-400">
                  {sharingTexts.sharedOn(cardDate(new Date(item.createdAt)))}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : null}
            {sharingTexts.loadMore}
          </Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
