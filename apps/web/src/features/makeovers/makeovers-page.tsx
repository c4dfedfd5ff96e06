import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { CheckSquare, ImagePlus, Loader2, Square, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@looklab/shared';
import { useConfirm, useErrorToast } from '@/app/overlays';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { deleteMakeovers, listMakeovers } from '@/features/studio';

export const MAKEOVERS_QUERY_KEY = ['makeovers', 'list'] as const;

const looksLabel = (n: number) => `${n} ${n === 1 ? 'look' : 'looks'}`;

/** /profile/makeovers: saved makeovers, 10 at a time, multi-select delete. */
export function MakeoversPage() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const showError = useErrorToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const query = useInfiniteQuery({
    queryKey: MAKEOVERS_QUERY_KEY,
    queryFn: ({ pageParam }) => listMakeovers(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  useEffect(() => {
    if (query.isError) {
      showError(
        query.isFetchNextPageError
          ? messages.couldNotLoadMoreMakeovers
          : messages.couldNotLoadMakeovers,
      );
    }
  }, [query.isError, query.isFetchNextPageError, showError]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const remove = async () => {
    const ids = selected;
    const many = ids.length > 1;
    const ok = await confirm({
      title: many ? `Delete ${ids.length} makeovers?` : 'Delete this makeover?',
      description: 'Its photos and results will be deleted too. This cannot be undone.',
      confirmText: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteMakeovers(ids);
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: MAKEOVERS_QUERY_KEY });
    } catch {
      showError(many ? messages.couldNotDeleteMakeovers : messages.couldNotDeleteMakeover);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section
      aria-labelledby="makeovers-title"
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            id="makeovers-title"
            className="font-display text-3xl font-semibold text-stone-900 dark:text-white"
          >
            My Makeovers
          </h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Your saved looks, newest first.
          </p>
        </div>
        <div className="flex gap-2">
          {selected.length ? (
            <>
              <Button variant="ghost" onClick={() => setSelected([])}>
                Clear selection
              </Button>
              <Button variant="destructive" disabled={deleting} onClick={() => void remove()}>
                {deleting ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                )}
                Delete ({selected.length})
              </Button>
            </>
          ) : (
            <Link to="/" className={buttonClasses('primary')}>
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
              New Makeover
            </Link>
          )}
        </div>
      </div>

      {query.isPending ? (
        <div className="mt-16 flex justify-center" role="status">
          <Loader2 className="h-8 w-8 animate-spin text-brand-500" aria-hidden="true" />
          <span className="sr-only">Loading makeovers</span>
        </div>
      ) : items.length === 0 && !query.isError ? (
        <div className="mt-10 rounded-3xl border border-dashed border-stone-300 p-12 text-center text-stone-600 dark:border-white/15 dark:text-stone-300">
          No saved makeovers yet.
        </div>
      ) : (
        <ul
          className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Saved makeovers"
        >
          {items.map((m) => {
            const on = selected.includes(m.id);
            return (
              <li
                key={m.id}
                className={cn(
                  'group relative overflow-hidden rounded-3xl border bg-white shadow-sm transition hover:shadow-md dark:bg-stone-900',
                  on
                    ? 'border-brand-500 ring-2 ring-brand-500/40'
                    : 'border-stone-200 dark:border-white/10',
                )}
              >
                <Link to={`/makeover/${m.id}`} className="block">
                  <img
                    src={m.coverUrl || undefined}
                    alt=""
                    className="aspect-[4/5] w-full bg-stone-100 object-cover dark:bg-stone-800"
                  />
                  <div className="p-3">
                    <p className="truncate font-medium text-stone-900 dark:text-white">{m.name}</p>
                    <p className="text-xs text-stone-500 dark:text-stone-400">
                      {new Date(m.createdAt).toLocaleDateString()} · {looksLabel(m.lookCount)}
                    </p>
                  </div>
                </Link>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={on}
                  aria-label={`Select ${m.name}`}
                  onClick={() => toggle(m.id)}
                  className="absolute top-2 left-2 rounded-lg bg-white/90 p-1 text-stone-700 shadow backdrop-blur dark:bg-stone-900/80 dark:text-stone-200"
                >
                  {on ? (
                    <CheckSquare className="h-5 w-5 text-brand-600" aria-hidden="true" />
                  ) : (
                    <Square className="h-5 w-5" aria-hidden="true" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
