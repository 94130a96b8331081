import type { SourceLine, StageResult } from '../types.ts';
import { collapseInterleavedBlanks } from './collapse-interleaved-blanks.ts';
import { dropBlankLines } from './drop-blank-lines.ts';
import { dropRepeatedLines } from './drop-repeated-lines.ts';
import { joinSplitWords } from './join-split-words.ts';
import { markParagraphEnds } from './mark-paragraph-ends.ts';
import { recoverEmphasis } from './recover-emphasis.ts';
import { fromSource, pipe, type Stage } from './stage.ts';
import { splitRunOnLines } from './split-run-on-lines.ts';
import { stripBookPageNumbers } from './strip-book-page-numbers.ts';
import { stripHeadingUnderlines } from './strip-heading-underlines.ts';
import { stripPageMarkers } from './strip-page-markers.ts';
import { stripPagination } from './strip-pagination.ts';
import { stripTypewriterIndent } from './strip-typewriter-indent.ts';
import { stripWebChrome } from './strip-web-chrome.ts';

/** The normalize stages, in order. Each is a pure function with its own tests. */
export const NORMALIZE_STAGES: Stage[] = [
  splitRunOnLines,
  stripWebChrome,
  markParagraphEnds,
  collapseInterleavedBlanks,
  stripTypewriterIndent,
  stripPageMarkers,
  stripPagination,
  stripBookPageNumbers,
  stripHeadingUnderlines,
  dropRepeatedLines,
  recoverEmphasis,
  joinSplitWords,
  dropBlankLines,
];

export function normalize(lines: SourceLine[]): StageResult {
  return pipe(NORMALIZE_STAGES, fromSource(lines));
}
