/**
 * findTypedRef: the id a reader typed into a search box, anywhere in the query and in
 * whatever form a hurried hand gives it — «law 64 b 3», «para 57.4 c», «правило 63 а4»
 * (Cyrillic letter), «п.64.2», «ст. 12», "L64B3", "art. 12", «63А4», «62с», «63.5».
 *
 * Not for running text (that is findRefs, which must not read «12 в» as 12B): here the
 * components of an id may stand apart only after a word that introduces an id (Law,
 * Правило, п., ст., para, art., §, a bare "L" glued to the number); without one, only an
 * id written as one token counts, and a bare number is a number, not a law. A spaced
 * letter belongs to the id only when the query ends after it or a digit or punctuation
 * follows («правило 63 в торговле» is Law 63, then words).
 *
 * A Russian hand also types a section letter by its sound, where the letter has no Cyrillic
 * look-alike: «65 б1» is 65B1, «64д» is 64D (б, г, д, ф; not «и», a word). Only here: in running
 * text «б» is a word.
 */
import { CYRILLIC_LOOKALIKES } from './letters';
import { Ref } from './ref';

export interface TypedRef {
  ref: Ref;
  /** Where the id (its introducing word included) is in the query. */
  start: number;
  end: number;
}

/**
 * The patterns, built on first use: nothing runs when the module is merely imported, so a
 * page that imports the refs module for something else carries none of it (tree-shaken).
 */
/** Cyrillic letters read as the Latin section letter they sound like (those with a look-alike are in letters.ts). */
const SOUND_ALIKES: Readonly<Record<string, string>> = { б: 'b', г: 'g', д: 'd', ф: 'f' };
const latin = (s: string): string => s.replace(/[бгдф]/giu, (c) => SOUND_ALIKES[c.toLowerCase()]!);

let compiled: { typed: RegExp; token: RegExp } | undefined;
function patterns(): { typed: RegExp; token: RegExp } {
  if (compiled) return compiled;
  const LOOKALIKES = Object.keys(CYRILLIC_LOOKALIKES).join('');
  const LETTER = `[a-z${LOOKALIKES}${Object.keys(SOUND_ALIKES).join('')}]`;
  /** What may follow a letter that stands apart from the id: the end, a digit, a space and a digit, punctuation. */
  const LETTER_END = `(?=\\s*(?:$|\\d|[.,;:!?)\\]»"'”(]))`;
  const GAP = `\\s*[-.]?\\s*`;
  /** Words that introduce an id: every case of «правило», «пункт», «статья»; п., пп., ст.; Law, para, art., §; L glued to a number. */
  const INTRO =
    `(?:(?<![\\p{L}\\d])(?:правил[а-яё]*|пункт[а-яё]*|стать[а-яё]*|ст\\.?|п\\.\\s*п\\.|пп\\.?|п\\.?|laws?|para(?:graph)?s?\\.?|commentary|comment|articles?|art\\.?|§+|№)\\s*:?\\s*` +
    `|(?<![\\p{L}\\d])l(?=\\d))`;
  /** With an introducing word: components may stand apart. */
  const SPACED =
    `(?<num>\\d{1,2})(?![\\d])(?:` +
    // commentary: 57.4, 57.4 c, 57.4(c), 61.5 (iv)
    `\\.(?<para>\\d{1,2})(?!\\d)(?:\\s*\\.?\\s*(?:\\((?<pitem>[ivx]{1,6}|${LETTER})\\)|(?<pitem2>[ivx]{1,6}|${LETTER})${LETTER_END}))?` +
    // law: 64 b 3, 64-B-3, 63 а4, 31 a 2 b
    `|${GAP}(?<sec>${LETTER})(?:${GAP}(?<sub>\\d{1,2})(?!\\d)(?:\\s*\\(?(?<item>${LETTER})\\)?${LETTER_END})?|${LETTER_END})` +
    `)?(?![\\p{L}\\d])`;
  compiled = {
    typed: new RegExp(`(?<intro>${INTRO})${SPACED}`, 'iu'),
    /** Without one: an id written as one token (63А4, 62с, 63.5, 61.5(i)). */
    token: /(?<![\p{L}\d.])\d{1,2}(?:\.\d{1,2}(?:\([a-z]+\))?|[\p{L}](?:\d{1,2}(?:\(?[\p{L}]\)?)?)?)(?![\p{L}\d]|\.\d)/giu,
  };
  return compiled;
}

function refOf(g: Record<string, string | undefined>): Ref | null {
  if (g.para !== undefined) {
    const item = g.pitem ?? g.pitem2;
    return Ref.parse(latin(`${g.num}.${g.para}${item ? `(${item})` : ''}`));
  }
  return Ref.parse(latin(`${g.num}${g.sec ?? ''}${g.sub ?? ''}${g.item ?? ''}`));
}

/** The first id typed in the query, or null. */
export function findTypedRef(query: string): TypedRef | null {
  const { typed: TYPED, token } = patterns();
  const typed = TYPED.exec(query);
  if (typed) {
    const ref = refOf(typed.groups ?? {});
    if (ref) return { ref, start: typed.index, end: typed.index + typed[0].length };
  }
  for (const m of query.matchAll(token)) {
    const ref = Ref.parse(latin(m[0]));
    // As in running text: a single-digit law with a letter alone is a bid («2С»), not Law 2C.
    if (ref && (ref.kind === 'commentary' || (ref.section !== null && (ref.law >= 8 || ref.subsection !== null)))) return { ref, start: m.index, end: m.index + m[0].length };
  }
  return null;
}
