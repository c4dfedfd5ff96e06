import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** The 'All articles' link at the top of an article or author page. */
export function BackToArticles() {
  return (
    <Link to="/articles" className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {blogMessages.allArticles}
    </Link>
  );
}

/** Small capitals above a name or title (a heading where it names a section). */
export function Eyebrow({
  children,
  id,
  as: Tag = 'p',
}: {
  children: ReactNode;
  id?: string;
  as?: 'p' | 'h2';
}) {
  return (
    <Tag
      id={id}
      className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase dark:text-brand-300"
    >
      {children}
    </Tag>
  );
}
