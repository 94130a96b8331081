import type { StageResult } from '../types.ts';
import { cleanAt, type Stage } from './stage.ts';

/**
 * `– 77 при первой…`: a printed page number glued to the start of a line. The
 * pieces of a book's pages are not continuous, so the line starts a new piece;
 * where the number jumps (`– 85` after `– 81`), pages are missing before it.
 */
export const BOOK_PAGE = /^\s*[–—]\s?(\d{1,4})\s+(?=\S)/u;

export const stripBookPageNumbers: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  let page: number | undefined;
  for (const l of input) {
    const printed = BOOK_PAGE.exec(l.text);
    if (printed) {
      const n = Number(printed[1]);
      const missing = page !== undefined && n !== page + 1;
      page = n;
      out.lines.push({ ...l, text: l.text.slice(printed[0].length), breakBefore: true, ...(missing ? { pagesMissingBefore: true } : {}) });
      out.cleans.push(cleanAt(l, 'book page number'));
    } else {
      out.lines.push(l);
    }
  }
  return out;
};
