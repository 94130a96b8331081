import type { Clean, Drop, SourceLine, StageResult, TextLine } from '../types.ts';

/** A normalize stage: a pure function from lines to lines plus its accounting. */
export type Stage = (lines: TextLine[]) => StageResult;

/** A line with no text (white space only). */
export const isBlank = (l: TextLine): boolean => l.text.trim() === '';

export function fromSource(lines: SourceLine[]): TextLine[] {
  return lines.map((l) => ({ file: l.file, lines: [l.n], text: l.text, paraEnd: false }));
}

/** Record every source line of `l` as dropped for `reason`. */
export function dropAll(l: TextLine, reason: Drop['reason'], note?: string): Drop[] {
  return l.lines.map((line) => (note ? { file: l.file, line, reason, note } : { file: l.file, line, reason }));
}

export function cleanAt(l: TextLine, reason: Clean['reason']): Clean {
  return { file: l.file, line: l.lines[0]!, reason };
}

/** Run stages in order, concatenating their accounting. */
export function pipe(stages: Stage[], lines: TextLine[]): StageResult {
  const drops: Drop[] = [];
  const cleans: Clean[] = [];
  let current = lines;
  for (const stage of stages) {
    const r = stage(current);
    current = r.lines;
    drops.push(...r.drops);
    cleans.push(...r.cleans);
  }
  return { lines: current, drops, cleans };
}
