import { ArrowLeft, BookOpen, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page-header';

/** /articles: the blog list. Articles are published with the content issue. */
export function ArticlesPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Blog"
        title="Style notes"
        description="Guides to face shapes, colour seasons, hair trends and getting the most out of your makeovers."
      />
      <div className="mt-10">
        <EmptyState
          icon={<BookOpen className="h-6 w-6" aria-hidden="true" />}
          title="No articles yet"
          description="Our first articles are being written. Check back soon."
        />
      </div>
    </PageContainer>
  );
}

/** /articles/:slug */
export function ArticlePage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer className="max-w-3xl">
      <Link to="/articles" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All articles
      </Link>
      <PageHeader className="mt-6" eyebrow="Blog" title="Article not found" />
      <p className="mt-4 text-stone-600 dark:text-stone-400">
        There is no article at{' '}
        <code className="rounded bg-stone-100 px-1.5 py-0.5 text-sm dark:bg-white/10">{slug}</code>.
        It may have moved or not been published yet.
      </p>
    </PageContainer>
  );
}

/** /authors/:slug */
export function AuthorPage() {
  const { slug = '' } = useParams();
  return (
    <PageContainer className="max-w-3xl">
      <Link to="/articles" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All articles
      </Link>
      <div className="mt-6">
        <EmptyState
          icon={<UserRound className="h-6 w-6" aria-hidden="true" />}
          title="Author not found"
          description={`We couldn't find an author called “${slug}”.`}
        />
      </div>
    </PageContainer>
  );
}
