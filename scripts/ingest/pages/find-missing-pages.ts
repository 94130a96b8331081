/**
 * Which pages of a web book are missing, on the evidence of page numbers: a counter on the
 * page («стр. 2 из 5», «Страница 3», «Чтение (стр. 25)», «page 3 of 5»), else the number in
 * the file's name (`p001.txt`, `read_3.txt`, `page-2.html`). A gap between two pages (`p001`,
 * `p003`) or a counter's total beyond the last page means lost pages: the text is not joined
 * across them, and a warning names each one.
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
}

/** The page number of one page: its counter first, then its file's name. */
export function pageNumberOf(file: string, page: TextLine[]): PageNumber {
  const text = page.filter((l) => l.text.trim() !== '');
  for (const l of [...text.slice(0, EDGE), ...text.slice(-EDGE)]) {
    const m = COUNTER.exec(l.text);
    if (m) return { n: Number(m[1]), ...(m[2] ? { of: Number(m[2]) } : {}), from: 'counter' };
  }
  // A bare number (`- 7 -`) counts only as a page's very first or last line.
  for (const l of [text[0], text[text.length - 1]]) if (l && isBarePageNumber(l.text)) return { n: Number(/\d+/u.exec(l.text)![0]), from: 'counter' };
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
  // One kind of evidence for the whole book, and only when every page has it and it goes up.
  const kind = numbers.every((x) => x.from === 'counter') ? 'counter' : 'file name';
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
