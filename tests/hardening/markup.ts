/** Reading built HTML for the hardening tests: tags and their attributes, without a DOM. */

export interface Tag {
  name: string;
  attrs: Map<string, string>;
  /** Text of a <script>/<style> element (empty for other tags). */
  body: string;
  raw: string;
}

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Every start tag of a document, in order; comments skipped; raw text of script/style kept apart. */
export function tags(html: string): Tag[] {
  const out: Tag[] = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const name = m[1]!.toLowerCase();
    const attrs = new Map<string, string>();
    for (const a of m[2]!.matchAll(ATTR)) attrs.set(a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    let body = '';
    if (name === 'script' || name === 'style') {
      // Raw text up to the closing tag: not markup, skip it.
      const end = text.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      body = text.slice(TAG.lastIndex, end < 0 ? text.length : end);
      TAG.lastIndex = end < 0 ? text.length : end;
    }
    out.push({ name, attrs, body, raw: m[0] });
  }
  return out;
}
