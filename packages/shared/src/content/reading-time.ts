import { inlineText, parseMarkdown } from './markdown';

/** Average silent reading speed of adults for non-fiction, words per minute. */
export const READING_WORDS_PER_MINUTE = 230;

/** The words a reader reads in a Markdown body (markup and link targets not counted). */
export function countWords(markdown: string): number {
  return parseMarkdown(markdown)
    .map((block) =>
      block.kind === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.content),
    )
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a body, rounded up, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / READING_WORDS_PER_MINUTE));
}
