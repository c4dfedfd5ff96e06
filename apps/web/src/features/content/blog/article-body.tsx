import type { Block, Inline } from '@looklab/shared/content/markdown';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';

const linkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-[3px] transition hover:decoration-brand-600 dark:text-brand-300 dark:decoration-brand-500/50 dark:hover:decoration-brand-300';

function InlineContent({ content }: { content: Inline[] }) {
  return content.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-stone-900 dark:text-white">
            {part.text}
          </strong>
        );
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'link':
        return part.href.startsWith('/') ? (
          <Link key={i} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={i} href={part.href} className={linkClass} rel="noopener noreferrer">
            {part.text}
          </a>
        );
      default:
        return part.text;
    }
  });
}

function BodyBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2
          id={block.id}
          className="mt-12 scroll-mt-24 font-display text-2xl font-semibold tracking-tight text-stone-900 sm:text-[1.75rem] dark:text-white"
        >
          <InlineContent content={block.content} />
        </h2>
      ) : (
        <h3
          id={block.id}
          className="mt-8 scroll-mt-24 text-lg font-semibold text-stone-900 dark:text-white"
        >
          <InlineContent content={block.content} />
        </h3>
      );
    case 'paragraph':
      return (
        <p className="mt-5">
          <InlineContent content={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-5 space-y-2.5 pl-6 marker:font-semibold marker:text-brand-500 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="pl-1.5">
              <InlineContent content={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'callout':
      return (
        <aside className="mt-8 flex gap-3 rounded-2xl border border-brand-100 bg-brand-50/70 p-5 text-base text-stone-800 dark:border-brand-500/20 dark:bg-brand-500/10 dark:text-stone-200">
          <Lightbulb
            className="mt-1 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300"
            aria-hidden="true"
          />
          <p>
            <InlineContent content={block.content} />
          </p>
        </aside>
      );
  }
}

/** An article body: parsed Markdown blocks as React elements (never HTML strings). */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="text-base leading-7 text-stone-700 sm:text-[1.0625rem] sm:leading-8 dark:text-stone-300">
      {blocks.map((block, i) => (
        <BodyBlock key={i} block={block} />
      ))}
    </div>
  );
}
