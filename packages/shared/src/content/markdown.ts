/**
 * The small Markdown subset article bodies are written in, parsed into blocks the web app
 * renders as React elements (no HTML string ever reaches the page):
 * `## h2`, `### h3`, paragraphs (blank-line separated), `- item` and `1. item` lists,
 * `> tip` callouts; inline `**strong**`, `*emphasis*` and `[text](/path or https://…)`.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'callout'; content: Inline[] };

// strong before em so `**` is not read as two emphases; links take site paths or https only
const inlinePattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s]*)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(inlinePattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    const [, strong, em, linkText, href] = m;
    if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (em !== undefined) out.push({ kind: 'em', text: em });
    else if (linkText !== undefined && href !== undefined)
      out.push({ kind: 'link', text: linkText, href });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** The visible text of inline content (for heading ids and word counts). */
export function inlineText(content: Inline[]): string {
  return content.map((part) => part.text).join('');
}

/** A heading's anchor: its words, lower-case, hyphen-joined. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const unordered = /^- +(.*)$/;
const ordered = /^\d+\. +(.*)$/;

type ListItemMatch = { ordered: boolean; text: string };

function listItem(line: string): ListItemMatch | null {
  const u = unordered.exec(line);
  if (u) return { ordered: false, text: u[1] ?? '' };
  const o = ordered.exec(line);
  return o ? { ordered: true, text: o[1] ?? '' } : null;
}

/** One block from a run of non-blank lines. */
function parseChunk(lines: string[]): Block[] {
  const first = lines[0] ?? '';
  const heading = /^(#{2,3}) +(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    const content = parseInline(heading[2] ?? '');
    const level = heading[1] === '##' ? 2 : 3;
    return [{ kind: 'heading', level, id: headingId(inlineText(content)), content }];
  }
  if (lines.every((line) => line.startsWith('>'))) {
    const text = lines.map((line) => line.replace(/^> ?/, '')).join(' ');
    return [{ kind: 'callout', content: parseInline(text) }];
  }
  const items = lines.map(listItem);
  const firstItem = items[0];
  if (firstItem && items.every((item) => item?.ordered === firstItem.ordered)) {
    return [
      {
        kind: 'list',
        ordered: firstItem.ordered,
        items: items.map((item) => parseInline(item?.text ?? '')),
      },
    ];
  }
  return [{ kind: 'paragraph', content: parseInline(lines.join(' ')) }];
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let chunk: string[] = [];
  const flush = () => {
    if (chunk.length > 0) blocks.push(...parseChunk(chunk));
    chunk = [];
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (/^#{2,3} /.test(line)) {
      flush();
      chunk = [line];
      flush();
    } else chunk.push(line);
  }
  flush();
  return blocks;
}

/** Every link target in a body (tests check the site's own links resolve). */
export function linkTargets(blocks: Block[]): string[] {
  const inlines = blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.flat() : block.content,
  );
  return inlines.flatMap((part) => (part.kind === 'link' ? [part.href] : []));
}
