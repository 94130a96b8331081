/**
 * The furniture of each page of a web book, told from its text by evidence:
 * - repetition: a line whose shape (numbers abstracted) recurs on most pages, or again
 *   and again in one file, is the site's, not the book's;
 * - the language of the line (`read-line.ts`): menus, crumbs, counters, file and domain names;
 * - position: furniture stands before a page's first line of text and after its last.
 *   What stands there goes, blank lines included, so the text of one page runs on into
 *   the next (a paragraph, a sentence or a word cut by the page boundary is whole again).
 * Inside the text, lines with furniture evidence are flagged (`chrome`) for
 * `strip-web-chrome`, which removes them and keeps the text's own gaps.
 */
import type { Drop, TextLine } from '../types.ts';
import { PARA_MARK } from '../normalize/mark-paragraph-ends.ts';
import { dropAll, isBlank } from '../normalize/stage.ts';
import { endsSentence, isBarePageNumber, isListEntry, LIST_ENTRIES, looksCutOff, wantsANumber } from '../shape/text-shape.ts';
import { pushTo } from '../../../src/lib/push-to.ts';
import { mayBeFurniture, readLine, type LineReading } from '../shape/read-line.ts';
import { usualGap } from './join-pages.ts';

export interface PagesResult {
  pages: TextLine[][];
  drops: Drop[];
}

/** Lines of a page read for their shape: the first and last ones hold the site's header and footer. */
const EDGE = 12;
/** A shape seen this many times in one file is the site's (a header over every page of a saved book). */
const REPEATS_IN_FILE = 3;

