import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An unknown article or author slug: say so (as the page's h1) and lead back to the list. */
export function BlogNotFound({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer className="max-w-3xl">
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white/50 px-6 py-14 text-center dark:border-white/15 dark:bg-white/[0.03]">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
          <FileQuestion className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-semibold text-stone-900 dark:text-white">
          {title}
        </h1>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-stone-600 dark:text-stone-400">
          {text}
        </p>
        <Link to="/articles" className={buttonClasses('primary', 'md', 'mt-6')}>
          {blogMessages.allArticles}
        </Link>
      </div>
    </PageContainer>
  );
}
