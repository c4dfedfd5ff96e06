import { ImageOff, Sparkles } from 'lucide-react';
import { startTransition, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages, sharedImagePath, sharingTexts } from '@looklab/shared';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { ThemeToggle } from '@/features/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { servedImageSize } from './served-image-size';

/** /share/:shareId — the public share view with its own header. */
export function ShareViewPage() {
  const { shareId = '' } = useParams();
  const src = sharedImagePath(shareId);
  const [size] = useState(() => servedImageSize(src));
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  useDocumentTitle(sharingTexts.sharedPageTitle);
  // The pre-rendered page's image may have loaded (or failed) before the page hydrated, when
  // no load or error event is left to come. In a transition: set from the commit (a ref), the
  // update would be urgent, and React would run the page's effects and render it again in the
  // hydration's commit task, one long task.
  const loadedBeforeHydration = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete) return;
    const loaded = img.naturalWidth > 0;
    startTransition(() => setState(loaded ? 'ready' : 'missing'));
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/60 to-stone-50 dark:from-[#1a1220] dark:to-[#0f0d13]">
      <header className="border-b border-stone-200/70 bg-white/70 backdrop-blur dark:border-white/10 dark:bg-white/[0.03]">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to="/" aria-label="LookLab home">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Link to="/" className={buttonClasses('primary', 'sm', 'px-4')}>
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              {sharingTexts.tryYourOwn}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 py-10 sm:px-6">
        <h1 className="text-center font-display text-3xl font-semibold tracking-tight text-stone-900 dark:text-white">
          {sharingTexts.sharedPageTitle}
        </h1>
        {state === 'missing' ? (
          <div className="mt-10 flex w-full max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white/80 px-6 py-10 text-center text-stone-600 shadow-sm dark:border-white/10 dark:bg-white/5 dark:text-stone-400">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-stone-100 dark:bg-white/10">
              <ImageOff className="h-7 w-7 text-stone-400" aria-hidden="true" />
            </span>
            <p className="mt-5 font-semibold text-stone-900 dark:text-white">
              {sharingTexts.sharedGone}
            </p>
            <p className="mt-1 max-w-sm text-sm">{sharingTexts.sharedGoneDetail}</p>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row">
              <Link to="/" className={buttonClasses('primary', 'md')}>
                {sharingTexts.startOwn}
              </Link>
              <Link to="/explore/makeovers" className={buttonClasses('outline', 'md')}>
                {sharingTexts.exploreMore}
              </Link>
            </div>
          </div>
        ) : (
          <div
            className={cn(
              'relative mt-8 w-full max-w-3xl',
              // room for the spinner (the same in the pre-rendered page, which has no size yet)
              state === 'loading' && 'min-h-[50vh]',
            )}
          >
            {/* shown from the first paint, in the box of its size (the server puts it in the
                pre-rendered page), with the spinner over it until it has loaded */}
            <img
              ref={loadedBeforeHydration}
              src={src}
              alt={sharingTexts.sharedImageAlt}
              width={size?.width}
              height={size?.height}
              fetchPriority="high"
              onLoad={() => setState('ready')}
              onError={() => setState('missing')}
              className="h-auto max-h-[75vh] w-full rounded-3xl object-contain shadow-2xl shadow-stone-900/15"
            />
            {state === 'loading' ? (
              <PageSpinner
                text={messages.loading.sharedImage}
                className="absolute inset-0 min-h-0"
              />
            ) : null}
          </div>
        )}
        {state === 'ready' ? (
          <p className="mt-6 max-w-md text-center text-sm text-stone-600 dark:text-stone-400">
            {sharingTexts.sharedPitch}{' '}
            <Link
              to="/"
              className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              {sharingTexts.startOwn}
            </Link>
          </p>
        ) : null}
      </main>
    </div>
  );
}
