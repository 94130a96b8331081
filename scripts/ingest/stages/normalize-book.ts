import { runPageStages } from '../pages/index.ts';
import { findMissingPages, type Gap } from '../pages/find-missing-pages.ts';
import { joinPages, type PageMap } from '../pages/join-pages.ts';
import { NORMALIZE_STAGES } from '../normalize/index.ts';
import { pipe, type Stage } from '../normalize/stage.ts';
import type { Clean, Drop, TextLine } from '../types.ts';
import type { Book } from './check-manifest.ts';

export interface NormalizedBook {
  /** The book as one text, its artifacts undone. */
  lines: TextLine[];
  drops: Drop[];
  /** The cleans, on their page file and line. */
  cleans: Clean[];
  warnings: string[];
}

/** `read_3.txt: page 2 is missing (…)`: the gap, the evidence, and what the ingest did about it. */
export function missingPagesWarning(g: Gap, files: string[]): string {
  const pages = g.missing.length === 1 ? `page ${g.missing[0]} is missing` : `pages ${g.missing[0]}–${g.missing[g.missing.length - 1]} are missing`;
  const evidence = g.from === 'counter' ? 'by the page counters' : 'by the numbers in the file names';
  if (g.before >= files.length) return `${files[files.length - 1]}: ${pages} after this last page (${evidence}): the text ends cut off here`;
  return `${files[g.before]}: ${pages} before this page (${evidence}, after ${files[g.before - 1]}): no text is joined across the gap, and the paragraph it cuts is marked incomplete`;
}

/**
 * Normalize a book: each page's furniture and the overlap between pages (commentary and books in
 * pages), the pages joined as one text with no join across a missing page, then the normalize
 * stages and the editorial ones after them (`editorial`: line overrides, errata).
 */
export function normalizeBook({ entry, files }: Book, pages: TextLine[][], editorial: Stage[], pageMap: PageMap): NormalizedBook {
  const paged = entry.pages !== undefined;
  const drops: Drop[] = [];
  const warnings: string[] = [];
  let lines: TextLine[];
  if (entry.kind === 'commentary' || paged) {
    const paging = runPageStages(pages);
    drops.push(...paging.drops);
    const gaps = paged ? findMissingPages(files, pages) : [];
    for (const g of gaps) warnings.push(missingPagesWarning(g, files));
    lines = paged ? joinPages(entry.file, paging.pages, files, new Set(gaps.map((g) => g.before))) : paging.pages[0]!;
  } else lines = pages[0]!;
  const normalized = pipe([...NORMALIZE_STAGES, ...editorial], lines);
  drops.push(...normalized.drops);
  const cleans = normalized.cleans.map((c) => ({ ...c, ...pageMap.where(c.file, c.line) }));
  return { lines: normalized.lines, drops, cleans, warnings };
}
