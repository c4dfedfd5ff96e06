import { articlesByAuthor, findAuthor } from '@looklab/shared/content/blog-queries';
import type { Author } from '@looklab/shared/content/blog.schema';
import { authorPageMeta } from '@looklab/shared/content/page-meta';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-header';
import { ArticleCard } from './article-card';
import { BackToArticles, Eyebrow } from './blog-parts';
import { AuthorAvatar } from './blog-image';
import { BlogNotFound } from './blog-not-found';
import { pageOrigin, usePageMeta } from './use-page-meta';

function AuthorView({ author }: { author: Author }) {
  const articles = articlesByAuthor(author.slug);
  usePageMeta(useMemo(() => authorPageMeta(author, pageOrigin()), [author]));
  return (
    <PageContainer>
      <BackToArticles />
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <AuthorAvatar
          src={author.avatar}
          size={120}
          className="ring-4 ring-white shadow-lg shadow-brand-500/10 dark:ring-white/10"
        />
        <div className="max-w-2xl">
          <Eyebrow>{blogMessages.authorEyebrow}</Eyebrow>
          <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
            {author.name}
          </h1>
          <p className="mt-1 font-medium text-stone-700 dark:text-stone-300">{author.role}</p>
          <p className="mt-3 leading-relaxed text-stone-600 dark:text-stone-400">{author.bio}</p>
        </div>
      </header>
      <section aria-labelledby="author-articles" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-stone-200 pb-3 dark:border-white/10">
          <h2
            id="author-articles"
            className="font-display text-2xl font-semibold text-stone-900 dark:text-white"
          >
            {blogMessages.articlesBy(author.name)}
          </h2>
          <p className="text-sm whitespace-nowrap text-stone-600 dark:text-stone-400">
            {blogMessages.articleCount(articles.length)}
          </p>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard
              key={article.slug}
              article={article}
              headingLevel="h3"
              showAuthor={false}
            />
          ))}
        </div>
      </section>
    </PageContainer>
  );
}

/** /authors/:slug */
export function AuthorPage() {
  const { slug = '' } = useParams();
  const author = findAuthor(slug);
  if (!author) {
    return (
      <BlogNotFound title={blogMessages.authorNotFound} text={blogMessages.authorNotFoundText} />
    );
  }
  return <AuthorView key={author.slug} author={author} />;
}
