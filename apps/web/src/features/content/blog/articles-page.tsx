import { articlesTagged, tagsInUse } from '@looklab/shared/content/blog-queries';
import { blogPageMeta } from '@looklab/shared/content/page-meta';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { ArticleCard } from './article-card';
import { pageOrigin, usePageMeta } from './use-page-meta';

const chip =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition focus-visible:outline-2';
const chipIdle =
  'border-stone-300 bg-white/70 text-stone-700 hover:border-stone-400 hover:text-stone-950 dark:border-white/15 dark:bg-white/5 dark:text-stone-300 dark:hover:text-white';
const chipActive =
  'border-stone-900 bg-stone-900 text-white dark:border-white dark:bg-white dark:text-stone-900';

/** Topic chips: links to ?tag=…, so a filtered list can be shared and goes back with history. */
function TopicFilter({ active }: { active: string | null }) {
  const topics: (string | null)[] = [null, ...tagsInUse()];
  return (
    <nav aria-label={blogMessages.topicsLabel} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {topics.map((tag) => {
          const current = tag === active;
          return (
            <li key={tag ?? 'all'}>
              <Link
                to={tag ? `/articles?tag=${encodeURIComponent(tag)}` : '/articles'}
                aria-current={current ? 'page' : undefined}
                className={cn(chip, current ? chipActive : chipIdle)}
              >
                {tag ?? blogMessages.allTopics}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * How many articles open the list in larger cards, so the three-column grid below has no
 * orphans: one wide card (n = 3k + 1), two side by side (3k + 2) or none (3k).
 */
function leadCount(total: number): number {
  return total < 3 ? total : ([0, 1, 2][total % 3] ?? 0);
}

/** /articles: the newest articles large, the others in a grid, filterable by topic. */
export function ArticlesPage() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const articles = articlesTagged(tag);
  const activeTag = tagsInUse().find((t) => t === tag) ?? null;
  const lead = articles.slice(0, leadCount(articles.length));
  const rest = articles.slice(lead.length);
  usePageMeta(useMemo(() => blogPageMeta('/articles', pageOrigin()), []));

  return (
    <PageContainer>
      <PageHeader
        eyebrow={blogMessages.listEyebrow}
        title={blogMessages.listTitle}
        description={blogMessages.listDescription}
      />
      <TopicFilter active={activeTag} />
      {lead.length > 0 ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          {lead.map((article, i) => (
            <ArticleCard
              key={article.slug}
              article={article}
              featured={lead.length === 1 ? 'wide' : 'large'}
              priority={i === 0}
            />
          ))}
        </div>
      ) : null}
      {rest.length > 0 ? (
        <div
          className={cn(
            'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
            lead.length > 0 ? 'mt-6' : 'mt-8',
          )}
        >
          {rest.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </div>
      ) : null}
    </PageContainer>
  );
}
