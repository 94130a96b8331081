import type { StageResult } from '../types.ts';
import { cleanAt, type Stage } from './stage.ts';

/**
 * `– 77 при первой…`: a printed page number glued to the start of a line. The
 * pieces of a book's pages are not continuous, so the line starts a new piece.
 */
const BOOK_PAGE = /^\s*[–—]\s?\d{1,4}\s+(?=\S)/u;

export const stripBookPageNumbers: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    if (BOOK_PAGE.test(l.text)) {
      out.lines.push({ ...l, text: l.text.replace(BOOK_PAGE, ''), breakBefore: true });
      out.cleans.push(cleanAt(l, 'book page number'));
    } else {
      out.lines.push(l);
    }
  }
  return out;
};
