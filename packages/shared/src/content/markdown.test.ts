import { describe, expect, it } from 'vitest';
import { headingId, linkTargets, parseInline, parseMarkdown } from './markdown';

describe('the article Markdown subset', () => {
  it('reads headings, paragraphs, lists and callouts as blocks', () => {
    const blocks = parseMarkdown(
      [
        'First line',
        'continues here.',
        '## Find your shape',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> A tip',
        '> over two lines.',
        '### Round faces',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'paragraph',
      'heading',
      'list',
      'list',
      'callout',
      'heading',
    ]);
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: 'First line continues here.' }],
    });
    expect(blocks[1]).toMatchObject({ level: 2, id: 'find-your-shape' });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[3]).toMatchObject({
      ordered: true,
      items: [[{ text: 'first' }], [{ text: 'second' }]],
    });
    expect(blocks[4]).toEqual({
      kind: 'callout',
      content: [{ kind: 'text', text: 'A tip over two lines.' }],
    });
    expect(blocks[5]).toMatchObject({ level: 3, id: 'round-faces' });
  });

  it('reads strong, emphasis and links inside text', () => {
    expect(parseInline('A **bold** and *soft* [guide](/articles/x) end')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', text: 'bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'soft' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'guide', href: '/articles/x' },
      { kind: 'text', text: ' end' },
    ]);
  });

  it('keeps links to anything but site paths and https as plain text', () => {
    for (const href of ['javascript:alert(1)', 'http://example.com', 'data:text/html,x']) {
      const parts = parseInline(`[click](${href})`);
      expect(parts).toEqual([{ kind: 'text', text: `[click](${href})` }]);
    }
  });

  it('treats raw HTML as text (the renderer never injects it)', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('makes heading ids from the visible words', () => {
    expect(headingId('Step 5 (optional): photoreal results')).toBe(
      'step-5-optional-photoreal-results',
    );
    expect(headingId('Rule one — stay close')).toBe('rule-one-stay-close');
  });

  it('lists the link targets of a body', () => {
    const blocks = parseMarkdown('See [a](/faq).\n\n- and [b](/articles/b)');
    expect(linkTargets(blocks)).toEqual(['/faq', '/articles/b']);
  });
});
