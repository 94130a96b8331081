/**
 * Which pages of a web book are missing, on the evidence of page numbers: a counter on the
 * page («стр. 2 из 5», «Страница 3», «Чтение (стр. 25)», «page 3 of 5»), else the number in
 * the file's name (`p001.txt`, `read_3.txt`, `page-2.html`). A gap between two pages (`p001`,
 * `p003`) or a counter's total beyond the last page means lost pages: the text is not joined
 * across them, and a warning names each one. Counters are one numbering only where every page has its
 * counter in one place (the same line, at the same edge); else the file names are the evidence.
 */
import { isBarePageNumber } from '../shape/text-shape.ts';
import type { TextLine } from '../types.ts';

/** A counter of pages: a word for a page, its number, and perhaps the total. */
const COUNTER = /(?:^|[\s(|·•—–-])(?:стр(?:аница)?\.?|page|p\.)\s*(\d{1,4})(?:\s*(?:из|\/|of)\s*(\d{1,4}))?(?:\s*\)|\s*$|\s+[|·•—–-])/iu;
/** The number a file's name ends with (`read_3`, `p001`, `book-12-page-3`). */
const NUMBER_IN_NAME = /(\d{1,4})(?!.*\d)/u;
/** Lines of a page read for a counter: the site's header and footer. */
const EDGE = 8;

export interface PageNumber {
  /** The page's number, when there is evidence of it. */
  n?: number;
  /** The book's number of pages, when a counter gives it. */
  of?: number;
  /** What the number was read from. */
  from?: 'counter' | 'file name';
  /** A counter's place: the shape of its line (numbers aside) and the page's edge it stands at. */
  place?: string;
}

/** Where a counter stands: its line's shape, numbers aside, and whether it is nearer the page's top or its bottom. */
const placeOf = (text: TextLine[], i: number): string => `${i < text.length - 1 - i ? 'top' : 'bottom'}:${text[i]!.text.trim().replace(/\d+/gu, '#').replace(/\s+/gu, ' ').toLocaleLowerCase('ru')}`;

/** The page number of one page: its counter first, then its file's name. */
export function pageNumberOf(file: string, page: TextLine[]): PageNumber {
  const text = page.filter((l) => l.text.trim() !== '');
  const edges = [...new Set([...text.keys()].filter((i) => i < EDGE || i >= text.length - EDGE))];
  for (const i of edges) {
    const m = COUNTER.exec(text[i]!.text);
    if (m) return { n: Number(m[1]), ...(m[2] ? { of: Number(m[2]) } : {}), from: 'counter', place: placeOf(text, i) };
  }
  // A bare number (`- 7 -`) counts only as a page's very first or last line.
  for (const i of [0, text.length - 1]) if (text[i] && isBarePageNumber(text[i].text)) return { n: Number(/\d+/u.exec(text[i].text)![0]), from: 'counter', place: placeOf(text, i) };
  const base = file.replace(/^.*\//u, '').replace(/\.[^.]*$/u, '');
  const m = NUMBER_IN_NAME.exec(base);
  return m ? { n: Number(m[1]), from: 'file name' } : {};
}

export interface Gap {
  /** Index of the page the gap comes before (pages.length: after the last page). */
  before: number;
  /** The missing page numbers. */
  missing: number[];
  from: 'counter' | 'file name';
}

/** The gaps in a book's pages: where the numbers of two pages in a row are not consecutive, and after the last one. */
export function findMissingPages(files: string[], pages: TextLine[][]): Gap[] {
  if (pages.length < 2) return [];
  const numbers = pages.map((p, i) => pageNumberOf(files[i]!, p));
  // One kind of evidence for the whole book, and only when every page has it and it goes up. Counters are one
  // numbering only when each page has its counter in the same place (the same line, at the same edge): pages
  // saved from different sites number their pages each its own way, and their counters say nothing of a gap.
  const kind = numbers.every((x) => x.from === 'counter' && x.place === numbers[0]!.place) ? 'counter' : 'file name';
  const ns = pages.map((p, i) => (kind === 'counter' ? numbers[i]!.n : pageNumberOf(files[i]!, []).n));
  if (ns.some((n) => n === undefined)) return [];
  const nums = ns as number[];
  if (nums.some((n, i) => i > 0 && n <= nums[i - 1]!)) return [];
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);
  const gaps: Gap[] = [];
  for (let i = 1; i < nums.length; i++) if (nums[i]! > nums[i - 1]! + 1) gaps.push({ before: i, missing: range(nums[i - 1]! + 1, nums[i]! - 1), from: kind });
  const total = kind === 'counter' ? numbers.find((x) => x.of !== undefined)?.of : undefined;
  if (total !== undefined && total > nums[nums.length - 1]! && total - nums[nums.length - 1]! <= nums.length * 10) gaps.push({ before: pages.length, missing: range(nums[nums.length - 1]! + 1, total), from: kind });
  return gaps;
}

