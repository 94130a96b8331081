import type { StageResult, TextLine } from '../types.ts';
import { endsSentence, plain } from '../shape/text-shape.ts';
import { dropAll, isBlank, type Stage } from './stage.ts';

const STARTS_LOWER = /^\s*\p{Ll}/u;
/** A stretch shorter than this is not evidence of a layout. */
const MIN_LINES = 10;
/** Share of gaps that fall inside a sentence: wrapped text has many, one paragraph per line has few. */
const MIN_MID_SENTENCE = 0.3;
/** Paragraph marks that make a stretch's blank lines redundant. */
const MIN_MARKED = 3;

interface Gap {
  /** Index in the input of the first blank line of the gap. */
  from: number;
  size: number;
  midSentence: boolean;
  /** The line before it carries a paragraph mark (¶, (DC4)). */
  marked: boolean;
}

/**
 * Gaps that fall inside a sentence are many (wrapped text); or the text marks its
 * paragraph ends (¶), so a blank line after every line says nothing more; or the
 * narrowest gaps fall inside sentences while wider ones stand between paragraphs (an
 * export of text whose paragraphs had blank lines between them). One paragraph per
 * line with one blank line between them, unmarked, has none of these.
 */
function isInterleaved(gaps: Gap[]): boolean {
  const mid = gaps.filter((g) => g.midSentence);
  if (mid.length >= MIN_MID_SENTENCE * gaps.length) return true;
  if (gaps.filter((g) => g.marked).length >= MIN_MARKED) return true;
  const usual = Math.min(...gaps.map((g) => g.size));
  return gaps.filter((g) => g.size > usual).length >= 3 && mid.filter((g) => g.size === usual).length >= 2;
}

/**
 * Web readers export wrapped text with a blank line after every line (sometimes
 * several). Such a stretch — every text line followed by blank lines, and many of
 * those gaps inside a sentence — is put back together before any stage that reads
 * blank lines: a gap of the usual (the narrowest) size goes; a wider gap stays one blank line, a
 * paragraph break for the stages after (or a word split across it, which
 * join-split-words mends). A file with one paragraph per line and a blank line
 * between them (few gaps inside a sentence) is left as it is.
 */
export const collapseInterleavedBlanks: Stage = (input) => {
  const text: number[] = [];
  input.forEach((l, i) => {
    if (!isBlank(l)) text.push(i);
  });
  /** Blank lines that go, by input index. */
  const gone = new Set<number>();
  let stretch: Gap[] = [];
  /** Blank lines after the last text line of the file: the export's, when the stretch before is interleaved. */
  const lastText = text[text.length - 1] ?? -1;
  const trailing: Gap = { from: lastText + 1, size: input.length - lastText - 1, midSentence: false, marked: false };
  const settle = (atEnd = false) => {
    if (stretch.length + 1 >= MIN_LINES && isInterleaved(stretch)) {
      // Every line of the export got at least the usual gap; a wider one was there before.
      const usual = Math.min(...stretch.map((g) => g.size));
      if (atEnd && trailing.size <= usual) stretch.push(trailing);
      for (const g of stretch) {
        const keep = g.size > usual ? 1 : 0;
        for (let k = g.from + keep; k < g.from + g.size; k++) gone.add(k);
      }
    }
    stretch = [];
  };
  for (let t = 0; t + 1 < text.length; t++) {
    const [at, next] = [text[t]!, text[t + 1]!];
    if (next === at + 1) {
      settle();
      continue;
    }
    const prev = input[at]!;
    const midSentence = !prev.paraEnd && !endsSentence(plain(prev.text)) && STARTS_LOWER.test(plain(input[next]!.text));
    stretch.push({ from: at + 1, size: next - at - 1, midSentence, marked: prev.paraEnd });
  }
  settle(true);
  if (gone.size === 0) return { lines: input, drops: [], cleans: [] };
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  input.forEach((l, i) => {
    if (gone.has(i)) out.drops.push(...dropAll(l, 'blank line'));
    else out.lines.push(l);
  });
  return out;
};
