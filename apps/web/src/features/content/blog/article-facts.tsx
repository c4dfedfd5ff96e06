import { formatArticleDate } from '@looklab/shared/content/blog-queries';
import type { ArticleMeta } from '@looklab/shared/content/blog.schema';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { cn } from '@/lib/cn';

/** 'date · N min read' under a title. */
export function ArticleFacts({ article, className }: { article: ArticleMeta; className?: string }) {
  return (
    <p className={cn('text-sm text-stone-600 dark:text-stone-400', className)}>
      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      <span aria-hidden="true" className="mx-1.5">
        ·
      </span>
      {blogMessages.readingTime(article.readingMinutes)}
    </p>
  );
}

/** The topic chips of an article. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={blogMessages.topicsLabel}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