/** A page's number printed in the text of one file: the line it stands on, and the number. */
interface PrintedPage {
  at: number;
  n: number;
  of?: number;
}

/** Words beside a counter on its line (`Комментарий к Правилам, стр. 2 из 5`): a running title, no sentence. */
const COUNTER_LINE_WORDS = 8;

/** The page number a line of one file prints, if it is no more than that: `- 12 -`, `Стр. 1 из 5`, `Заглавие, стр. 2 из 5`. */
function printedPage(text: string): { n: number; of?: number } | undefined {
  if (isBarePageNumber(text)) return { n: Number(/\d+/u.exec(text)![0]) };
  const m = COUNTER.exec(text);
  if (!m) return undefined;
  const rest = text.replace(m[0], ' ').trim();
  if ((rest.match(/\p{L}+/gu) ?? []).length > COUNTER_LINE_WORDS || /\p{Ll}[.!?]\s/u.test(rest)) return undefined;
  return { n: Number(m[1]), ...(m[2] ? { of: Number(m[2]) } : {}) };
}

/** A gap in one file's printed page numbers: the index of the line the text resumes at after it, and the pages lost. */
export interface PrintedGap {
  at: number;
  missing: number[];
  /** The numbers printed on either side of the gap (`after` alone: pages lost after the last one). */
  after: number;
  before?: number;
}

export interface PrintedPages {
  /** Indices of the lines that print a page number: the page's, not the book's text. */
  numberLines: Set<number>;
  gaps: PrintedGap[];
}

/**
 * One file with its pages' numbers printed in it (`- 12 -` centred or at the margin, `Стр. 1 из 5`, a
 * running title with `стр. 2 из 5`): evidence of pages, as a book in pages has in its file names. Two or more
 * lines of one shape whose numbers go up are page numbers; where they skip, pages are missing. A number
 * stands at the top of its page or at the bottom (the first one before any text, or after some): the gap
 * is after the page number before it (bottom) or before the one after it (top).
 */
export function findPrintedPages(lines: TextLine[]): PrintedPages {
  const byShape = new Map<string, PrintedPage[]>();
  lines.forEach((l, at) => {
    if (l.text.trim() === '' || !/\d/u.test(l.text)) return;
    const p = printedPage(l.text);
    if (!p) return;
    const shape = l.text.trim().replace(/\d+/gu, '#').replace(/\s+/gu, ' ').toLocaleLowerCase('ru');
    const list = byShape.get(shape) ?? [];
    list.push({ at, ...p });
    byShape.set(shape, list);
  });
  const runs = [...byShape.values()].filter((ps) => ps.length >= 2 && ps.every((p, i) => i === 0 || p.n > ps[i - 1]!.n));
  const numberLines = new Set(runs.flatMap((ps) => ps.map((p) => p.at)));
  const gaps: PrintedGap[] = [];
  const textAfter = (i: number) => {
    let j = i + 1;
    while (j < lines.length && (lines[j]!.text.trim() === '' || numberLines.has(j))) j++;
    return j;
  };
  for (const ps of runs) {
    const firstText = lines.findIndex((l, i) => l.text.trim() !== '' && !numberLines.has(i));
    const atTop = firstText < 0 || ps[0]!.at < firstText;
    for (let k = 1; k < ps.length; k++) {
      const [a, b] = [ps[k - 1]!, ps[k]!];
      if (b.n === a.n + 1) continue;
      const missing = Array.from({ length: b.n - a.n - 1 }, (_, x) => a.n + 1 + x);
      gaps.push({ at: textAfter(atTop ? b.at : a.at), missing, after: a.n, before: b.n });
    }
    const last = ps[ps.length - 1]!;
    const total = ps.find((p) => p.of !== undefined)?.of;
    if (total !== undefined && total > last.n && total - last.n <= ps.length * 10) gaps.push({ at: lines.length, missing: Array.from({ length: total - last.n }, (_, x) => last.n + 1 + x), after: last.n });
  }
  return { numberLines, gaps: gaps.sort((x, y) => x.at - y.at) };
}
