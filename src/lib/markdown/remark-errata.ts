import type { Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';

/** What the mark of a corrected place says before the source's text. */
export const SOURCE_LABEL = 'в источнике';

/**
 * remark plugin (after remark-directive): the ingest's two marks become HTML.
 * - `:erratum[right]{source="wrong"}` — a source typo corrected by an erratum:
 *   `<span class="erratum" tabindex="0"><ins>right</ins><span class="erratum-source"> (в источнике: «wrong»)</span></span>`.
 *   The source's text is real text (read aloud, shown without CSS); the stylesheet
 *   shows it on hover or focus (a tap focuses), so it needs no JavaScript.
 * - `:ednote[…]` — an editorial note on an error of substance, always visible: `<span class="ednote"> […]</span>`.
 * Any other directive is not markup the project writes (a colon in a translation):
 * it goes back to its text as written.
 */
export function remarkErrata() {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined) return undefined;
      if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return undefined;
      const siblings = (parent as Parent).children as RootContent[];
      if (node.type === 'textDirective' && node.name === 'erratum' && typeof node.attributes?.source === 'string') {
        node.data = { hName: 'span', hProperties: { className: ['erratum'], tabIndex: 0 } };
        const right = { type: 'emphasis' as const, data: { hName: 'ins' }, children: node.children };
        const source = {
          type: 'emphasis' as const,
          data: { hName: 'span', hProperties: { className: ['erratum-source'], dataPagefindIgnore: '' } },
          children: [{ type: 'text' as const, value: ` (${SOURCE_LABEL}: «${node.attributes.source}»)` }],
        };
        node.children = [right, source];
        return SKIP;
      }
      if (node.type === 'textDirective' && node.name === 'ednote') {
        node.data = { hName: 'span', hProperties: { className: ['ednote'] } };
        node.children = [{ type: 'text', value: ' [' }, ...node.children, { type: 'text', value: ']' }];
        return SKIP;
      }
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const written = start !== undefined && end !== undefined ? String(file.value).slice(start, end) : `:${node.name}`;
      const text = { type: 'text' as const, value: written };
      siblings.splice(index, 1, (node.type === 'textDirective' ? text : { type: 'paragraph', children: [text] }) as RootContent);
      return [SKIP, index + 1];
    });
  };
}
