/**
 * remark plugin: turn every citation in the text («Правило 63А4», «п.п. 50.9. и 51.4.»,
 * "Law 63A4") into a link, keeping the wording exactly as written.
 *
 *   unified().use(remarkParse).use(remarkLinkRefs, { lang: 'ru', resolve })
 *
 * Text inside links, link references, inline code and code blocks is left alone.
 * When `resolve` returns null for a ref, that citation stays plain text.
 */
import type { Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { findRefs, type Lang, type Ref } from './refs/index';

export { resolveDeepest } from './refs/resolve';

export interface RemarkLinkRefsOptions {
  lang: Lang;
  /** URL for a ref, or null to leave that citation unlinked. */
  resolve: (ref: Ref) => string | null;
}

/** Node types whose text must not be linked. */
const SKIPPED = new Set(['link', 'linkReference', 'inlineCode', 'code', 'definition', 'html']);

export function remarkLinkRefs(options: RemarkLinkRefsOptions) {
  const { lang, resolve } = options;
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (SKIPPED.has(node.type)) return SKIP;
      if (node.type !== 'text' || parent === undefined || index === undefined) return undefined;
      const replacement = linkText((node as Text).value, lang, resolve);
      if (replacement === null) return undefined;
      (parent as Parent).children.splice(index, 1, ...(replacement as RootContent[]));
      return [SKIP, index + replacement.length];
    });
  };
}

/** A run of text; a citation that resolves carries its link and the ref it names. */
export interface RefSpan {
  readonly text: string;
  readonly link?: { readonly url: string; readonly ref: Ref };
}

/**
 * The text split at each citation that `resolve` gives a URL, the written text kept; null
 * when nothing in it resolves. The one scan behind the markdown links (linkText) and the
 * concordance notes (lib/site/editions.ts).
 */
export function splitRefs(value: string, lang: Lang, resolve: (ref: Ref) => string | null): RefSpan[] | null {
  const out: RefSpan[] = [];
  let pos = 0;
  for (const m of findRefs(value, lang)) {
    const url = resolve(m.ref);
    if (url === null) continue;
    if (m.start > pos) out.push({ text: value.slice(pos, m.start) });
    out.push({ text: m.text, link: { url, ref: m.ref } });
    pos = m.end;
  }
  if (out.length === 0) return null;
  if (pos < value.length) out.push({ text: value.slice(pos) });
  return out;
}

/** The text split into text and link nodes, or null when nothing in it gets linked. */
export function linkText(value: string, lang: Lang, resolve: (ref: Ref) => string | null): PhrasingContent[] | null {
  return (
    splitRefs(value, lang, resolve)?.map((s): PhrasingContent =>
      s.link
        ? {
            type: 'link',
            url: s.link.url,
            title: null,
            children: [{ type: 'text', value: s.text }],
            data: { hProperties: { 'data-ref': s.link.ref.id, class: 'ref' } },
          }
        : { type: 'text', value: s.text },
    ) ?? null
  );
}
