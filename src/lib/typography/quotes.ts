/**
 * English typography: straight quotes and apostrophes (' ") as typographic ones (‘ ’ “ ”), as
 * the style sheet asks of reader text. It changes no word: the content files keep what they
 * hold, and the English is typeset where it is read (src/lib/content/load.ts). In markdown,
 * code, a directive's attributes (`{source="…"}`), a link's address and HTML tags are left as
 * they are. Imports nothing.
 */

/** What a quote opens after: the start, a space, an opening bracket or quote, a dash. */
const OPENS_AFTER = /[\s([{‘“«—–-]/u;

/** Straight quotes of plain text as typographic ones; `before` is the character that precedes it. */
export function curlQuotes(text: string, before = ''): string {
  let prev = before;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1] ?? '';
    const opens = prev === '' || OPENS_AFTER.test(prev);
    if (c === '"') out += opens && next !== '' && !/\s/u.test(next) ? '“' : '”';
    else if (c === "'") out += opens && /[\p{L}\d]/u.test(next) && !/^'(?:\d0s|tis|twas|em)\b/u.test(text.slice(i)) ? '‘' : '’';
    else out += c;
    prev = c;
  }
  return out;
}

/** Markdown that a quote must not be changed in: code, attributes, link addresses, tags. */
const VERBATIM = /```[\s\S]*?```|`[^`\n]*`|\{[^{}\n]*\}|\]\([^)\n]*\)|<[^<>\n]*>/gu;

/** Straight quotes of English markdown as typographic ones, outside code, attributes, addresses and tags. */
export function curlMarkdownQuotes(md: string): string {
  if (!/['"]/u.test(md)) return md;
  let out = '';
  let at = 0;
  for (const m of md.matchAll(VERBATIM)) {
    out += curlQuotes(md.slice(at, m.index), out.slice(-1)) + m[0];
    at = m.index + m[0].length;
  }
  return out + curlQuotes(md.slice(at), out.slice(-1));
}
