import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const SAFE_URL = /^(?:https?:|mailto:|[#/.?]|[^:]*$)/iu;

/**
 * Make rendered markdown safe and unique on a page with several rendered texts:
 * a link whose URL uses another scheme (`javascript:`, `data:`, …) loses its href
 * and becomes plain text; the footnote label's fixed id `footnote-label` (and the
 * references pointing at it) get the text's prefix.
 */
export function rehypeHarden(options: { prefix: string }) {
  const label = `${options.prefix}footnote-label`;
  return (tree: Root): void => {
    visit(tree, 'element', (el: Element) => {
      const p = el.properties;
      if (el.tagName === 'a' && typeof p.href === 'string' && !SAFE_URL.test(p.href.trim())) {
        el.tagName = 'span';
        delete p.href;
      }
      if (p.id === 'footnote-label') p.id = label;
      if (Array.isArray(p.ariaDescribedBy)) p.ariaDescribedBy = p.ariaDescribedBy.map((x) => (x === 'footnote-label' ? label : x));
    });
  };
}
