import { findRefs } from '../../../src/lib/refs/find-refs.ts';
import type { StageResult, TextLine } from '../types.ts';
import type { Stage } from './stage.ts';

/** Real source lines are under 1 KB; a line this long with paragraphs in it lost its line ends. */
export const RUN_ON_CHARS = 1000;

/**
 * Where a run-on line starts a new line: after a paragraph mark (`¶`, `(DC4)`), and before a
 * law heading («Правило 63. УСТАНОВЛЕНИЕ…») or a paragraph number («63.5. Текст») that follows
 * the end of a sentence. A number that a citation holds («см. п. 44.2. ниже», «Правило 30.»)
 * is no start.
 */
const START = String.raw`(?:Правило\s+\d{1,2}\.\s+\p{Lu}{2}|\d{1,2}\.\d{1,2}\.?\s+[\p{Lu}(«"]|\d{1,2}\.\d{1,2}\.\(|Примечание:)`;
/** The old sites' page marks and page links, which stood on lines of their own: `..page4`, `1 2 3 4 5 6`. */
const PAGE_MARK = String.raw`(?:\.\.page\s*\d*|1(?:\s+\d{1,3}){4,})`;
const CANDIDATE = new RegExp(
  String.raw`(?<=¶|\(DC4\))\s+(?=\S)|(?<=[.!?:;»")]\s+)(?=${START})|(?<=^|\s)(?=${PAGE_MARK}(?:\s|$))|(?<=(?:^|\s)${PAGE_MARK})\s+(?=\S)`,
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
 * A copy whose line ends were lost (the whole text on one line) is cut back into lines at
 * its paragraph marks, law headings and paragraph numbers; each piece keeps the source line.
 */
export const splitRunOnLines: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    if (l.text.length < RUN_ON_CHARS) {
      out.lines.push(l);
      continue;
    }
    const pieces = splitAt(l.text, runOnCuts(l.text));
    if (pieces.length < 2) out.lines.push(l);
    else out.lines.push(...pieces.map((text): TextLine => ({ ...l, text })));
  }
  return out;
};
