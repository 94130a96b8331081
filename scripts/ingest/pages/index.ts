import type { TextLine } from '../types.ts';
import { dropPageOverlap } from './drop-page-overlap.ts';
import { stripPageFurniture, type PagesResult } from './strip-page-furniture.ts';

/** A page stage: a pure function over the pages of one source (a file on its own is a book of one page). */
export type PageStage = (pages: TextLine[][]) => PagesResult;

/** The page stages, in order, before the pages are joined into one text. Each is pinned by a golden fixture. */
export const PAGE_STAGES: PageStage[] = [stripPageFurniture, dropPageOverlap];

export function runPageStages(pages: TextLine[][]): PagesResult {
  let current = pages;
  const drops: PagesResult['drops'] = [];
  for (const stage of PAGE_STAGES) {
    const r = stage(current);
    current = r.pages;
    drops.push(...r.drops);
  }
  return { pages: current, drops };
}
