import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

const SUFFIX = /\s*\{#([0-9A-Za-z.()]+)\}\s*$/u;

/** `## A. Title {#63A}` → a heading with id `63A` (the suffix is removed from the text). */
export function remarkHeadingIds() {
  return (tree: Root): void => {
    visit(tree, 'heading', (h: Heading) => {
      const last = h.children[h.children.length - 1];
      if (last?.type !== 'text') return;
      const m = SUFFIX.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.replace(SUFFIX, '');
      h.data = { ...h.data, hProperties: { ...(h.data?.hProperties ?? {}), id: m[1]! } };
    });
  };
}
