/**
 * The layouts the commentary circulates in, as transforms of a source text: what a
 * web reader's export, a typewriter copy or a saved web page makes of the same text.
 * The ingest must give the same output for each (provenance aside). Used by the
 * property tests and by the bench's mixed-layout corpus.
 */

const MARK = /\s*(?:¶|\(DC4\))\s*$/u;
const LAW_HEADING = /^Правило\s+\d{1,2}\.\s/u;
const NUMBERED = /^\d{1,2}\.\d{1,2}\.\s/u;
const ITEM = /^\((?:[a-h]|[ivx]{1,4})\)\s/u;
const SPECIAL = /^(?:\.\.page|[–—]\s?\d|Примечани|Правило\s|\d+\.\d+\.|\(|\?{2}|={2}|(?:\d+\s+){4,}\d+\s*$)/u;

/** A law-text section or subsection marker (`B.Title`, `2.Title`): its title runs to the line end. */
const SECTION_MARK = /(?:^|\s)(?:[A-HАВСЕН]|\d{1,2})\.\p{Lu}/u;

const isBlank = (line: string) => line.trim() === '';
const endsParagraph = (line: string) => MARK.test(line);
const isCapitalsLine = (line: string) => {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase();
};
/** `Правило 63. УСТАНОВЛЕНИЕ…` in the commentary (capitals); a line of its own in the law text. */
const isLawHeading = (line: string, next: string | undefined) => LAW_HEADING.test(line) && (isCapitalsLine(line.replace(LAW_HEADING, '')) || (next !== undefined && isBlank(next)));

/** A one-word line that repeats a word of the line before it: echoed emphasis. */
const isEcho = (line: string, before: string | undefined) => {
  const t = line.trim();
  return before !== undefined && t !== '' && !/\s/u.test(t) && before.includes(t);
};

const splitLines = (text: string) => {
  const lines = text.split(/\r\n|\r|\n/u);
  if (lines.at(-1) === '') lines.pop();
  return lines;
};
const joinLines = (lines: string[]) => `${lines.join('\n')}\n`;

/** Every line followed by `blanks` blank lines (a web reader's export). */
export function interleaveBlankLines(text: string, blanks = 1): string {
  return joinLines(splitLines(text).flatMap((l) => [l, ...Array<string>(blanks).fill('')]));
}

/** Lines that start a paragraph: the first, and those after a paragraph end or a blank line. */
function paragraphStarts(lines: string[]): boolean[] {
  return lines.map((l, i) => {
    if (isBlank(l)) return false;
    if (i === 0) return true;
    let j = i - 1;
    while (j > 0 && isEcho(lines[j]!, lines[j - 1])) j--;
    if (isBlank(lines[j]!)) {
      // A word or sentence split across a blank line goes on; it does not start a paragraph.
      let k = j;
      while (k > 0 && isBlank(lines[k]!)) k--;
      return !(/^\p{Ll}/u.test(l) && !/[.!?…:;»"”)]\s*$/u.test(lines[k]!) && !endsParagraph(lines[k]!));
    }
    return endsParagraph(lines[j]!) || endsParagraph(lines[i - 1]!);
  });
}

/** Gaps between two words (Cyrillic or Latin letters on both sides) widened to `spaces` spaces, as a typist justified a line. */
const justify = (line: string, spaces: number) => (spaces <= 1 ? line : line.replace(/(?<=\p{L}[,;:]?) (?=\p{Ll})/gu, ' '.repeat(spaces)));

/**
 * Typewriter copy: a fixed margin, the first line of a paragraph deeper (by any indent, deeper
 * than a centred heading's offset too), law headings centred, and the lines of a paragraph
 * but its last justified (`justified` spaces between its words).
 */
export function typewriterIndent(text: string, margin = 6, indent = 4, justified = 1): string {
  const lines = splitLines(text);
  const starts = paragraphStarts(lines);
  let centredTitle = false;
  return joinLines(
    lines.map((l, i) => {
      if (isBlank(l)) return l;
      const goesOn = centredTitle && ((isCapitalsLine(l) && !NUMBERED.test(l)) || /^[?=\s]*\p{Ll}/u.test(l));
      const lawHeading = isLawHeading(l, lines[i + 1]);
      const heading = lawHeading || goesOn;
      centredTitle = lawHeading && !endsParagraph(l);
      const pad = heading ? margin + indent + 20 : starts[i] ? margin + indent : margin;
      const last = endsParagraph(l) || i + 1 >= lines.length || isBlank(lines[i + 1]!) || starts[i + 1];
      return ' '.repeat(pad) + (heading || last ? l : justify(l, justified));
    }),
  );
}

/** Words of a run re-wrapped at `width`, never leaving a one-word line (it would read as an echo). */
function wrapWords(words: string[], width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  if (out.length > 1 && !out.at(-1)!.includes(' ')) {
    const prev = out[out.length - 2]!.split(' ');
    if (prev.length > 1) {
      out[out.length - 1] = `${prev.pop()} ${out.at(-1)}`;
      out[out.length - 2] = prev.join(' ');
    }
  }
  return out;
}

/**
 * The text re-wrapped at another width. Lines that the ingest reads on their own stay
 * as they are: headings, numbered starts, items, markers, echoes and the line before
 * an echo, and every line named in `keep` (lines the overrides match by their text).
 */
export function rewrap(text: string, width: number, keep: (line: string) => boolean = () => false): string {
  const lines = splitLines(text);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push(...wrapWords(run.join(' ').split(/\s+/u).filter(Boolean), width));
    run = [];
  };
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    const fixed = isBlank(l) || MARK.test(l) && MARK.exec(l)!.index === 0 || SPECIAL.test(l.trim()) || SECTION_MARK.test(l) || l.includes('??') || keep(l) || isEcho(l, lines[i - 1]) || (next !== undefined && isEcho(next, l)) || isCapitalsLine(l);
    if (fixed) {
      flush();
      out.push(l);
      return;
    }
    if (!run.length && (NUMBERED.test(l) || ITEM.test(l))) {
      out.push(l);
      return;
    }
    const mark = MARK.exec(l)?.[0];
    run.push(mark ? l.slice(0, l.length - mark.length) : l);
    if (mark) {
      flush();
      out[out.length - 1] += mark;
    }
  });
  flush();
  return joinLines(out);
}

