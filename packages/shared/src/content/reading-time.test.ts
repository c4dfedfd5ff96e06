import { describe, expect, it } from 'vitest';
import { countWords, READING_WORDS_PER_MINUTE, readingMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('counts the words a reader sees, not the markup or link targets', () => {
    const body = [
      '## A heading here',
      '',
      'Some **bold** and *soft* text with [a link](/articles/some-long-slug-here).',
      '',
      '- one item',
      '',
      '1. another — item',
      '',
      '> a tip',
    ].join('\n');
    // A heading here (3) + Some bold and soft text with a link (8) + one item (2)
    // + another item (2, the dash is no word) + a tip (2)
    expect(countWords(body)).toBe(17);
  });

  it('rounds up to whole minutes at the reading speed, with at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(READING_WORDS_PER_MINUTE * 5))).toBe(5);
  });
});
