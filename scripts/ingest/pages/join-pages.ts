/**
 * A book in pages becomes one text before segmentation: its lines get numbers of one
 * virtual file (page index × STRIDE + line), so every stage after reads it as one source
 * and a paragraph may run across pages. `PageMap` turns those numbers back into each
 * page's file and line, for the provenance of the output and the report.
 */
import type { TextLine } from '../types.ts';

/** No page has this many lines (decode refuses far longer files). */
export const STRIDE = 1_000_000;

export interface Place {
  file: string;
  lines: number[];
}

export class PageMap {
  /** Virtual file → its pages' files, in reading order. */
  private readonly books = new Map<string, string[]>();

  addBook(id: string, pages: string[]): void {
    this.books.set(id, pages);
  }

  isBook(file: string): boolean {
    return this.books.has(file);
  }

  /** The page file and line of one line of `file` (itself, for a file that is no book). */
  where(file: string, line: number): { file: string; line: number } {
    const pages = this.books.get(file);
    if (!pages) return { file, line };
    return { file: pages[Math.floor(line / STRIDE)]!, line: line % STRIDE };
  }

  /** Lines of `file` grouped by the page they are on, in reading order. */
  resolve(file: string, lines: number[]): Place[] {
    if (!this.books.has(file)) return [{ file, lines }];
    const byPage = new Map<string, number[]>();
    for (const n of [...lines].sort((a, b) => a - b)) {
      const w = this.where(file, n);
      if (!byPage.has(w.file)) byPage.set(w.file, []);
      byPage.get(w.file)!.push(w.line);
    }
    return [...byPage].map(([f, ls]) => ({ file: f, lines: ls }));
  }

  /** `book:2000003` in a message → `read_3.txt:3`. */
  describe(text: string): string {
    let out = text;
    for (const id of this.books.keys()) {
      const esc = id.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      out = out.replace(new RegExp(`${esc}:(\\d+)`, 'gu'), (_, n: string) => {
        const w = this.where(id, Number(n));
        return `${w.file}:${w.line}`;
      });
    }
    return out;
  }
}

/** The fewest blank lines between two text lines of a page: 1 or more where a web reader put a blank line after every line. */
export function usualGap(page: TextLine[]): number | undefined {
  let gap: number | undefined;
  let run = -1;
  for (const l of page) {
    if (l.text.trim() !== '') {
      if (run >= 0) gap = Math.min(gap ?? run, run);
      run = 0;
    } else if (run >= 0) run++;
  }
  return gap;
}

/**
 * The pages' lines as lines of the one virtual file `id`; a page after missing pages (`gapsBefore`,
 * by index) starts a new piece of text. Where a page has a blank line after
 * every line, its last line gets its usual gap too (lines of no source line of their own),
 * so the text runs on across the page boundary as it does inside the page.
 */
export function joinPages(id: string, pages: TextLine[][], pageFiles: string[], gapsBefore: ReadonlySet<number> = new Set()): TextLine[] {
  const index = new Map(pageFiles.map((f, i) => [f, i]));
  const gaps = pages.map(usualGap);
  const known = gaps.filter((g): g is number => g !== undefined);
  const bookGap = known.length ? Math.min(...known) : 0;
  return pages.flatMap((page, p) => {
    const lines = page.map((l): TextLine => ({ ...l, file: id, lines: l.lines.map((n) => index.get(l.file)! * STRIDE + n) }));
    // After missing pages the text does not run on: its first line starts a new piece.
    const first = gapsBefore.has(p) ? lines.findIndex((l) => l.text.trim() !== '') : -1;
    if (first >= 0) lines[first] = { ...lines[first]!, breakBefore: true, pagesMissingBefore: true };
    const gap = p < pages.length - 1 && page.length ? (gaps[p] ?? bookGap) : 0;
    return [...lines, ...Array.from({ length: gap }, (): TextLine => ({ file: id, lines: [], text: '', paraEnd: false }))];
  });
}
