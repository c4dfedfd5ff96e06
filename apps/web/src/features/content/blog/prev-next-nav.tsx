import type { ArticleMeta } from '@looklab/shared/content/blog.schema';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

function Neighbour({
  article,
  direction,
}: {
  article: ArticleMeta;
  direction: 'previous' | 'next';
}) {
  const isNext = direction === 'next';
  const Arrow = isNext ? ArrowRight : ArrowLeft;
  return (
    <Link
      to={`/articles/${article.slug}`}
      rel={isNext ? 'next' : 'prev'}
      className={cn(
        'group flex flex-col rounded-3xl border border-stone-200/80 bg-white/80 p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg hover:shadow-stone-900/5 sm:p-6 dark:border-white/10 dark:bg-white/[0.04] dark:hover:border-brand-500/40',
        isNext && 'sm:col-start-2 sm:items-end sm:text-right',
      )}
    >
      <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase dark:text-brand-300">
        {isNext ? null : <Arrow className="h-4 w-4" aria-hidden="true" />}
        {isNext ? blogMessages.nextArticle : blogMessages.previousArticle}
        {isNext ? <Arrow className="h-4 w-4" aria-hidden="true" /> : null}
      </span>
      <span className="mt-2 font-display text-lg font-semibold text-balance text-stone-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
        {article.title}
      </span>
    </Link>
  );
}

/** Links to the articles published just before and just after this one. */
export function PrevNextNav({
  previous,
  next,
  className,
}: {
  previous: ArticleMeta | null;
  next: ArticleMeta | null;
  className?: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={blogMessages.moreArticles}
      className={cn('grid gap-4 sm:grid-cols-2', className)}
    >
      {previous ? <Neighbour article={previous} direction="previous" /> : null}
      {next ? <Neighbour article={next} direction="next" /> : null}
    </nav>
  );
}
