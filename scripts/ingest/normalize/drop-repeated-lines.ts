import type { StageResult } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

const words = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;

/**
 * A flattened table repeats its header line, identical, right after itself
 * (61.3 has it three times). Identical consecutive lines of three words or more
 * keep their first copy. (Single-word repeats are echoed emphasis, handled apart.)
 */
export const dropRepeatedLines: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    const prev = out.lines[out.lines.length - 1];
    if (prev && prev.text.trim() === l.text.trim() && words(l.text) >= 3) {
      out.drops.push(...dropAll(l, 'repeated table header'));
      prev.paraEnd = prev.paraEnd || l.paraEnd;
      continue;
    }
    out.lines.push(l);
  }
  return out;
};
