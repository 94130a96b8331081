/**
 * Which edition of the Laws a plain id in running text speaks of («В 1987 году это 53C, в
 * 2017 году — 53B»; "(43B3 under the 2017 Laws)"; "53C by the 1997 text, 53B in 2017"): the
 * edition named in the id's clause, nearest before it or else after it; else the one named
 * nearest before the clause in its sentence; else the text's own. A commentary paragraph
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
/** The end of a sentence: «;», or «.» before a capital or the end («1987 г. с поправкой», «п. 64.2» go on). */
const STOP = /;|\.(?=\s+\p{Lu}|\s*$)/gu;
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

/** The edition `text` names for its part `[at, end)`; null when none is named around it. */
export function namedYear(text: string, at: number, end: number): Year | null {
  const [sFrom, sTo] = spanAround(text, at, end, STOP);
  const [cFrom, cTo] = spanAround(text, at, end, CLAUSE, sFrom, sTo);
  const named = [...text.slice(cFrom, at).matchAll(YEAR)].pop() ?? text.slice(end, cTo).match(YEAR) ?? [...text.slice(sFrom, cFrom).matchAll(YEAR)].pop();
  return named ? yearOf(named[0]) : null;
}

/** The edition, of two, that `text`'s part `[at, end)` speaks of: the one named around it, else `own`. */
export function sentenceEdition(text: string, at: number, end: number, own: SentenceEdition): SentenceEdition {
  const year = namedYear(text, at, end);
  return year === null ? own : year === '2017' ? '2017' : '1987';
}
