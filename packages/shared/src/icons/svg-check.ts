/**
 * A small well-formedness check for our generated SVG (no DOM needed): one `<svg>` root with the
 * SVG namespace and a viewBox, balanced and properly nested tags, quoted attributes, no
 * NaN/Infinity/undefined anywhere. Returns the problems found (empty = valid).
 */
export function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  const text = svg.trim();
  if (!text.startsWith('<svg')) problems.push('does not start with <svg');
  if (!text.endsWith('</svg>')) problems.push('does not end with </svg>');
  if (/\b(NaN|Infinity|undefined|null)\b/.test(text))
    problems.push('contains NaN/Infinity/undefined/null');

  const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let roots = 0;
  let cursor = 0;
  let rootAttrs = '';
  for (const match of text.matchAll(tagPattern)) {
    const between = text.slice(cursor, match.index);
    if (/[<>]/.test(between)) problems.push(`malformed markup near "${between.slice(0, 30)}"`);
    cursor = match.index + match[0].length;
    const [, closing, name = '', attrs = '', selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (stack.length === 0) {
      roots += 1;
      rootAttrs = attrs;
      if (name !== 'svg') problems.push(`root element is <${name}>`);
    }
    if (!selfClosing) stack.push(name);
  }
  if (/[<>]/.test(text.slice(cursor))) problems.push('malformed markup at the end');
  if (stack.length) problems.push(`unclosed tags: ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  if (!rootAttrs.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('missing xmlns');
  const viewBox = /viewBox="([^"]*)"/.exec(rootAttrs)?.[1];
  if (!viewBox || !/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/.test(viewBox))
    problems.push('missing viewBox');
  return problems;
}
