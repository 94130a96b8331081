/**
 * Some sites repeat the last lines of a page at the top of the next one. The longest run of
 * lines that ends one page's text and starts the next one's is that overlap: it goes from
 * the later page, as `page overlap`.
 */
import type { TextLine } from '../types.ts';
import { collapseSpaces } from '../segment/text-shape.ts';
import { dropAll, isBlank } from '../normalize/stage.ts';
import type { PagesResult } from './strip-page-furniture.ts';

/** An overlap this short could be chance (an echoed word, a `¶`): it must hold this many letters. */
const MIN_LETTERS = 12;

const key = (l: TextLine) => collapseSpaces(l.text);

export function dropPageOverlap(pages: TextLine[][]): PagesResult {
  const drops: PagesResult['drops'] = [];
  const out = pages.map((page) => [...page]);
  for (let p = 1; p < out.length; p++) {
    const before = out[p - 1]!.filter((l) => !isBlank(l)).map(key);
    const page = out[p]!;
    const text = page.map((l, i) => [l, i] as const).filter(([l]) => !isBlank(l));
    let best = 0;
    for (let k = Math.min(before.length, text.length); k >= 1; k--) {
      const tail = before.slice(-k);
      if (tail.every((t, j) => t === key(text[j]![0]))) {
        best = k;
        break;
      }
    }
    if (best === 0) continue;
    const letters = text.slice(0, best).reduce((n, [l]) => n + (l.text.match(/\p{L}/gu)?.length ?? 0), 0);
    if (letters < MIN_LETTERS) continue;
    const cut = text[best - 1]![1];
    for (const l of page.slice(0, cut + 1)) drops.push(...dropAll(l, isBlank(l) ? 'blank line' : 'page overlap'));
    out[p] = page.slice(cut + 1);
  }
  return { pages: out, drops };
}
