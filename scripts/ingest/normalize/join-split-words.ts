import type { StageResult, TextLine } from '../types.ts';
import { cleanAt, dropAll, type Stage } from './stage.ts';

const WORD = /\p{L}+/gu;
const ENDS_IN_LETTER = /(\p{L}+)$/u;
const ENDS_SENTENCE = /[.!?…:;»"”)]\s*$/u;
const STARTS_LOWER = /^(\p{Ll}+)/u;

/** How often each lower-cased word occurs in the lines. */
export function countWords(lines: TextLine[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of lines) {
    for (const m of l.text.toLowerCase().matchAll(WORD)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return counts;
}

const isBlank = (l: TextLine | undefined) => l !== undefined && l.text.trim() === '';

/**
 * A sentence (or a word) broken by a blank line: the line before does not end a
 * sentence and the line after starts in lower case. The two lines join. They join with no
 * space when neither piece is a word found elsewhere in the file and the joined
 * word is (`нака` + `зания` → `наказания`); otherwise with a space
 * (`или` + `болвана` stays two words).
 */
export const joinSplitWords: Stage = (input) => {
  // Counted only when a file has a line broken by a blank line (commentary files have none).
  let counts: Map<string, number> | undefined;
  const count = (w: string) => (counts ??= countWords(input)).get(w.toLowerCase()) ?? 0;
  const seen = (w: string) => count(w) >= 2;
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (let i = 0; i < input.length; i++) {
    const l = input[i]!;
    const prev = out.lines[out.lines.length - 1];
    if (!isBlank(l) || !prev || prev.paraEnd) {
      out.lines.push(l);
      continue;
    }
    let j = i;
    while (isBlank(input[j])) j++;
    const next = input[j];
    const head = next ? STARTS_LOWER.exec(next.text)?.[1] : undefined;
    if (!next || !head || next.breakBefore || ENDS_SENTENCE.test(prev.text)) {
      out.lines.push(l);
      continue;
    }
    const tail = ENDS_IN_LETTER.exec(prev.text)?.[1];
    const glue = tail !== undefined && !seen(tail) && !seen(head) && count(tail + head) >= 1;
    const joined: TextLine = {
      ...prev,
      text: prev.text + (glue ? '' : ' ') + next.text,
      lines: [...prev.lines, ...next.lines],
      paraEnd: next.paraEnd,
    };
    out.lines[out.lines.length - 1] = joined;
    for (let k = i; k < j; k++) out.drops.push(...dropAll(input[k]!, 'blank line'));
    if (glue) out.cleans.push(cleanAt(next, 'split word joined'));
    i = j;
  }
  return out;
};
