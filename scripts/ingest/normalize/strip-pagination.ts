import type { StageResult } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

/** True for a run `1 2 3 … N` (N ≥ 5): the page links of the old site. */
export function isPaginationRun(text: string): boolean {
  const t = text.trim();
  if (!/^[\d\s]+$/u.test(t)) return false;
  const nums = t.split(/\s+/u).map(Number);
  return nums.length >= 5 && nums.every((n, i) => n === i + 1);
}

/**
 * Pagination runs are dropped. Each one ends a copy of the page text, so the
 * line after it is flagged as the start of a new copy (the seeds repeat whole texts).
 */
export const stripPagination: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  let nextStartsCopy = false;
  for (const l of input) {
    if (isPaginationRun(l.text)) {
      out.drops.push(...dropAll(l, 'pagination'));
      nextStartsCopy = true;
      continue;
    }
    out.lines.push(nextStartsCopy ? { ...l, breakBefore: true } : l);
    nextStartsCopy = false;
  }
  return out;
};
