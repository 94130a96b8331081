import type { Blockquote, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { bodyIn, type CommentaryParagraph } from '../content/load.ts';
import { Ref, type Lang } from '../refs/index.ts';

/** A place of the Laws whose text the sources lack, as a commentary paragraph quotes it. */
export interface QuotedLaw {
  /** The quoting paragraph (`63.5`). */
  from: string;
  /** The quote's markdown without the leading id («Внимание привлечено…»), in `lang`. */
  md: string;
  lang: Lang;
}

/** The leading id of a quote («63А4 Внимание…», "63A4. Attention…"): any letters Ref reads, Cyrillic look-alikes too. */
const LEADING_ID = /^\s*(?:(?:Правило|Law)\s+)?(\d{1,2}(?:[\p{L}\d()]{0,6}))[.:—–\s]\s*/u;

/**
 * Where the text of `id` is not loaded but a commentary paragraph quotes it — a block quote
 * that opens with the id («> 63А4 Внимание привлечено…» in 63.5) — that quote, in the page's
 * language (or what the paragraph shows). Paragraphs of the same law are searched first, in
 * their order; null when none quotes it.
 */
export function quotedLaw(id: string, paragraphs: readonly CommentaryParagraph[], lang: Lang): QuotedLaw | null {
  const law = Ref.parse(id)?.law;
  const ordered = [...paragraphs.filter((p) => p.law === law), ...paragraphs.filter((p) => p.law !== law)];
  for (const p of ordered) {
    const body = bodyIn(p.body, lang);
    const md = quoteOf(id, body.md);
    if (md !== null) return { from: p.id, md, lang: body.lang };
  }
  return null;
}

/** The text of the first block quote of `md` that opens with `id`, without the id; null if none. */
export function quoteOf(id: string, md: string): string | null {
  const tree = unified().use(remarkParse).parse(md) as Root;
  const quotes: Blockquote[] = [];
  const walk = (nodes: RootContent[]): void => {
    for (const n of nodes) {
      if (n.type === 'blockquote') quotes.push(n);
      else if ('children' in n) walk(n.children as RootContent[]);
    }
  };
  walk(tree.children);
  for (const q of quotes) {
    const start = q.position?.start.offset;
    const end = q.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const text = md.slice(start, end).split('\n').map((l) => l.replace(/^\s*>\s?/u, '')).join('\n').trim();
    const m = LEADING_ID.exec(text);
    if (!m || Ref.parse(m[1]!.replace(/\.$/u, ''))?.id !== id) continue;
    const rest = text.slice(m[0].length).trim();
    if (rest) return rest;
  }
  return null;
}
