import type { Element, ElementContent, Root, RootContent } from 'hast';

const LEVEL: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5 };

/**
 * Wrap each heading that has an id, and what follows it up to the next heading
 * of the same or a higher level, in a `<section>`: a law subsection becomes one
 * unit that highlights when its heading is the URL's target. The id stays on the
 * heading (search indexes sub-results by heading ids). `tools(id)` adds per-section
 * UI after the heading; `footer(id)` adds lines after the section's own text, before its
 * subsections (the cross-references of a law subsection stand under its text).
 */
type Make = (id: string) => ElementContent[];
export function rehypeSections(options: { tools?: Make; footer?: Make } = {}) {
  return (tree: Root): void => {
    tree.children = nest(tree.children, 1, options.tools, options.footer);
  };
}

function nest(nodes: RootContent[], above: number, tools?: Make, footer?: Make): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    const level = n.type === 'element' ? LEVEL[n.tagName] : undefined;
    const id = n.type === 'element' ? (n.properties?.id ?? n.properties?.dataAnchor) : undefined;
    if (!level || level <= above || typeof id !== 'string') {
      out.push(n);
      continue;
    }
    let j = i + 1;
    for (; j < nodes.length; j++) {
      const m = nodes[j]!;
      const l = m.type === 'element' ? LEVEL[m.tagName] : undefined;
      if (l && l <= level) break;
    }
    const heading = n as Element;
    const inner = nest(nodes.slice(i + 1, j), level, tools, footer) as ElementContent[];
    const sub = inner.findIndex((c) => c.type === 'element' && c.tagName === 'section');
    const own = sub < 0 ? inner : inner.slice(0, sub);
    const subsections = sub < 0 ? [] : inner.slice(sub);
    out.push({
      type: 'element',
      tagName: 'section',
      properties: { className: ['law-section', `depth-${level}`], dataAnchor: id },
      children: [heading, ...(tools?.(id) ?? []), ...own, ...(footer?.(id) ?? []), ...subsections],
    });
    i = j - 1;
  }
  return out;
}
