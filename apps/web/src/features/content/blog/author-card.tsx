import type { Author } from '@looklab/shared/content/blog.schema';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { AuthorAvatar } from './blog-image';
import { Eyebrow } from './blog-parts';

/** 'About the author' under an article. */
export function AuthorCard({ author, className }: { author: Author; className?: string }) {
  return (
    <section
      aria-labelledby="about-author"
      className={cn(
        'flex flex-col gap-4 rounded-3xl border border-stone-200/80 bg-white/80 p-6 sm:flex-row sm:p-8 dark:border-white/10 dark:bg-white/[0.04]',
        className,
      )}
    >
      <AuthorAvatar src={author.avatar} size={72} />
      <div>
        <Eyebrow as="h2" id="about-author">
          {blogMessages.aboutAuthor}
        </Eyebrow>
        <p className="mt-1 font-display text-xl font-semibold text-stone-900 dark:text-white">
          {author.name}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{author.role}</p>
        <p className="mt-3 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
          {author.bio}
        </p>
        <Link
          to={`/authors/${author.slug}`}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {blogMessages.articlesBy(author.name)}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
