/**
 * What the linker (`/embed/linker.js`) does to a piece of text, with no DOM: the citations
 * in it, found by the linker's grammar (linker-words.ts findLinkerRefs) in Russian and in English, and the
 * address each one links to. The browser script (src/embed/linker.ts) and the embed page's
 * "after" sample (rendered at build time) both use it, so what a host page gets is what
 * the page shows.
 */
import type { RefMatch } from '../refs/find-refs.ts';
import { type Edition, type Lang, Ref } from '../refs/ref.ts';
import { resolveDeepest } from '../refs/resolve.ts';
import { findLinkerRefs } from './linker-words.ts';

/**
 * The concordance rows a ref with an edition can land on, made by the build: per page of the
 * concordance (its slug, `61-71`) and edition, the ids that have a row there (`64A`, anchor
 * `y2017-64A`), each with `:law` when the row is in another law's part of the concordance
 * (`23:72`) than the id's own number says. Compact: linker.js carries it.
 */
export interface EditionRows {
  [slug: string]: { [edition: string]: string };
}

export interface LinkOptions {
  /** Language of the pages linked to. */
  lang: Lang;
  /** The site's base URL, ending in `/`: `https://…/` or `/`. */
  base: string;
  /** The edition of a law citation that names none (`data-edition`); null: the 1987 Code. */
  edition: Edition | null;
  rows: ReadonlyMap<string, { slug: string; law: number }>;
  /** The anchors of each law page (as SiteIndex.anchorsOf): a link lands on the deepest one, as the site's own do. */
  anchorsOf: (law: number) => ReadonlySet<string>;
}

/** Anchors per law, made by the build: law → each anchor without the law's number (`63` → ` A A4 .5`: 63, 63A, 63A4, 63.5). */
export interface Anchors {
  [law: string]: string;
}

export function readAnchors(anchors: Anchors): (law: number) => ReadonlySet<string> {
  const byLaw = new Map(Object.entries(anchors).map(([law, ids]) => [Number(law), new Set(ids.split(' ').map((rest) => law + rest))]));
  const none = new Set<string>();
  return (law) => byLaw.get(law) ?? none;
}

const lawOf = (id: string) => Number(/^\d+/u.exec(id)?.[0]);

/** The rows of {@link EditionRows} by anchor. */
export function readRows(rows: EditionRows): Map<string, { slug: string; law: number }> {
  const out = new Map<string, { slug: string; law: number }>();
  for (const [slug, byEdition] of Object.entries(rows)) {
    for (const [edition, list] of Object.entries(byEdition)) {
      for (const item of list.split(' ')) {
        const [id, law] = item.split(':');
        if (id) out.set(`y${edition}-${id}`, { slug, law: law ? Number(law) : lawOf(id) });
      }
    }
  }
  return out;
}

/**
 * Every citation in `text`, Russian and English grammar both (with the forum words of
 * ./linker-words.ts), in order and not overlapping
 * (where both read one, the longer written form wins: «Law 64A (2017)» over «64A»).
 */
export function citationsIn(text: string): RefMatch[] {
  const all = [...findLinkerRefs(text, 'ru'), ...findLinkerRefs(text, 'en')].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: RefMatch[] = [];
  for (const m of all) if (!out.length || m.start >= out[out.length - 1]!.end) out.push(m);
  return out;
}

/** The ref a citation means on this host: a law citation without an edition takes `data-edition`. */
export function meaning(ref: Ref, o: Pick<LinkOptions, 'edition'>): Ref {
  return ref.kind === 'law' && ref.edition === null && o.edition !== null ? ref.inEdition(o.edition) : ref;
}

/** The concordance row of an edition ref: its deepest id some row has, or null. */
export function rowOf(ref: Ref, o: Pick<LinkOptions, 'rows'>): { anchor: string; slug: string; law: number } | null {
  if (ref.edition === null) return null;
  for (const r of [ref, ...ref.ancestors()]) {
    const anchor = `y${ref.edition}-${r.localId}`;
    const row = o.rows.get(anchor);
    if (row) return { anchor, ...row };
  }
  return null;
}

/**
 * Where a citation links, as the site's own links do: a 1987 place on its law page at the
 * deepest anchor the page has (resolveDeepest); a place of a later edition on its row of the
 * concordance of editions, or the concordance's index.
 */
export function hrefOf(ref: Ref, o: LinkOptions): string {
  if (ref.edition === null) return resolveDeepest(ref, o.lang, o.anchorsOf, o.base);
  const row = rowOf(ref, o);
  return row ? `${o.base}${o.lang}/editions/${row.slug}/#${row.anchor}` : `${o.base}${o.lang}/editions/`;
}

/** A text cut into plain strings and citations with their links. */
export type Piece = string | { text: string; href: string; ref: Ref };

export function linkText(text: string, o: LinkOptions): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const m of citationsIn(text)) {
    if (m.start > at) out.push(text.slice(at, m.start));
    const ref = meaning(m.ref, o);
    out.push({ text: m.text, href: hrefOf(ref, o), ref });
    at = m.end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Markdown as the plain start of a preview: no marks, no anchors, links as their text, cut at a word. */
export function previewText(md: string, max = 300): string {
  const plain = md
    // A directive as the site reads it: an erratum is its corrected text, a note its text in brackets.
    .replace(/:([a-z]+)\[([^\]]*)\](?:\{[^}]*\})?/gu, (_, name: string, text: string) => (name === 'ednote' ? ` [${text}]` : text))
    .replace(/\{#[^}]*\}/gu, '')
    // A footnote: its mark and its definition are no text of the provision.
    .replace(/\[\^[^\]\s]+\](?::.*)?/gu, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s*(?:#{1,6}|:{3,}\S*|[-*+>]|\d+\.)\s*/gmu, '')
    .replace(/[*_`~]+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