/** A line's shape: case, spacing, punctuation and numbers abstracted. */
export const shapeOf = (text: string): string =>
  text.toLocaleLowerCase('ru').replace(/\d+/gu, '#').replace(/[^\p{L}#]+/gu, ' ').trim();

/** Text that repetition never overrules: the book's structure (a law heading, a paragraph number…). */
const STRUCTURE = new Set(['law heading', 'law-text section', 'paragraph number', 'front heading', 'part heading', 'item', 'note']);
const isFirmText = (r: LineReading): boolean => r.kind === 'text' && STRUCTURE.has(r.why);

/**
 * A line that ends a sentence, or carries a paragraph mark (`¶`; `(DC4)` ends in a bracket). A cue cut short
 * before an id («см. п.», «пп.», «ст.») ends in a dot but no sentence: the id follows, on the next page where a
 * book's page boundary cut the citation (text-shape.ts `wantsANumber`).
 */
const endsText = (text: string): boolean => (endsSentence(text) && !wantsANumber(text)) || PARA_MARK.test(text);
const STARTS_LOWER = /^[^\p{L}\p{N}]*\p{Ll}/u;

/** A line that closes the bracket the line before left open (`(see Law` / `12C1);`, `(см.` / `стр. 118–119).`). */
const closesBracketOf = (before: string, text: string): boolean =>
  (before.match(/\(/gu) ?? []).length > (before.match(/\)/gu) ?? []).length && /^[^()]*\)/u.test(text);

/**
 * A line that goes on with the cut-off sentence of the line before: lower-case after it, the number it
 * wants, or the close of the bracket it opened (that one even where the line alone reads as a counter).
 */
const goesOnFrom = (before: string | undefined, text: string, strongFurniture = false): boolean =>
  before !== undefined &&
  !PARA_MARK.test(before) &&
  (closesBracketOf(before, text) || (!strongFurniture && ((STARTS_LOWER.test(text) && looksCutOff(before)) || (/^\d/u.test(text.trim()) && wantsANumber(before)))));

/** At most this many words of text between furniture are an island of the site's, not the book's text. */
const ISLAND_WORDS = 15;

/** A given name's initials and a surname (`Г. Эндикотт`, `G. Endicott`): the title block's, not the site's. */
const AUTHOR = /^(?:\p{Lu}\.\s?){1,2}\p{Lu}[\p{Ll}'-]+$/u;

/**
 * The lines of a page that stand in a list of entries (a contents list, a subject index): text of the
 * book, not counters of the site's, however each one reads alone. The segmenter tells them apart.
 */
function listLines(page: TextLine[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  const end = () => {
    if (run.length >= LIST_ENTRIES) for (const i of run) out.add(i);
    run = [];
  };
  page.forEach((l, i) => {
    if (isBlank(l)) return;
    if (isListEntry(l.text)) run.push(i);
    else end();
  });
  end();
  return out;
}

function nonBlank(page: TextLine[]): number[] {
  const out: number[] = [];
  page.forEach((l, i) => {
    if (!isBlank(l)) out.push(i);
  });
  return out;
}

/** Why each repeated shape is furniture: `repeated on 24 of 25 pages`, `repeated 5 times`. */
function repeatedShapes(pages: TextLine[][], reading: (p: number, i: number) => LineReading): Map<string, string> {
  const out = new Map<string, string>();
  if (pages.length >= 2) {
    // Tops and bottoms apart: a page's last lines repeated at the top of the next one are an overlap, not a header.
    const seen = { top: new Map<string, number[]>(), bottom: new Map<string, number[]>() };
    const text = new Set<string>();
    /** The line of text before a page's line: the page's own, or the last of the page before (its furniture passed over). */
    const lineBefore = (p: number, i: number): string | undefined => {
      for (let q = p, j = i - 1; q >= 0; q--, j = (pages[q]?.length ?? 0) - 1) {
        for (; j >= 0; j--) if (!isBlank(pages[q]![j]!) && reading(q, j).kind !== 'furniture') return pages[q]![j]!.text;
      }
      return undefined;
    };
    pages.forEach((page, p) => {
      const idx = nonBlank(page);
      for (const [region, lines] of [['top', idx.slice(0, EDGE)], ['bottom', idx.slice(-EDGE)]] as const) {
        for (const i of lines) {
          const r = reading(p, i);
          if (isFirmText(r) || r.kind === 'artifact') continue;
          const shape = shapeOf(page[i]!.text);
          if (shape === '' || shape === '#') continue;
          // Text that goes on with the sentence before it (`(см.` / `п. 1.1).`, `(см. п.` / `1.1).`) is that
          // sentence's end, however often it recurs.
          if (goesOnFrom(lineBefore(p, i), page[i]!.text, r.kind === 'furniture' && r.strong)) continue;
          if (r.kind === 'text') text.add(shape);
          pushTo(seen[region], shape, p);
        }
      }
    });
    for (const region of [seen.top, seen.bottom]) {
      for (const [shape, where] of region) {
        const on = new Set(where).size;
        // A line that reads as text must recur on nearly every page: the commentary repeats whole copies of itself.
        const need = text.has(shape) ? Math.max(3, Math.ceil(pages.length * 0.75)) : Math.max(2, Math.ceil(pages.length / 4));
        if (on >= need && !out.has(shape)) out.set(shape, `repeated on ${on} of ${pages.length} pages`);
      }
    }
    return out;
  }
  // In one file: shapes seen again and again, then read once each. Only lines that look like furniture
  // count: text repeats too (the seeds hold whole copies of themselves).
  const seenAt = new Map<string, number[]>();
  const page = pages[0] ?? [];
  page.forEach((l, i) => {
    if (isBlank(l)) return;
    const shape = shapeOf(l.text);
    if (shape && shape !== '#') pushTo(seenAt, shape, i);
  });
  const counts = new Map<string, number>();
  for (const [shape, at] of seenAt) {
    const kind = at.length >= REPEATS_IN_FILE ? reading(0, at[0]!).kind : undefined;
    if (kind === 'furniture' || kind === 'unsure') counts.set(shape, at.length);
  }
  for (const [shape, n] of counts) if (n >= REPEATS_IN_FILE) out.set(shape, `repeated ${n} times`);
  return out;
}

/** Read every page: repetition first, then each page's edges, then the furniture inside its text. */
export function stripPageFurniture(pages: TextLine[][]): PagesResult {
  // Lines are read when a rule asks about them: the edges of each page, and inside its text only the
  // lines whose shape could be furniture at all (most lines of a book are never read).
  const cache = pages.map((page) => new Array<LineReading | undefined>(page.length));
  const reading = (p: number, i: number): LineReading => (cache[p]![i] ??= isBlank(pages[p]![i]!) ? { kind: 'unsure' } : readLine(pages[p]![i]!.text));
  const repeated = repeatedShapes(pages, reading);
  const drops: Drop[] = [];
  // Blank lines between every two lines of every page (a web reader's export): the text's own gap, not a break.
  const gaps = pages.map(usualGap).filter((g): g is number => g !== undefined);
  const bookGap = gaps.length ? Math.min(...gaps) : 0;
  /** The last line of text of the pages before. */
  let lastBefore: string | undefined;
  /** The next page's text starts lower-case: its first line that is no strong or repeated furniture. */
  const nextPageStartsLower = (p: number): boolean => {
    const next = pages[p + 1];
    if (!next) return false;
    const line = next.find((l, i) => {
      if (isBlank(l)) return false;
      const r = reading(p + 1, i);
      return !((r.kind === 'furniture' && r.strong) || repeated.has(shapeOf(l.text)));
    });
    return line !== undefined && STARTS_LOWER.test(line.text);
  };
  const out = pages.map((page, p) => {
    /** The text of the page before ends inside a sentence: what reads as nothing else at the top of this one goes on with it. */
    const open = lastBefore !== undefined && !endsText(lastBefore);
    const inList = listLines(page);
    const evidence = (i: number): string | undefined => {
      const l = page[i]!;
      // An entry of a list (a subject index repeats its shape line after line) is the book's: the segmenter reads it.
      if (isBlank(l) || inList.has(i)) return undefined;
      const r = reading(p, i);
      const rep = repeated.size ? repeated.get(shapeOf(l.text)) : undefined;
      if (rep && !isFirmText(r) && r.kind !== 'artifact') return rep;
      return r.kind === 'furniture' ? r.why : undefined;
    };
    const isText = (i: number, atTop = false) => {
      if (isBlank(page[i]!)) return false;
      if (inList.has(i)) return true;
      const r = reading(p, i);
      if (p === 0 && AUTHOR.test(page[i]!.text.trim())) return true;
      const runsOn = atTop && open && r.kind === 'unsure' && /^[^\p{L}]*(?:\p{Ll}|\d)/u.test(page[i]!.text.trim());
      return evidence(i) === undefined && (r.kind === 'text' || r.kind === 'artifact' || runsOn);
    };
    let first = page.findIndex((_, i) => isText(i, true));
    if (first < 0) first = page.length;
    // The first line of text may be text only as the run-on of the page before (`45В) или…`, `1A, 1A по…`, read
    // alone neither prose nor furniture): the last line of text is never before it.
    let last = page.length - 1;
    while (last > first && !isText(last)) last--;
    // A few words of text cut off from the page's text by a strong piece of furniture stand among the
    // furniture (`Все права защищены.` under a file name): the text starts after them, or ends before.
    const sure = (i: number) => {
      if (isBlank(page[i]!)) return false;
      const r = reading(p, i);
      return (r.kind === 'furniture' && r.strong) || repeated.has(shapeOf(page[i]!.text));
    };
    const island = (from: number, step: 1 | -1): number | undefined => {
      let words = 0;
      let i = from;
      for (; i >= first && i <= last && !sure(i); i += step) {
        if (isBlank(page[i]!)) continue;
        const r = reading(p, i);
        if (r.kind === 'text' && STRUCTURE.has(r.why)) return undefined;
        words += page[i]!.text.split(/\s+/u).filter(Boolean).length;
      }
      if (i < first || i > last || words > ISLAND_WORDS) return undefined;
      const edge = i - step;
      while (i >= first && i <= last && !isText(i)) i += step;
      if (i < first || i > last) return undefined;
      // Not where a sentence runs on through the furniture: the island would be its other half.
      const [before, after] = step === 1 ? [page[edge]!, page[i]!] : [page[i]!, page[edge]!];
      const goesOn = (a: TextLine, b: TextLine) => !endsText(a.text) && STARTS_LOWER.test(b.text);
      const islandLines = page.slice(Math.min(from, edge), Math.max(from, edge) + 1).filter((l) => !isBlank(l));
      if (goesOn(before, after) || islandLines.some((l) => STARTS_LOWER.test(l.text))) return undefined;
      return i;
    };
    for (let next = island(first, 1); next !== undefined; next = island(first, 1)) first = next;
    for (let next = island(last, -1); next !== undefined; next = island(last, -1)) last = next;
    // A line is dropped at a page's edge only on evidence the text around it does not overrule: a line
    // right after the last line of text (no blank between), with no strong or repeated furniture evidence,
    // is the text's when the text runs into it (`…что по` / `Правило 50 - штрафная карта может быть`) or
    // runs on from it into the next page (`…Комит` / `ет по правилам`). Likewise before the first line.
    // A bare page number (`- 7 -`) is never a sentence's start or its cut-off end: the text runs on through it.
    // Right after means with no more blank lines between than the book's usual gap (none, unless every line has them).
    const weak = (i: number) => !isBlank(page[i]!) && !sure(i) && !isBarePageNumber(page[i]!.text);
    const beside = (i: number, step: 1 | -1): number | undefined => {
      let j = i + step;
      for (let gap = 0; j >= 0 && j < page.length && isBlank(page[j]!); j += step) if (++gap > bookGap) return undefined;
      return j >= 0 && j < page.length ? j : undefined;
    };
    const after = last >= first ? beside(last, 1) : undefined;
    if (after !== undefined && weak(after)) {
      const runsInto = !endsText(page[last]!.text) || goesOnFrom(page[last]!.text, page[after]!.text);
      const runsOn = !endsText(page[after]!.text) && nextPageStartsLower(p);
      if (runsInto || runsOn) last = after;
    }
    const before = first <= last ? beside(first, -1) : undefined;
    const startsOn = (i: number) => (open && !endsText(page[i]!.text)) || goesOnFrom(lastBefore, page[i]!.text);
    if (before !== undefined && weak(before) && (STARTS_LOWER.test(page[first]!.text) || startsOn(before))) first = before;
    const kept: TextLine[] = [];
    page.forEach((l, i) => {
      if (i < first || i > last) {
        // A line of only spaces is the page's, as in strip-web-chrome.
        if (isBlank(l)) drops.push(...dropAll(l, l.text === '' ? 'blank line' : 'web page chrome'));
        else drops.push(...dropAll(l, 'web page chrome', evidence(i) ?? (i < first ? 'before the first line of text' : 'after the last line of text')));
        return;
      }
      // Inside the text only strong or repeated furniture goes (flagged for strip-web-chrome).
      const repeatedHere = repeated.size > 0 && repeated.has(shapeOf(l.text));
      if (isBlank(l) || inList.has(i) || (!repeatedHere && !mayBeFurniture(l.text))) return void kept.push(l);
      const why = evidence(i);
      const r = reading(p, i);
      const strong = r.kind === 'furniture' && r.strong;
      // A menu inside the text that no page repeats is left to the segmenter, which drops it as one piece with a warning.
      const lone = !repeatedHere && r.kind === 'furniture' && r.why === 'menu line';
      kept.push(why && (strong || repeatedHere) && !lone ? { ...l, chrome: why } : l);
    });
    if (last >= 0 && last >= first) lastBefore = page[last]!.text;
    return kept;
  });
  return { pages: out, drops };
}
