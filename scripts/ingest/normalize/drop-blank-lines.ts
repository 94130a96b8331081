import type { StageResult } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

/** A blank line ends the paragraph before it, then goes. */
export const dropBlankLines: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    if (l.text.trim() !== '') {
      out.lines.push(l);
      continue;
    }
    const prev = out.lines[out.lines.length - 1];
    if (prev) prev.paraEnd = true;
    out.drops.push(...dropAll(l, 'blank line'));
  }
  return out;
};
