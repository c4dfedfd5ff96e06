import { describe, expect, it } from 'vitest';
import { escapeHtml, pageMetaHtml, withPageMeta } from './page-meta-html';
import { blogPageMeta, type PageMeta } from './page-meta';

const origin = 'https://looklab.example';
const content = (meta: PageMeta | null, key: string) =>
  meta?.tags.filter((t) => t.key === key).map((t) => t.content);

describe('blog page meta', () => {
  it('describes an article for link previews with absolute URLs', () => {
    const meta = blogPageMeta('/articles/lipstick-finishes-guide', origin);
    expect(meta?.title).toBe('Matte, satin, gloss or sheer? A guide to lipstick finishes');
    expect(meta?.canonical).toBe(`${origin}/articles/lipstick-finishes-guide`);
    expect(content(meta, 'og:type')).toEqual(['article']);
    expect(content(meta, 'og:image')).toEqual([
      `${origin}/blog/articles/lipstick-finishes-guide.png`,
    ]);
    expect(content(meta, 'article:author')).toEqual([`${origin}/authors/priya-raman`]);
    expect(content(meta, 'article:published_time')).toEqual(['2026-10-06']);
    expect(content(meta, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(meta, 'description')?.[0]).toMatch(/^How each lipstick finish/);
  });

  it('describes an author page and the list', () => {
    const author = blogPageMeta('/authors/leo-marchetti/', origin);
    expect(author?.title).toBe('Leo Marchetti, Grooming & technology editor');
    expect(content(author, 'og:type')).toEqual(['profile']);
    expect(content(author, 'og:image')).toEqual([`${origin}/blog/authors/leo-marchetti.png`]);
    const list = blogPageMeta('/articles', origin);
    expect(list?.title).toBe('Style notes');
    expect(content(list, 'og:type')).toEqual(['website']);
  });

  it('has nothing for unknown slugs and other paths', () => {
    for (const path of ['/articles/nope', '/authors/nope', '/faq', '/', '/articles/a/b']) {
      expect(blogPageMeta(path, origin), path).toBeNull();
    }
  });
});

describe('meta tags as HTML', () => {
  it('escapes text for elements and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes escaped tags, so a hostile title cannot open an element', () => {
    const meta: PageMeta = {
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
      canonical: `${origin}/articles/x`,
      tags: [{ attribute: 'name', key: 'description', content: '"><b>' }],
    };
    const html = pageMetaHtml(meta);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><b>');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · LookLab</title>',
    );
  });

  it("replaces index.html's title and description and adds the rest to the head", () => {
    const index =
      '<html><head>\n<meta name="description"\n content="Default" />\n<title>Default</title>\n</head><body><div id="root"></div></body></html>';
    const meta = blogPageMeta('/articles/how-looklab-ai-works', origin);
    if (!meta) throw new Error('no meta');
    const html = withPageMeta(index, meta);
    expect(html).not.toContain('Default');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>How LookLab&#39;s AI works — and what stays private · LookLab</title>',
    );
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    // every added element is marked as the page's own (the web app drops them on leaving)
    const added = html.match(/<(meta|link) [^>]*>/g) ?? [];
    expect(added.length).toBeGreaterThan(15);
    for (const el of added) expect(el).toContain(' data-page-meta>');
    expect(html).toContain('<div id="root"></div>');
  });
});
