import type { StageResult } from '../types.ts';
import { dropAll, type Stage } from './stage.ts';

export const PAGE_MARKER = /^\s*\.\.page\s*\d*\s*$/iu;

/** `..page4` and `..page 3` lines are pagination of the old site, not text. */
export const stripPageMarkers: Stage = (input) => {
  const out: StageResult = { lines: [], drops: [], cleans: [] };
  for (const l of input) {
    if (PAGE_MARKER.test(l.text)) out.drops.push(...dropAll(l, 'page marker'));
    else out.lines.push(l);
  }
  return out;
};
