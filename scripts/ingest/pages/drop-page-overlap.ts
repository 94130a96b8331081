/**
 * Some sites repeat the last lines of a page at the top of the next one. The longest run of
 * lines that ends one page's text and starts the next one's is that overlap: it goes from
 * the later page, as `page overlap`.
 */
import type { TextLine } from '../types.ts';
import { collapseSpaces } from '../shape/text-shape.ts';
import { dropAll, isBlank } from '../normalize/stage.ts';
import type { PagesResult } from './strip-page-furniture.ts';

/** An overlap this short could be chance (an echoed word, a `¶`): it must hold this many letters. */
const MIN_LETTERS = 12;

const key = (l: TextLine) => collapseSpaces(l.text);

const letters = (lines: TextLine[]) => lines.reduce((n, l) => n + (l.text.match(/\p{L}/gu)?.length ?? 0), 0);

/** Does the text of `page` start with the last `k` lines of the text of `before`? */
function repeats(before: TextLine[], page: TextLine[], k: number): boolean {
  const tail = before.filter((l) => !isBlank(l)).slice(-k);
  const head = page.filter((l) => !isBlank(l)).slice(0, k);
  return k > 0 && tail.length === k && head.length === k && tail.every((l, j) => key(l) === key(head[j]!));
}

/** The longest run of lines at the top of `page` that repeats the end of `before`, if it is long enough to tell. */
function overlapAt(before: TextLine[], page: TextLine[]): number {
  const text = page.filter((l) => !isBlank(l));
  for (let k = Math.min(before.length, text.length); k >= 1; k--) {
    if (repeats(before, page, k)) return letters(text.slice(0, k)) >= MIN_LETTERS ? k : 0;
  }
  return 0;
}

/**
 * A site that repeats lines does so at most page boundaries, by the same count; an overlap at
 * one boundary of many is the text's own repetition (a table header typed twice), and stays.
 * Where the site's count is known, a short overlap (an echoed word) goes too.
 */
export function dropPageOverlap(pages: TextLine[][]): PagesResult {
  const drops: PagesResult['drops'] = [];
  const found = pages.map((page, p) => (p === 0 ? 0 : overlapAt(pages[p - 1]!, page)));
  const boundaries = pages.length - 1;
  if (boundaries === 0 || found.filter((k) => k > 0).length * 2 < boundaries) return { pages, drops };
  const counts = new Map<number, number>();
  for (const k of found) if (k > 0) counts.set(k, (counts.get(k) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const out = pages.map((page, p) => {
    const k = p === 0 ? 0 : repeats(pages[p - 1]!, page, usual) ? usual : found[p]!;
    if (k === 0) return page;
    let seen = 0;
    let cut = page.findIndex((l) => !isBlank(l) && ++seen === k);
    // The blank lines after it go too: the join puts the page's usual gap before the next page.
    while (cut + 1 < page.length && isBlank(page[cut + 1]!)) cut++;
    for (const l of page.slice(0, cut + 1)) drops.push(...dropAll(l, isBlank(l) ? 'blank line' : 'page overlap'));
    return page.slice(cut + 1);
  });
  return { pages: out, drops };
}
