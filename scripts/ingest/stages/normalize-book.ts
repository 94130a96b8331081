import { DEFAULT_OVERRIDES_PATH, fragmentOverride, openingOf } from '../advice.ts';
import { runPageStages } from '../pages/index.ts';
import { findMissingPages, findPrintedPages } from '../pages/find-missing-pages.ts';
import { joinPages, type PageMap } from '../pages/join-pages.ts';
import { NORMALIZE_STAGES } from '../normalize/index.ts';
import { pipe, type Stage } from '../normalize/stage.ts';
import { readParagraphStart } from '../segment/paragraph-number.ts';
import { plain } from '../shape/text-shape.ts';
import type { Clean, Drop, TextLine } from '../types.ts';
import type { Book } from './check-manifest.ts';

export interface NormalizedBook {
  /** The book as one text, its artifacts undone. */
  lines: TextLine[];
  drops: Drop[];
  /** The cleans, on their page file and line. */
  cleans: Clean[];
  warnings: string[];
  /** `file:line` of the text after a missing page, whose warning already says how to attribute it: the merge says no more of it. */
  warnedPieces: string[];
}

/** Pages lost, on the evidence of page numbers: which, and what they were read from. */
export interface LostPages {
  missing: number[];
  /** `by the numbers in the file names (p001.txt, then p003.txt)`, `by the page numbers printed in it (13, then 15)`. */
  evidence: string;
  /** The text resumes on this (virtual) line after the gap; none: the pages are lost after the end. */
  resumesAt?: number;
}

/**
 * `p003.txt:1: page 2 is missing before this line (…)`: where the text resumes after the gap (or ends before
 * it), the evidence, what the ingest did, and what a person may add: the paragraph that the headless text after
 * the gap is, as a `fragments` override.
 */
export function missingPagesWarning(lost: LostPages, at: { file: string; line: number }, text: string, overridesPath: string): { warning: string; headless: boolean } {
  const pages = lost.missing.length === 1 ? `page ${lost.missing[0]} is missing` : `pages ${lost.missing[0]}–${lost.missing[lost.missing.length - 1]} are missing`;
  if (lost.resumesAt === undefined) return { warning: `${at.file}:${at.line}: ${pages} after this line (${lost.evidence}): the text ends cut off here; no override can restore it, only another copy of the page`, headless: false };
  const t = plain(text).trim();
  const headless = !readParagraphStart(t) && !/^Правило\s+\d/iu.test(t);
  const what = `${at.file}:${at.line}: ${pages} before this line (${lost.evidence}): no text is joined across the gap, and the paragraph it cuts is marked incomplete`;
  return headless
    ? { warning: `${what}; if you know which paragraph the text after it is, add to ${overridesPath}: ${fragmentOverride(at.file, openingOf(t))}`, headless }
    : { warning: `${what}; the text after it opens with its own number or heading, so no override is needed (only another copy can restore the page)`, headless };
}

/**
 * One file's printed page numbers: each line of them marked as the page's (strip-web-chrome drops it), and the
 * first line of text after a gap marked as a new piece after missing pages. `printed` is read on the file's lines
 * before the page stages; `lines` are what the page stages kept of them.
 */
function markPrintedPages(lines: TextLine[], raw: TextLine[]): { lines: TextLine[]; lost: LostPages[] } {
  const printed = findPrintedPages(raw);
  if (!printed.numberLines.size) return { lines, lost: [] };
  const numberAt = new Set([...printed.numberLines].map((i) => raw[i]!.lines[0]!));
  const out = lines.map((l) => (l.lines.some((n) => numberAt.has(n)) ? { ...l, chrome: 'page number' } : l));
  const lost: LostPages[] = [];
  for (const g of printed.gaps) {
    const evidence = `by its printed page numbers, ${g.before === undefined ? `${g.after} of ${g.missing[g.missing.length - 1]}` : `${g.after} then ${g.before}`}`;
    const from = raw[g.at]?.lines[0];
    const k = from === undefined ? -1 : out.findIndex((l) => l.text.trim() !== '' && !l.chrome && l.lines[0]! >= from);
    if (k < 0) {
      lost.push({ missing: g.missing, evidence });
      continue;
    }
    out[k] = { ...out[k]!, breakBefore: true, pagesMissingBefore: true };
    lost.push({ missing: g.missing, evidence, resumesAt: out[k]!.lines[0]! });
  }
  return { lines: out, lost };
}

/**
 * Normalize a book: each page's furniture and the overlap between pages (commentary and books in
 * pages), the pages joined as one text with no join across a missing page (by the numbers of its
 * pages, or those printed in one file), then the normalize stages and the editorial ones after them
 * (`editorial`: line overrides, errata). Each missing page is warned of once, at the line the text resumes.
 */
export function normalizeBook({ entry, files }: Book, pages: TextLine[][], editorial: Stage[], pageMap: PageMap, overridesPath = DEFAULT_OVERRIDES_PATH): NormalizedBook {
  const paged = entry.pages !== undefined;
  const drops: Drop[] = [];
  let lines: TextLine[];
  let lost: LostPages[] = [];
  if (entry.kind === 'commentary' || paged) {
    const paging = runPageStages(pages);
    drops.push(...paging.drops);
    if (paged) {
      const gaps = findMissingPages(files, pages);
      lines = joinPages(entry.file, paging.pages, files, new Set(gaps.map((g) => g.before)));
      lost = gaps.map((g) => {
        const evidence = `${g.from === 'counter' ? 'by the page counters' : 'by the numbers in the file names'}, ${files[g.before - 1]} then ${files[g.before] ?? 'the end'}`;
        const first = g.before < files.length ? lines.find((l) => l.pagesMissingBefore && pageMap.where(l.file, l.lines[0]!).file === files[g.before]) : undefined;
        return { missing: g.missing, evidence, ...(first ? { resumesAt: first.lines[0]! } : {}) };
      });
    } else {
      const marked = markPrintedPages(paging.pages[0]!, pages[0]!);
      lines = marked.lines;
      lost = marked.lost;
    }
  } else lines = pages[0]!;
  const normalized = pipe([...NORMALIZE_STAGES, ...editorial], lines);
  drops.push(...normalized.drops);
  const cleans = normalized.cleans.map((c) => ({ ...c, ...pageMap.where(c.file, c.line) }));
  const warnings: string[] = [];
  const warnedPieces: string[] = [];
  const text = normalized.lines.filter((l) => l.text.trim() !== '' && l.lines.length);
  for (const g of lost) {
    // The line the text resumes at after the gap (the stages may have folded it into another), or the last one.
    const line = g.resumesAt === undefined ? text[text.length - 1] : (text.find((l) => l.lines.includes(g.resumesAt!)) ?? text.find((l) => l.lines[0]! >= g.resumesAt!));
    const n = line?.lines[0] ?? g.resumesAt;
    if (n === undefined || line === undefined) continue;
    const { warning, headless } = missingPagesWarning(g, pageMap.where(line.file, n), line.text, overridesPath);
    warnings.push(warning);
    if (headless) warnedPieces.push(`${line.file}:${n}`);
  }
  return { lines: normalized.lines, drops, cleans, warnings, warnedPieces };
}
