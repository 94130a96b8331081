/**
 * How our terms are handed to pagefind, the same way at index time and at query time.
 *
 * Each term is written with a mark after it (`фальшренонсω`). pagefind matches a query
 * word as a prefix of indexed words («игр» would find «игрок») and, when nothing starts
 * with it, falls back to the longest indexed word that is its prefix («сопоставим» → «со»);
 * it also stems again. A term that ends in a letter no term holds is a prefix of itself
 * only, and the stemmers leave it alone: each query term matches exactly that term.
 */
import type { SearchRecord } from './records.ts';
import { editionTerm, terms } from './terms.ts';

export const MARK = 'ω';
export const indexWord = (term: string): string => `${term}${MARK}`;

/**
 * What pagefind indexes for a record: its terms in text order, then its hidden keywords' terms,
 * the ids it holds and the marks of the title words it introduces (title-marks.ts).
 */
export function indexedContent(r: Pick<SearchRecord, 'text' | 'ids' | 'keywords'>, marks: readonly string[] = []): string {
  const words = terms(r.text).map((t) => t.term);
  if (r.keywords) words.push(...terms(r.keywords).map((t) => t.term));
  for (const ref of r.ids) words.push(editionTerm(ref));
  words.push(...marks);
  return words.map(indexWord).join(' ');
}

/**
 * The words of the records (as written, lower case) with how often each occurs, in the
 * alphabet's order: what a query word that is not in the index is compared with. The order
 * changes no suggestion (suggest.ts takes the nearest, then the more frequent, then the first in
 * the alphabet, as the order by count did among equal counts), and neighbours sharing their
 * beginnings compress better: the Russian list a first query with an unknown word fetches is
 * 10.7 KB gzip, not 11.3. Numbers and ids are left out (a typo in an id is no word to suggest).
 */
export function vocabulary(records: Pick<SearchRecord, 'text'>[]): [string, number][] {
  const count = new Map<string, number>();
  for (const r of records) {
    for (const t of terms(r.text)) {
      const w = r.text.slice(t.from, t.to).toLowerCase();
      if (/\d/u.test(w) || w.length < 3) continue;
      count.set(w, (count.get(w) ?? 0) + 1);
    }
  }
  return [...count].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/**
 * Text kept in a record's meta for showing (its excerpt, its heading), hidden from
 * pagefind's indexer: pagefind indexes every meta field as words (with its own stemming),
 * which would double the index a first query fetches for words no query ever asks
 * (queries are our terms). Letters and digits are moved into the Private Use Area, which
 * is neither alphabetic nor numeric; {@link reveal} moves them back.
 */
export const hide = (s: string): string => s.replace(/[\p{L}\p{N}]/gu, (c) => (c.codePointAt(0)! < 0x1900 ? String.fromCharCode(0xe000 + c.codePointAt(0)!) : c));
export const reveal = (s: string): string => s.replace(/[\ue000-\uf8ff]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
