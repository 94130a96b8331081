import type { StageResult, TextLine } from '../types.ts';
import { cleanAt, dropAll, type Stage } from './stage.ts';

/** A line of nothing but `?`, `=` (and spaces): an underline whose characters were lost. */
export const RULE_LINE = /^[\s?=_]*[?=_]{2,}[\s?=_]*$/u;
const RULE_CHARS = /[?=_]{2}/u;
/** A run of 3+ `?`/`=` inside a line: an underline or footnote rule glued to text. */
const RULE_RUN = /\s*[?=]{3,}\s*/gu;

/**
 * Heading underlines and footnote rules lost their characters and became runs of
 * `?` or `=`. Whole-line runs are dropped; a run glued to text is removed, and
 * where text stands on both sides of it the line is split in two (the rule
 * separated a footnote from the text above it).
 */
export const stripHeadingUnderlines: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    // Both patterns need two rule characters in a row; most lines have none.
    if (!RULE_CHARS.test(l.text)) {
      out.lines.push(l);
      continue;
    }
    if (RULE_LINE.test(l.text)) {
      out.drops.push(...dropAll(l, 'heading underline'));
      continue;
    }
    RULE_RUN.lastIndex = 0;
    if (!RULE_RUN.test(l.text)) {
      out.lines.push(l);
      continue;
    }
    const pieces = l.text.split(RULE_RUN).filter((p) => p.trim() !== '');
    pieces.forEach((text, i) => {
      const last = i === pieces.length - 1;
      const piece: TextLine = { ...l, text, paraEnd: last ? l.paraEnd : true };
      out.lines.push(piece);
    });
    out.cleans.push(cleanAt(l, 'heading underline'));
  }
  return out;
};
