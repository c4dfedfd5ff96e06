import { findAuthor } from '@looklab/shared/content/blog-queries';
import type { ArticleMeta } from '@looklab/shared/content/blog.schema';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ArticleFacts, TagList } from './article-facts';
import { ArticleImage, AuthorAvatar } from './blog-image';

/**
 * An article in a list: the whole card is one link (its title's, stretched over the card), so
 * keyboard and screen-reader users meet one link per article. `featured`: 'wide' spans the
 * row with the picture beside the text (from lg), 'large' has bigger type.
 */
export function ArticleCard({
  article,
  featured,
  priority = false,
  headingLevel = 'h2',
  showAuthor = true,
}: {
  article: ArticleMeta;
  featured?: 'wide' | 'large';
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** off on the author's own page, where every card would repeat the name */
  showAuthor?: boolean;
}) {
  const author = showAuthor ? findAuthor(article.author) : undefined;
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-3xl border border-stone-200/80 bg-white shadow-sm shadow-stone-900/5 transition duration-200 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-stone-900/10 dark:border-white/10 dark:bg-white/[0.04] dark:shadow-none',
        featured === 'wide' && 'sm:col-span-2 lg:grid lg:grid-cols-[1.25fr_1fr]',
      )}
    >
      <ArticleImage
        image={article.hero}
        decorative
        priority={priority}
        className={featured === 'wide' ? 'lg:aspect-auto lg:h-full' : undefined}
      />
      <div
        className={cn(
          'flex flex-1 flex-col p-5 sm:p-6',
          featured === 'wide' && 'lg:justify-center lg:p-10',
          featured === 'large' && 'lg:p-8',
        )}
      >
        <TagList tags={article.tags} />
        <Heading
          className={cn(
            'mt-3 font-display font-semibold tracking-tight text-balance text-stone-900 dark:text-white',
            featured ? 'text-2xl lg:text-3xl' : 'text-xl',
          )}
        >
          <Link
            to={`/articles/${article.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 dark:group-hover:text-brand-300"
          >
            {article.title}
          </Link>
        </Heading>
        <p
          className={cn(
            'mt-2 leading-relaxed text-stone-600 dark:text-stone-400',
            featured ? 'text-base' : 'line-clamp-3 text-sm',
          )}
        >
          {article.description}
        </p>
        <div className="mt-auto flex items-center gap-3 pt-5">
          {author ? <AuthorAvatar src={author.avatar} size={36} /> : null}
          <div className="min-w-0">
            {author ? (
              <p className="truncate text-sm font-medium text-stone-900 dark:text-stone-100">
                {author.name}
              </p>
            ) : null}
            <ArticleFacts article={article} className="text-xs" />
          </div>
        </div>
      </div>
    </article>
  );
}
