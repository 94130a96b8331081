import type { StageResult, TextLine } from '../types.ts';
import { isCapitals, plain } from '../shape/text-shape.ts';
import { cleanAt, isBlank, type Stage } from './stage.ts';

const LEADING = /^[ \t\u00a0]+/u;
/** A lower-case start after lost underline characters: a title that goes on. */
const STARTS_LOWER = /^[?=_\s]*\p{Ll}/u;
/** Deeper than the margin by this much: the first line of a paragraph. */
const PARAGRAPH_INDENT = 2;
/** Deeper than the margin by this much: a heading centred with spaces. */
const CENTRED = 10;

const indentOf = (text: string) => (LEADING.exec(text)?.[0] ?? '').replace(/\t/gu, '        ').length;

/** The most common indent among text lines: the page's left margin. */
function marginOf(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) if (!isBlank(l)) counts.set(indentOf(l.text), (counts.get(indentOf(l.text)) ?? 0) + 1);
  let margin = 0;
  let most = 0;
  for (const [indent, count] of counts) if (count > most || (count === most && indent < margin)) [margin, most] = [indent, count];
  return margin;
}

/**
 * The file's own first-line indent: the most common indent, deeper than the margin, of a line that
 * the next line continues at the margin (seen twice at least; a centred heading has no such next
 * line). A line at it starts a paragraph, however deep it is (first lines at 19 over a margin of 7).
 */
function firstLineIndentOf(lines: TextLine[], margin: number): number | undefined {
  const counts = new Map<number, number>();
  for (let i = 0; i + 1 < lines.length; i++) {
    const [l, next] = [lines[i]!, lines[i + 1]!];
    if (isBlank(l) || isBlank(next) || indentOf(next.text) !== margin) continue;
    const indent = indentOf(l.text);
    if (indent >= margin + PARAGRAPH_INDENT) counts.set(indent, (counts.get(indent) ?? 0) + 1);
  }
  let best: number | undefined;
  let most = 1;
  for (const [indent, count] of counts) if (count > most || (count === most && best !== undefined && indent < best)) [best, most] = [indent, count];
  return best;
}

/**
 * Typewriter layout: every line indented by a fixed margin, the first line of a
 * paragraph deeper (by the file's own indent), headings centred with spaces. The indentation goes; a line
 * deeper than the margin starts a paragraph (the text line before it ends one),
 * and a centred heading ends where it ends, unless its next line is centred
 * too and goes on with it: capitals, or a lower-case start (a title on two lines).
 */
export const stripTypewriterIndent: Stage = (input) => {
  if (!input.some((l) => LEADING.test(l.text) && !isBlank(l))) return { lines: input, drops: [], cleans: [] };
  const margin = marginOf(input);
  const firstLine = firstLineIndentOf(input, margin);
  // Centred: far deeper than the margin, and deeper than the file's own first lines.
  const isCentred = (indent: number) => indent >= margin + CENTRED && (firstLine === undefined || indent > firstLine + 1);
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  let last: TextLine | undefined;
  let lastCentred = false;
  for (const l of input) {
    if (isBlank(l)) {
      out.lines.push(l);
      continue;
    }
    const indent = indentOf(l.text);
    const line: TextLine = { ...l, text: indent > 0 ? l.text.replace(LEADING, '') : l.text };
    if (indent > 0) out.cleans.push(cleanAt(l, 'indentation'));
    const centred = isCentred(indent);
    const titleGoesOn = centred && lastCentred && (isCapitals(plain(line.text)) || STARTS_LOWER.test(plain(line.text)));
    if (last && indent >= margin + PARAGRAPH_INDENT && !titleGoesOn) last.paraEnd = true;
    if (last && lastCentred && !titleGoesOn) last.paraEnd = true;
    out.lines.push(line);
    last = line;
    lastCentred = centred;
  }
  return out;
};