export type ParagraphEnd = '¶' | '(DC4)' | 'none';

/** Paragraph ends written as `¶`, as `(DC4)`, or as nothing but a blank line after the paragraph. */
export function switchParagraphEnds(text: string, to: ParagraphEnd): string {
  const lines = splitLines(text);
  const out: string[] = [];
  let blankAfterEchoes = false;
  lines.forEach((l, i) => {
    if (blankAfterEchoes && !isEcho(l, lines[i - 1]) ) {
      out.push('');
      blankAfterEchoes = false;
    }
    const mark = MARK.exec(l)?.[0];
    if (!mark) return void out.push(l);
    const bare = l.slice(0, l.length - mark.length);
    if (to !== 'none') return void out.push(bare === '' ? to : `${bare}${to}`);
    if (bare !== '') out.push(bare);
    const next = lines[i + 1];
    if (next !== undefined && isEcho(next, l)) blankAfterEchoes = true;
    else out.push('');
  });
  if (blankAfterEchoes) out.push('');
  return joinLines(out);
}

export interface Chrome {
  title: string;
  /** Where pager blocks go, as line indexes (taken modulo the line count). */
  at: number[];
  runIntoOneLine: boolean;
  page: number;
}

function pager(page: number, oneLine: boolean): string[] {
  const links = ['- << Первая', '- « Предыдущая', ...[page - 1, page, page + 1].filter((n) => n > 0).map((n) => `- ${n}`), '- Следующая »', '- Последняя >>'];
  return oneLine ? [links.join(' ')] : links;
}

