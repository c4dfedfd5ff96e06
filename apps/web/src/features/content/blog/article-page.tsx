import { adjacentArticles, findArticle, findAuthor } from '@looklab/shared/content/blog-queries';
import type { ArticleMeta, Author } from '@looklab/shared/content/blog.schema';
import { articlePageMeta } from '@looklab/shared/content/page-meta';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { Camera } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ArticleBody } from './article-body';
import { ArticleFacts, TagList } from './article-facts';
import { AuthorCard } from './author-card';
import { ArticleImage, AuthorAvatar } from './blog-image';
import { BlogNotFound } from './blog-not-found';
import { BackToArticles } from './blog-parts';
import { PrevNextNav } from './prev-next-nav';
import { useArticleBody } from './use-article-body';
import { pageOrigin, usePageMeta } from './use-page-meta';

/** Grey lines where the body will be, about as tall as a short article (keeps the footer put). */
function BodySkeleton() {
  return (
    <div role="status" aria-label={blogMessages.loadingArticle} className="min-h-[60rem] pt-5">
      {Array.from({ length: 12 }, (_, i) => (
        <div
          key={i}
          className="mt-4 h-4 animate-pulse rounded-full bg-stone-200 dark:bg-white/10"
          style={{ width: `${[96, 100, 92, 84][i % 4]}%` }}
        />
      ))}
    </div>
  );
}

function Body({ slug }: { slug: string }) {
  const body = useArticleBody(slug);
  if (body.isPending) return <BodySkeleton />;
  if (body.isError) {
    return (
      <div
        role="alert"
        className="mt-8 rounded-2xl bg-red-50 p-5 text-red-800 dark:bg-red-500/10 dark:text-red-200"
      >
        <p>{blogMessages.bodyFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void body.refetch()}>
          {blogMessages.retry}
        </Button>
      </div>
    );
  }
  return <ArticleBody blocks={body.data} />;
}

function ArticleView({ article, author }: { article: ArticleMeta; author: Author }) {
  const { previous, next } = adjacentArticles(article.slug);
  usePageMeta(useMemo(() => articlePageMeta(article, author, pageOrigin()), [article, author]));
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <BackToArticles />
        <header className="mt-6">
          <TagList tags={article.tags} />
          <h1 className="mt-4 font-display text-[2rem] leading-tight font-semibold tracking-tight text-balance text-stone-900 sm:text-[2.75rem] sm:leading-[1.12] dark:text-white">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-stone-600 sm:text-xl dark:text-stone-300">
            {article.description}
          </p>
          <div className="mt-6 flex items-center gap-3">
            <AuthorAvatar src={author.avatar} size={44} />
            <div>
              <p className="text-sm font-medium text-stone-900 dark:text-stone-100">
                {blogMessages.byAuthor}{' '}
                <Link
                  to={`/authors/${author.slug}`}
                  rel="author"
                  className="underline decoration-stone-300 underline-offset-4 hover:decoration-brand-500 dark:decoration-white/30"
                >
                  {author.name}
                </Link>
              </p>
              <ArticleFacts article={article} />
            </div>
          </div>
        </header>
      </div>
      <figure className="mx-auto mt-8 max-w-4xl overflow-hidden rounded-3xl border border-stone-200/80 sm:mt-10 dark:border-white/10">
        <ArticleImage image={article.hero} priority />
      </figure>
      <div className="mx-auto mt-4 max-w-2xl">
        <Body slug={article.slug} />
        <aside className="mt-14 rounded-3xl bg-stone-900 p-6 text-white sm:p-8 dark:bg-white/[0.06]">
          <h2 className="font-display text-2xl font-semibold">{blogMessages.ctaTitle}</h2>
          <p className="mt-2 text-stone-300">{blogMessages.ctaText}</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
            <Camera className="h-4 w-4" aria-hidden="true" />
            {blogMessages.ctaButton}
          </Link>
        </aside>
        <AuthorCard author={author} className="mt-10" />
      </div>
      <PrevNextNav previous={previous} next={next} className="mx-auto mt-12 max-w-2xl" />
    </article>
  );
}

/** /articles/:slug */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  const author = article && findAuthor(article.author);
  if (!article || !author) {
    return (
      <BlogNotFound title={blogMessages.articleNotFound} text={blogMessages.articleNotFoundText} />
    );
  }
  // keyed by slug: following previous/next starts the new article fresh
  return <ArticleView key={article.slug} article={article} author={author} />;
}
