/**
 * HTML fragments as produced by `hast-util-to-html` (the site's markdown renderer)
 * and by `book.ts` → well-formed XHTML for EPUB content documents.
 *
 * That serializer already quotes every attribute value with `"` (escaping `"` and
 * `&` inside), writes character references numerically and never omits end tags; the
 * only non-XML output left is void elements without `/>` and attributes without a
 * value (`data-footnote-ref`, `hidden`). This rewrites exactly those; everything
 * else is copied unchanged. epubcheck validates the result.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Boolean attributes of HTML take their own name as value in XHTML. */
const BOOLEAN = new Set(['hidden', 'disabled', 'checked', 'open', 'selected', 'readonly', 'required', 'multiple', 'autofocus', 'novalidate', 'reversed', 'default', 'async', 'defer', 'nomodule', 'inert', 'itemscope', 'allowfullscreen', 'controls', 'loop', 'muted', 'playsinline', 'formnovalidate', 'ismap']);

const TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gu;
const ATTR = /\s+([^\s"'=<>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/gu;
/** The five references XML knows; hast-util-to-html writes everything else numerically. */
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

export function toXhtml(html: string): string {
  const out = html.replace(TAG, (_m, name: string, attrs: string, selfClosed: string) => {
    const fixed = attrs.replace(ATTR, (_a, attr: string, value: string | undefined) => {
      if (value === undefined) return ` ${attr}="${BOOLEAN.has(attr.toLowerCase()) ? attr.toLowerCase() : ''}"`;
      if (value.startsWith('"')) return ` ${attr}=${value}`;
      const raw = value.startsWith("'") ? value.slice(1, -1) : value;
      return ` ${attr}="${raw.replace(/"/gu, '&quot;')}"`;
    });
    const close = VOID.has(name.toLowerCase()) || selfClosed ? ' /' : '';
    return `<${name}${fixed}${close}>`;
  });
  return out.replace(/&([A-Za-z][A-Za-z0-9]*);/gu, (m, name: string) => {
    if (XML_ENTITIES.has(name)) return m;
    throw new Error(`toXhtml: named character reference ${m} is not XML`);
  });
}