/** The text as saved from a web library: header, alphabet bar, URL, pagers between pages, footer. */
export function wrapInWebChrome(text: string, c: Chrome): string {
  const lines = splitLines(text);
  const header = [`${c.title} — читать онлайн бесплатно`, 'А Б В Г Д Е Ж З И К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Э Ю Я A-Z', 'А-П', 'https://library.example/read/12.18/?page=1', '   '];
  const cuts = new Set(c.at.map((a) => a % Math.max(1, lines.length)));
  // Pages in a row: each cut starts the next page (a page number that skips would mean a page lost, issue 36).
  const page = new Map([...cuts].filter((i) => i > 0).sort((a, b) => a - b).map((i, k) => [i, c.page + k + 1]));
  const body = lines.flatMap((l, i) => (page.has(i) ? [...pager(page.get(i)!, c.runIntoOneLine), `Страница ${page.get(i)}`, 'www.library.example/ads/25.11', l] : [l]));
  const footer = [...pager(c.page, c.runIntoOneLine), `Читаем «${c.title}» полностью`];
  return joinLines([...header, ...body, ...footer]);
}

/**
 * Two files from one, cut before a line that starts a law or a numbered paragraph
 * after a paragraph end, with a law or a paragraph before it (each file is a source
 * of its own). `after` picks which such line (modulo their number); none → null.
 */
export function splitAtParagraph(text: string, after: number): [string, string] | null {
  const lines = splitLines(text);
  const part = (l: string) => /^(?:Часть|Раздел|Глава)\s+[IVXLC]+/u.test(l);
  const starts = (l: string) => LAW_HEADING.test(l) || NUMBERED.test(l) || part(l);
  /** The text line before `i` is a part heading or its underline: the cut goes before the part heading. */
  const afterPart = (i: number) => {
    let k = i - 1;
    while (k > 0 && (isBlank(lines[k]!) || /^[\s?=]+$/u.test(lines[k]!))) k--;
    return part(lines[k]!);
  };
  const first = lines.findIndex(starts);
  // Not between two printed page numbers: whether pages are missing is read from their sequence in one file.
  const pages = lines.flatMap((l, i) => (/^\s*[–—]\s?\d/u.test(l) ? [i] : []));
  const inBook = (i: number) => pages.some((p) => p < i) && pages.some((p) => p >= i);
  const cuts = lines.flatMap((l, i) => (i > first && first >= 0 && starts(l) && (endsParagraph(lines[i - 1]!) || isBlank(lines[i - 1]!)) && !inBook(i) && !afterPart(i) ? [i] : []));
  if (!cuts.length) return null;
  const at = cuts[after % cuts.length]!;
  return [joinLines(lines.slice(0, at)), joinLines(lines.slice(at))];
}

export interface Paging {
  /** Lines per page, in turn (a page boundary falls wherever the count ends). */
  sizes: number[];
  /** Furniture of the page's site: header and footer lines (their numbers move with the page). */
  sites: { header: string[]; footer: string[] }[];
  /** Lines of each page repeated at the top of the next (0: none). */
  overlap: number;
  /** Blank lines after every line, as a web reader exports it (0: none). */
  blanks: number;
}

/**
 * The text as a paged web book: cut into pages of `sizes` lines (inside paragraphs,
 * sentences, echoes and hyphenated words alike), each page wrapped in the furniture of
 * a site (in turn), the last `overlap` lines of a page repeated at the top of the next.
 */
export function cutIntoPages(text: string, p: Paging): string[] {
  const lines = splitLines(text);
  const pages: string[] = [];
  let at = 0;
  for (let k = 0; at < lines.length; k++) {
    const size = Math.max(1, p.sizes[k % p.sizes.length]!);
    const body = lines.slice(Math.max(0, at - (k > 0 ? p.overlap : 0)), at + size);
    const site = p.sites[k % p.sites.length]!;
    const moved = (ls: string[]) => ls.map((l) => l.replace(/\d+/gu, (d) => String(Number(d) + k)));
    const page = [...moved(site.header), '', ...body, '', ...moved(site.footer)];
    pages.push(p.blanks ? interleaveBlankLines(joinLines(page), p.blanks) : joinLines(page));
    at += size;
  }
  return pages;
}
