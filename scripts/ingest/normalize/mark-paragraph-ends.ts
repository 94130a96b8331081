import type { StageResult, TextLine } from '../types.ts';
import { cleanAt, dropAll, type Stage } from './stage.ts';

export const PARA_MARK = /\s*(?:¶|\(DC4\))\s*$/u;

/** `¶` and `(DC4)` at a line end mark a paragraph end; the mark itself goes. */
export const markParagraphEnds: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    // The pattern is anchored at the end but tried from every space: look for the marks first.
    if (!(l.text.includes('¶') || l.text.includes('(DC4)')) || !PARA_MARK.test(l.text)) {
      out.lines.push(l);
      continue;
    }
    const text = l.text.replace(PARA_MARK, '');
    if (text.trim() === '') {
      // A lone mark closes the paragraph before it (blank lines between them aside).
      const prev = out.lines.findLast((p) => p.text.trim() !== '');
      if (prev) prev.paraEnd = true;
      out.drops.push(...dropAll(l, 'paragraph mark only'));
      continue;
    }
    out.lines.push({ ...l, text, paraEnd: true } satisfies TextLine);
    out.cleans.push(cleanAt(l, 'paragraph mark'));
  }
  return out;
};
