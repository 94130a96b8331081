/** Lines that another normalize stage reads and accounts for: never furniture. */
import { PARA_MARK } from '../normalize/mark-paragraph-ends.ts';
import { BOOK_PAGE } from '../normalize/strip-book-page-numbers.ts';
import { RULE_LINE } from '../normalize/strip-heading-underlines.ts';
import { PAGE_MARKER } from '../normalize/strip-page-markers.ts';
import { isPaginationRun } from '../normalize/strip-pagination.ts';

/** `..page4`, `1 2 3 4 5`, `??????`, a `¶` alone, `– 77` before text. */
export const isArtifact = (text: string): boolean =>
  PAGE_MARKER.test(text) || isPaginationRun(text) || RULE_LINE.test(text) || text.replace(PARA_MARK, '').trim() === '' || BOOK_PAGE.test(text);
