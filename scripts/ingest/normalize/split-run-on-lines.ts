import { findRefs } from '../../../src/lib/refs/find-refs.ts';
import type { StageResult, TextLine } from '../types.ts';
import type { Stage } from './stage.ts';

/** A law heading at the start of a piece: «Правило 63. УСТАНОВЛЕНИЕ…». */
const HEADING_START = String.raw`Правило\s+\d{1,2}\.\s+\p{Lu}{2}`;
/** A paragraph number at the start of a piece: «63.5. Текст», «63.5 Текст», «1.1.(a)». */
const NUMBER_START = String.raw`\d{1,2}\.\d{1,2}\.?\s+[\p{Lu}(«"]|\d{1,2}\.\d{1,2}\.\(`;
const IS_HEADING = new RegExp(`^${HEADING_START}`, 'u');
const IS_NUMBER = new RegExp(`^(?:${NUMBER_START})`, 'u');

/**
 * Where a run-on line starts a new line: after a paragraph mark (`¶`, `(DC4)`), and before a
 * law heading or a paragraph number that follows the end of a sentence or a title in capitals
 * («ПОРЯДОК ВЗЯТКИ 44.1. Игрок»). A number that a citation holds («см. п. 44.2. ниже»,
 * «Правило 30.») is no start.
 */
const START = `(?:${HEADING_START}|${NUMBER_START}|Примечание:)`;
/** The old sites' page marks and page links, which stood on lines of their own: `..page4`, `1 2 3 4 5 6`. */
const PAGE_MARK = String.raw`(?:\.\.page\s*\d*|1(?:\s+\d{1,3}){4,})`;
const CANDIDATE = new RegExp(
  String.raw`(?<=¶|\(DC4\))\s+(?=\S)|(?<=[.!?:;»")]\s+)(?=${START})|(?<=\p{Lu}{2}\s+)(?=${NUMBER_START})|(?<=^|\s)(?=${PAGE_MARK}(?:\s|$))|(?<=(?:^|\s)${PAGE_MARK})\s+(?=\S)`,
  'gu',
);

/** Offsets at which `text` is cut back into lines. */
export function runOnCuts(text: string): number[] {
  const cited = findRefs(text, 'ru').map((m) => [m.start, m.end] as const);
  const inCitation = (at: number) => cited.some(([s, e]) => at > s && at < e);
  const cuts: number[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const at = m.index + m[0].length;
    if (at > 0 && at < text.length && !inCitation(at)) cuts.push(at);
  }
  return cuts;
}

/** A line split at `cuts`, each piece trimmed of the spaces around the cut. */
export function splitAt(text: string, cuts: number[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const at of [...cuts, text.length]) {
    const piece = text.slice(from, at).trim();
    if (piece) pieces.push(piece);
    from = at;
  }
  return pieces;
}

/**
 * A copy whose line ends were lost (the whole text on one line, of any length) is cut back into
 * lines at its paragraph marks, law headings and paragraph numbers; each piece keeps the source
 * line. Only a line that holds a law heading or several numbered paragraphs is such a copy: a
 * line of running text with one number in it stays as it is.
 */
export const splitRunOnLines: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    // The cheap test first: most lines hold no paragraph number and no mark before more text.
    if (l.text.length < 30 || !/\d\.\d|¶.*\S|\(DC4\).*\S/su.test(l.text)) {
      out.lines.push(l);
      continue;
    }
    const pieces = splitAt(l.text, runOnCuts(l.text));
    const headings = pieces.filter((p) => IS_HEADING.test(p)).length;
    const numbers = pieces.filter((p) => IS_NUMBER.test(p)).length;
    if (pieces.length < 2 || (headings === 0 && numbers < 2)) out.lines.push(l);
    else out.lines.push(...pieces.map((text): TextLine => ({ ...l, text })));
  }
  return out;
};
