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
import { cueless as cuelessGrammar, findRefs, type Lang, type Ref, type RefMatch } from './refs/index';

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

/** Where a citation links: its URL and the ref it names (a note's plain id may name a later edition's). */
export type RefLink = NonNullable<RefSpan['link']>;

/**
 * The text split at each citation that `resolve` links, the written text kept; null when
 * nothing in it resolves. The one scan behind the markdown links (linkText), the triage
 * quotes and the concordance notes (lib/site/editions.ts, `cueless`: see findRefs).
 */
export function splitRefs(value: string, lang: Lang, resolve: (m: RefMatch) => RefLink | null, cueless = false): RefSpan[] | null {
  const out: RefSpan[] = [];
  let pos = 0;
  for (const m of findRefs(value, lang, cueless ? cuelessGrammar(lang) : undefined)) {
    const link = resolve(m);
    if (link === null) continue;
    if (m.start > pos) out.push({ text: value.slice(pos, m.start) });
    out.push({ text: m.text, link });
    pos = m.end;
  }
  if (out.length === 0) return null;
  if (pos < value.length) out.push({ text: value.slice(pos) });
  return out;
}

/** A resolver of refs to URLs as a resolver of citations to links. */
export const byUrl =
  (resolve: (ref: Ref) => string | null) =>
  (m: RefMatch): RefLink | null => {
    const url = resolve(m.ref);
    return url === null ? null : { url, ref: m.ref };
  };

/** The text split into text and link nodes, or null when nothing in it gets linked. */
export function linkText(value: string, lang: Lang, resolve: (ref: Ref) => string | null): PhrasingContent[] | null {
  return (
    splitRefs(value, lang, byUrl(resolve))?.map((s): PhrasingContent =>
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
