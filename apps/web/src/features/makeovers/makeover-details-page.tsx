import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Sparkles, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '@looklab/shared';
import { useConfirm, useErrorToast } from '@/app/overlays';
import { Button, buttonClasses } from '@/components/ui/button';
import { deleteMakeover, getMakeover, imageRecordCustomizations } from '@/features/studio';
import { MAKEOVERS_QUERY_KEY } from './makeovers-page';

/** /makeover/{id}: one saved makeover. */
export function MakeoverDetailsPage() {
  const { makeoverId = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['makeovers', 'one', makeoverId],
    queryFn: () => getMakeover(makeoverId),
    enabled: makeoverId !== '',
    retry: false,
  });
  useEffect(() => {
    if (query.isError) showError(messages.makeoverNotFound);
  }, [query.isError, showError]);

  const m = query.data;
  const person = m?.people.find((p) => p.id === m.selectedPersonId);
  const remove = async () => {
    if (!m) return;
    const ok = await confirm({
      title: 'Delete this makeover?',
      description: 'Its photos and results will be deleted too. This cannot be undone.',
      confirmText: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteMakeover(m.id);
      await queryClient.invalidateQueries({ queryKey: MAKEOVERS_QUERY_KEY });
      void navigate('/profile/makeovers');
    } catch {
      showError(messages.couldNotDeleteMakeover);
    }
  };

  return (
    <section
      className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6"
      aria-labelledby="makeover-title"
    >
      <Link
        to="/profile/makeovers"
        className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My Makeovers
      </Link>
      {query.isPending ? (
        <div className="mt-16 flex justify-center" role="status">
          <Loader2 className="h-8 w-8 animate-spin text-brand-500" aria-hidden="true" />
        </div>
      ) : !m ? (
        <p className="mt-10 text-center text-stone-600 dark:text-stone-300">
          {messages.makeoverNotFound}
        </p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1
                id="makeover-title"
                className="font-display text-3xl font-semibold text-stone-900 dark:text-white"
              >
                {m.name}
              </h1>
              <p className="text-sm text-stone-500 dark:text-stone-400">
                Created {new Date(m.createdAt).toLocaleString()}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => void remove()}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Delete
              </Button>
              <Link
                to={
                  m.finalImages.length
                    ? `/results/${m.id}`
                    : m.intermediateImages.length
                      ? `/customize/${m.id}`
                      : `/hairstyles/${m.id}`
                }
                className={buttonClasses('primary')}
              >
                <Sparkles className="h-4 w-4" aria-hidden="true" />
                Open in studio
              </Link>
            </div>
          </div>
          {person ? (
            <p className="mt-4 rounded-2xl bg-white p-4 text-sm text-stone-700 shadow-sm dark:bg-stone-900 dark:text-stone-300">
              {person.analyzedPersonDescription}
            </p>
          ) : null}
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3" aria-label="Makeover images">
            <li>
              <img
                src={m.originalImage.url}
                alt="Original"
                className="aspect-[3/4] w-full rounded-2xl object-cover"
              />
              <p className="mt-1 text-sm font-medium text-stone-700 dark:text-stone-300">
                Original
              </p>
            </li>
            {(m.finalImages.length ? m.finalImages : m.intermediateImages).map((img) => (
              <li key={img.id}>
                <img
                  src={img.url}
                  alt={img.hairstyle}
                  className="aspect-[3/4] w-full rounded-2xl object-cover"
                />
                <p className="mt-1 truncate text-sm font-medium text-stone-700 dark:text-stone-300">
                  {img.hairstyle}
                </p>
                <p className="line-clamp-2 text-xs text-stone-500 dark:text-stone-400">
                  {imageRecordCustomizations(img).join(' • ') || 'No customizations'}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
