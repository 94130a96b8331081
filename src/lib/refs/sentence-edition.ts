/**
 * Which edition of the Laws a plain id in running text speaks of («В 1987 году это 53C, в
 * 2017 году — 53B»; "(43B3 under the 2017 Laws)"; "53C by the 1997 text, 53B in 2017"): the
 * edition named in the id's clause, nearest before it or else after it; else the one named
 * nearest before the clause in its sentence; else the text's own. A bracket is read first as
 * a text of its own («(текст 1997 года, 25B2(b)(2))»: its comma does not part the id from its
 * year); when it names no edition, it is one word of the clause it stands in. What another
 * bracket names is its own business: it speaks for nothing outside it. A commentary paragraph
 * (57.6) is the 1987 commentary's wherever it stands: its callers decide that. The 1997 text
 * stands for the 1987 Code where only two editions are told apart (the site shows it for the
 * 1987 Laws), and the 1988 amendments belong to the 1987 Code.
 *
 * Small and dependency-free: the demos' browser code runs it on every ruling.
 */

export type SentenceEdition = '1987' | '2017';
export type Year = '1987' | '1997' | '2017';

/** A year naming an edition, or the word the site uses for the 1987 Code («по Кодексу», "the Code"). */
const YEAR = /(?<!\d)(?:198[78]|1997|2017)(?!\d)|Кодекс|\bCode\b/gu;
/**
 * The end of a sentence: «;», or «.» before a capital or the end («1987 г. с поправкой», «п. 64.2»
 * go on), but not the dot of an initial («А. Рыбникова»).
 */
const STOP = /;|(?<!(?:^|[\s(«"“])\p{Lu})\.(?=\s+[«"“(]?\p{Lu}|\s*$)/gu;
/** The end of a clause besides: a comma, or a dash between words. */
const CLAUSE = /,|\s[—–]\s/gu;

const yearOf = (w: string): Year => (w === '1997' || w === '2017' ? w : '1987');

/** The span of `text` around `[at, end)` bounded by `re`'s matches. */
function spanAround(text: string, at: number, end: number, re: RegExp, start = 0, to = text.length): [number, number] {
  let from = start;
  for (const m of text.slice(start, to).matchAll(re)) {
    const i = start + m.index;
    if (i < at) from = i + m[0].length;
    else if (i >= end) return [from, i];
  }
  return [from, to];
}

/**
 * `text` with every bracket that does not hold `[at, end)` blanked, its brackets too, and the
 * innermost bracket that does: where its `(` and `)` stand (null when the part is outside any).
 */
function bracketsAround(text: string, at: number, end: number): [string, [number, number] | null] {
  let around: [number, number] | null = null;
  // Innermost first; a bracket that holds the part keeps its text, its marks made inert.
  for (let m; (m = /\(([^()]*)\)/u.exec(text)); ) {
    const [o, c] = [m.index, m.index + m[0].length - 1];
    const holds = o < at && c >= end;
    if (holds) around ??= [o, c];
    text = text.slice(0, o) + (holds ? `[${m[1]}]` : ' '.repeat(m[0].length)) + text.slice(c + 1);
  }
  return [text, around];
}

/** The year named for `[at, end)` within the window `[lo, hi)` of `text` (brackets already blanked). */
function yearWithin(text: string, at: number, end: number, lo: number, hi: number): RegExpMatchArray | undefined {
  const [sFrom, sTo] = spanAround(text, at, end, STOP, lo, hi);
  const [cFrom, cTo] = spanAround(text, at, end, CLAUSE, sFrom, sTo);
  return [...text.slice(cFrom, at).matchAll(YEAR)].pop() ?? text.slice(end, cTo).match(YEAR) ?? [...text.slice(sFrom, cFrom).matchAll(YEAR)].pop();
}

/** The edition `text` names for its part `[at, end)`; null when none is named around it. */
export function namedYear(text: string, at: number, end: number): Year | null {
  if (text.search(YEAR) < 0) return null;
  const [plain, around] = bracketsAround(text, at, end);
  if (!around) {
    const named = yearWithin(plain, at, end, 0, text.length);
    return named ? yearOf(named[0]) : null;
  }
  // In a bracket, a year after the id's clause counts too: «(25B2(b)(2), по тексту 1997 года)».
  const inside = yearWithin(plain, at, end, around[0] + 1, around[1]) ?? plain.slice(end, around[1]).match(YEAR);
  return inside ? yearOf(inside[0]) : namedYear(text, around[0], around[1] + 1);
}

/** The edition, of two, that `text`'s part `[at, end)` speaks of: the one named around it, else `own`. */
export function sentenceEdition(text: string, at: number, end: number, own: SentenceEdition): SentenceEdition {
  const year = namedYear(text, at, end);
  return year === null ? own : year === '2017' ? '2017' : '1987';
}
