import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

export interface TermMatcher {
  id: string;
  /** Finds the term and the rest of its word (end the pattern with TERM_WORD_TAIL). */
  re: RegExp;
  translation: string;
}

/** The rest of a word after a term's stem, so the whole word form is marked. */
export const TERM_WORD_TAIL = '[\\p{L}\\p{M}-]*';

/**
 * Mark the first occurrence of each glossary term (per text, or per page when
 * `seen` is shared between the texts of a page) as
 * `<dfn tabindex="0" data-term title="…">`, so its translation shows
 * on hover and on keyboard focus. Links and headings are left alone.
 */
export function rehypeGlossary(options: { terms: TermMatcher[]; seen?: Set<string> }) {
  return (tree: Root): void => {
    const done = options.seen ?? new Set<string>();
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && ['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dfn', 'code', 'sup'].includes((node as Element).tagName)) return SKIP;
      if (node.type !== 'text' || !parent || index === undefined) return undefined;
      const value = (node as Text).value;
      for (const term of options.terms) {
        if (done.has(term.id)) continue;
        const m = term.re.exec(value);
        if (!m) continue;
        done.add(term.id);
        const dfn: Element = {
          type: 'element',
          tagName: 'dfn',
          properties: { tabIndex: 0, title: term.translation, dataTerm: term.id },
          children: [{ type: 'text', value: m[0] }],
        };
        const parts: ElementContent[] = [];
        if (m.index > 0) parts.push({ type: 'text', value: value.slice(0, m.index) });
        parts.push(dfn);
        if (m.index + m[0].length < value.length) parts.push({ type: 'text', value: value.slice(m.index + m[0].length) });
        (parent as Element).children.splice(index, 1, ...parts);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}
