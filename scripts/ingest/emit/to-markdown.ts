import type { BlockContent, List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import { EMPHASIS, type Block } from '../types.ts';
import { serializePlain } from './serialize-plain.ts';
import { typographRu } from './typography.ts';

/**
 * Source text → mdast phrasing: typography, then emphasis runs. The source text
 * only ever becomes text nodes, so whatever it contains (`<script>`, `[x](…)`,
 * `---`, `:::`) is escaped by the serializer and never turns into markup.
 */
export function phrasing(text: string, footnotes: Map<string, string> = new Map()): PhrasingContent[] {
  const typeset = typographRu(text);
  const out: PhrasingContent[] = [];
  typeset.split(EMPHASIS).forEach((run, i) => {
    if (run === '') return;
    if (i % 2 === 1) {
      out.push({ type: 'emphasis', children: [{ type: 'text', value: run }] });
      return;
    }
    // Footnote markers `(*)` become footnote references.
    const parts = run.split(/\((\*{1,3})\)/u);
    parts.forEach((p, k) => {
      if (k % 2 === 1) {
        const label = footnotes.get(p);
        if (label) out.push({ type: 'footnoteReference', identifier: label, label });
        else out.push({ type: 'text', value: `(${p})` });
      } else if (p !== '') {
        out.push({ type: 'text', value: p });
      }
    });
  });
  return out;
}

function table(cells: { header: string[]; rows: string[][] }): Table {
  const row = (r: string[]) => ({
    type: 'tableRow' as const,
    children: r.map((c) => ({ type: 'tableCell' as const, children: phrasing(c) })),
  });
  return { type: 'table', align: cells.header.map(() => null), children: [row(cells.header), ...cells.rows.map(row)] };
}

/**
 * Blocks → mdast: text paragraphs, item lists (labels kept as written), notes,
 * tables. Text that stands between two items continues the item before it.
 */
export function blocksToMdast(blocks: Block[], footnotes?: Map<string, string>): RootContent[] {
  const out: RootContent[] = [];
  let list: List | undefined;
  const lastItemAt = blocks.findLastIndex((x) => x.kind === 'item');
  blocks.forEach((b, i) => {
    const itemFollows = i < lastItemAt;
    const lastItem = list?.children[list.children.length - 1];
    if (b.kind !== 'item' && b.kind !== 'table' && lastItem && itemFollows) {
      const para: BlockContent = { type: 'paragraph', children: phrasing(b.text, footnotes) };
      lastItem.children.push(b.kind === 'note' ? { type: 'blockquote', children: [para] } : para);
      lastItem.spread = true;
      list!.spread = true;
      return;
    }
    if (b.kind !== 'item') list = undefined;
    switch (b.kind) {
      case 'text':
        out.push({ type: 'paragraph', children: phrasing(b.text, footnotes) });
        break;
      case 'note':
        out.push({ type: 'blockquote', children: [{ type: 'paragraph', children: phrasing(b.text, footnotes) }] });
        break;
      case 'table':
        out.push(table(b.table));
        break;
      case 'item': {
        if (!list) {
          list = { type: 'list', ordered: false, spread: false, children: [] };
          out.push(list);
        }
        const item: ListItem = {
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: [{ type: 'text', value: `(${b.label}) ` }, ...phrasing(b.text, footnotes)] }],
        };
        list.children.push(item);
        break;
      }
    }
  });
  return out;
}

/** The markdown of the blocks: the fast path when no text needs escaping, else mdast-util-to-markdown. */
export function serialize(children: RootContent[]): string {
  return serializePlain(children) ?? serializeWithLibrary(children);
}

export function serializeWithLibrary(children: RootContent[]): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, {
    bullet: '-',
    emphasis: '*',
    extensions: [gfmTableToMarkdown(), gfmFootnoteToMarkdown(), directiveToMarkdown()],
  });
}
