import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

const SUFFIX = /\s*\{#([0-9A-Za-z.()]+)\}\s*$/u;

/**
 * `## A. Title {#63A}` → a heading with id `63A` (the suffix is removed from the text).
 * With `assign: false` (a second-language copy on the same page) the anchor goes
 * into `data-anchor` instead, so ids stay unique.
 */
export function remarkHeadingIds(options: { assign?: boolean } = {}) {
  const key = options.assign === false ? 'dataAnchor' : 'id';
  return (tree: Root): void => {
    visit(tree, 'heading', (h: Heading) => {
      const last = h.children[h.children.length - 1];
      if (last?.type !== 'text') return;
      const m = SUFFIX.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.replace(SUFFIX, '');
      h.data = { ...h.data, hProperties: { ...(h.data?.hProperties ?? {}), [key]: m[1]! } };
    });
  };
}
