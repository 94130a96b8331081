import type { BlockContent, List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import { EDITOR_NOTE, EMPHASIS, ERRATUM, FOOTNOTE, type Block } from '../types.ts';
import { serializePlain } from './serialize-plain.ts';
import { quotedLawText, typographRu } from './typography.ts';

/**
 * Source text → mdast phrasing: typography, then emphasis runs. The source text
 * only ever becomes text nodes, so whatever it contains (`<script>`, `[x](…)`,
 * `---`, `:::`) is escaped by the serializer and never turns into markup.
 */
/** What the source had where an erratum corrected it: right text → wrong text. */
export type SourceTexts = Map<string, string>;

const MARKED = new RegExp(`${ERRATUM}([^${ERRATUM}]*)${ERRATUM}|${EDITOR_NOTE}([^${EDITOR_NOTE}]*)${EDITOR_NOTE}`, 'gu');

/**
 * Errata and editorial notes become text directives: `:erratum[right]{source="wrong"}`
 * (the site shows «в источнике: wrong» on it) and `:ednote[…]` (shown as a note).
 */
function marked(run: string, sourceTexts: SourceTexts, rest: (text: string) => PhrasingContent[]): PhrasingContent[] {
  if (!run.includes(ERRATUM) && !run.includes(EDITOR_NOTE)) return rest(run);
  const out: PhrasingContent[] = [];
  let from = 0;
  for (const m of run.matchAll(MARKED)) {
    out.push(...rest(run.slice(from, m.index)));
    if (m[1] !== undefined) {
      const source = sourceTexts.get(m[1]);
      out.push(source === undefined ? { type: 'text', value: m[1] } : { type: 'textDirective', name: 'erratum', attributes: { source }, children: [{ type: 'text', value: m[1] }] });
    } else {
      out.push({ type: 'textDirective', name: 'ednote', attributes: {}, children: [{ type: 'text', value: m[2]! }] });
    }
    from = m.index + m[0].length;
  }
  out.push(...rest(run.slice(from)));
  return out;
}

export function phrasing(text: string, footnotes: Map<string, string> = new Map(), sourceTexts: SourceTexts = new Map()): PhrasingContent[] {
  const typeset = typographRu(text);
  const out: PhrasingContent[] = [];
  const plainText = (t: string): PhrasingContent[] => (t === '' ? [] : [{ type: 'text', value: t }]);
  typeset.split(EMPHASIS).forEach((whole, i) => {
    if (whole === '') return;
    if (i % 2 === 1) {
      out.push({ type: 'emphasis', children: marked(whole, sourceTexts, plainText) });
      return;
    }
    out.push(...marked(whole, sourceTexts, (run) => footnoteRefs(run, footnotes)));
  });
  return out;
}

/** Footnote markers `(*)`, and the footnote references of a markup source, become footnote references. */
function footnoteRefs(run: string, footnotes: Map<string, string>): PhrasingContent[] {
  if (run.includes(FOOTNOTE)) {
    return run.split(new RegExp(`${FOOTNOTE}([^${FOOTNOTE}]*)${FOOTNOTE}`, 'u')).flatMap((p, k): PhrasingContent[] => {
      if (k % 2 === 0) return p === '' ? [] : footnoteRefs(p, footnotes);
      const label = footnotes.get(p);
      return label ? [{ type: 'footnoteReference', identifier: label, label }] : [];
    });
  }
  const out: PhrasingContent[] = [];
  {
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
  }
  return out;
}

function table(cells: { header: string[]; rows: string[][] }, sourceTexts?: SourceTexts): Table {
  const row = (r: string[]) => ({
    type: 'tableRow' as const,
    children: r.map((c) => ({ type: 'tableCell' as const, children: phrasing(c, undefined, sourceTexts) })),
  });
  return { type: 'table', align: cells.header.map(() => null), children: [row(cells.header), ...cells.rows.map(row)] };
}

/**
 * Blocks → mdast: text paragraphs, item lists (labels kept as written), notes,
 * tables. Text that stands between two items continues the item before it.
 */
export function blocksToMdast(blocks: Block[], footnotes?: Map<string, string>, sourceTexts?: SourceTexts): RootContent[] {
  const out: RootContent[] = [];
  let list: List | undefined;
  const lastItemAt = blocks.findLastIndex((x) => x.kind === 'item');
  const para = (text: string): BlockContent => ({ type: 'paragraph', children: phrasing(text, footnotes, sourceTexts) });
  /** A text block: a paragraph, or a quoted law text set apart (and the remark after it). */
  const textBlocks = (b: Exclude<Block, { kind: 'table' | 'item' }>, i: number): BlockContent[] => {
    const previous = blocks[i - 1];
    const quoted = b.kind === 'text' && previous && previous.kind !== 'table' ? quotedLawText(previous.text, b.text) : undefined;
    if (!quoted) return [b.kind === 'note' ? { type: 'blockquote', children: [para(b.text)] } : para(b.text)];
    return [{ type: 'blockquote', children: [para(quoted.quote)] }, ...(quoted.after ? [para(quoted.after)] : [])];
  };
  const definitions: RootContent[] = [];
  blocks.forEach((b, i) => {
    if (b.kind === 'footnote') {
      // A footnote of the paragraph: a GFM footnote, after the paragraph's text.
      const label = footnotes?.get(b.id) ?? b.id;
      definitions.push({ type: 'footnoteDefinition', identifier: label, label, children: [{ type: 'paragraph', children: phrasing(b.text, footnotes, sourceTexts) }] });
      return;
    }
    const itemFollows = i < lastItemAt;
    const lastItem = list?.children[list.children.length - 1];
    if (b.kind !== 'item' && b.kind !== 'table' && lastItem && itemFollows) {
      lastItem.children.push(...textBlocks(b, i));
      lastItem.spread = true;
      list!.spread = true;
      return;
    }
    if (b.kind !== 'item') list = undefined;
    switch (b.kind) {
      case 'text':
        out.push(...textBlocks(b, i));
        break;
      case 'note':
        out.push({ type: 'blockquote', children: [{ type: 'paragraph', children: phrasing(b.text, footnotes, sourceTexts) }] });
        break;
      case 'table':
        out.push(table(b.table, sourceTexts));
        break;
      case 'item': {
        if (!list) {
          list = { type: 'list', ordered: false, spread: false, children: [] };
          out.push(list);
        }
        const item: ListItem = {
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: [{ type: 'text', value: `(${b.label}) ` }, ...phrasing(b.text, footnotes, sourceTexts)] }],
        };
        list.children.push(item);
        break;
      }
    }
  });
  return [...out, ...definitions];
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
