/**
 * findRefs: find every citation of a law or a commentary paragraph in running text.
 *
 * Each match keeps the text exactly as written (`text === input.slice(start, end)`),
 * so a link can be laid over it without touching the wording. A list yields one match
 * per cited item: «Правилами 30, 31 или 32» → «Правилами 30», «31», «32».
 *
 * Recognised (whitespace, including line breaks, allowed between words):
 *   • a law word + law ids:        «Правилу 74С4», «Правила 26, 23В и 25», "Laws 50 or 51"
 *   • a paragraph word + para ids: «п.57.4.», «п.п. 50.9. и 51.4.», «п. 61.5.(i)», "paras 50.9 and 51.4"
 *   • a bare para id with a cue:   «см. 29.2.», «как в 29.2. выше», "see 63.5", "63.5 above"
 *   • a bare law id with a section letter: «обозначение 63А4», "see 63A4"
 *     (single-digit laws need a cue or a subsection, so bids like "2C", "3H" stay text).
 *   • an edition: a tag after a law citation, «Правило 64А (2017)», «(2017 г.)», «(2017 года)»,
 *     "Law 64A (2017)", or a prefix, `2017:64A`, `2017: 64A` (1997 likewise; 1987, the default,
 *     reads as a plain ref); not a year after a word ("in 2017: 63A4" is prose, probe round 11). The tag belongs to the written text of the match (the link covers it), and it
 *     applies to every item of the list it closes: «Правила 64А и 64В (2017)» → 2017:64A, 2017:64B.
 * (The linker reads more words with another grammar: `c`, src/lib/embed/linker-words.ts.)
 * Never linked: years and other numbers outside 1..93, quantities («87 года», «4 руки»),
 * bare numbers, and the word «правило» without a number.
 */
import { CYRILLIC_LOOKALIKES } from './letters';
import { type Edition, Ref, SECTION_LETTERS, type Lang } from './ref';
import { VOCABULARY, type Vocabulary } from './vocabulary';

export interface RefMatch {
  /** Offset of the first character of the citation in the input. */
  start: number;
  /** Offset just past the citation. */
  end: number;
  /** The citation as written: `input.slice(start, end)`. */
  text: string;
  ref: Ref;
}

/** Upper-case Latin section letters and their Cyrillic look-alikes: A-I, А В С Е Н. */
const SECTION_CHARS =
  SECTION_LETTERS +
  Object.entries(CYRILLIC_LOOKALIKES)
    .filter(([cyr, lat]) => cyr === cyr.toUpperCase() && SECTION_LETTERS.includes(lat))
    .map(([cyr]) => cyr)
    .join('');
/** Lower-case item letters: Latin a-z and Cyrillic look-alikes. */
const ITEM_CHARS =
  'a-z' +
  Object.keys(CYRILLIC_LOOKALIKES)
    .filter((cyr) => cyr === cyr.toLowerCase())
    .join('');

/** 63 · 63А · 63A4 · 31А2(b) · 31A2b — never followed by a letter, a digit or «.digit» (63.5 is no law). */
const SUBSECTION = `\\d{1,2}(?:\\([${ITEM_CHARS}]\\)|[${ITEM_CHARS}])?`;
const LAW_ID = `\\d{1,2}(?:[${SECTION_CHARS}](?:${SUBSECTION})?)?(?![\\p{L}\\d])(?!\\.\\d)`;
/**
 * After a law word, a section may also stand apart from the number («Правило 64 B2», «правило 63 а4»,
 * "Law 40 B."): with its subsection, or alone before punctuation, the end or another id of a list
 * ("Laws 64 A and 64 B") — not a word's first letter («Правило 40 В настоящем…», "Law 40 A player…").
 * Glued to the number it may also be «Б» («Правилу 64Б2», «ст.64б»: forums write so): B by its sound
 * and by its place in the Russian alphabet alike; apart from the number only with its subsection
 * («по правилу 64 Б2»), for «б» alone there is a word.
 */
const NAMED_LAW_ID = `\\d{1,2}(?:\\s?[${SECTION_CHARS}](?:${SUBSECTION}|(?=[.,;:!?)\\]»"'”…]|$|\\s(?:and|or|и|или)\\s+\\d))|(?:\\s(?=[Бб]\\d))?[${SECTION_CHARS}Бб](?:${SUBSECTION})?)?(?![\\p{L}\\d])(?!\\.\\d)`;
/**
 * 63.5 · 61.5(i) · 61.5.(i) (the Russian sources put a dot before an item). A dot after an id is
 * punctuation, outside the link: it ends a sentence («см. п. 62.4.»), or closes the id as the
 * Russian sources close each one («п.п. 50.9. и 51.4.»: a list and a cue read on across it).
 */
const PARA_ID: Record<Lang, string> = {
  ru: `\\d{1,2}\\.\\d{1,2}(?!\\d)(?:\\.?\\((?:[ivx]{1,6}|[a-z])\\))?`,
  en: `\\d{1,2}\\.\\d{1,2}(?!\\d)(?:\\((?:[ivx]{1,6}|[a-z])\\))?`,
};
/** The dot that closes a paragraph id, right after one: a list or a cue after the id reads on across it. */
const CLOSING_DOT = `(?:(?<=\\d\\.\\d{1,2}(?:\\([a-z]{1,6}\\))?)\\.)?`;

const LAW_ID_Y = new RegExp(LAW_ID, 'uy');
/** After a law word or an edition prefix («статья 45с4», «Правило 63а4», `2017:64a`), a section letter may be in lower case too. */
const NAMED_LAW_ID_Y = new RegExp(NAMED_LAW_ID, 'iuy');
/** An edition tag right after a law citation: « (2017)», « (2017 г.)», « (1997 года)». */
const EDITION_TAG_Y = /\s*\(\s*(1987|1997|2017)(?:\s*(?:г\.?|года?))?\s*\)/uy;
/** Between a law word and its first id: «Правил: 30». */
const AFTER_LAW_WORD_Y = /\s*:?\s*/uy;
const AFTER_PARA_WORD_Y = /\s*/uy;
/** What may follow the last item of a list for a weak (single-digit, letterless) item to count. */
const LIST_END_RE = /^\s*(?:$|[.,;:!?)\]»"'”…¶(])/u;

/** A grammar compiled from a {@link Vocabulary} (the linker's adds forum words: src/lib/embed/linker-words.ts). */
export interface Compiled {
  head: RegExp;
  paraId: RegExp;
  join: RegExp;
  cueBefore: RegExp;
  cueAfter: RegExp;
  unit: RegExp;
}

export function compile(v: Vocabulary, lang: Lang): Compiled {
  return {
    paraId: new RegExp(PARA_ID[lang], 'uy'),
    // A paragraph's word before a law's: the linker's grammar reads a law word before a paragraph's id as one (linker-words.ts).
    head: new RegExp(
      `(?<para>${v.paraWord})|(?<law>${v.lawWord})|(?<ed>(?<![\\p{L}\\d:])(?:1987|1997|2017)(?::|(?<!\\p{L}\\s\\d{4})\\s*:\\s*)(?=\\d))|(?<num>(?<![\\p{L}\\d])(?<!\\d[.,])\\d)`,
      'giu',
    ),
    // An optional gloss without digits («30 (пас вне очереди), 31»), then a list joiner.
    join: new RegExp(`${CLOSING_DOT}(?:\\s*\\([^()\\d]{1,80}\\))?${v.listJoin}`, 'iuy'),
    cueBefore: new RegExp(v.cueBefore, 'iu'),
    cueAfter: new RegExp(v.cueAfter, 'iu'),
    unit: new RegExp(`^\\s*${v.units}(?![\\p{L}])`, 'iu'),
  };
}

const COMPILED: Record<Lang, Compiled> = {
  ru: compile(VOCABULARY.ru, 'ru'),
  en: compile(VOCABULARY.en, 'en'),
};

type IdKind = 'law' | 'para';

interface Item {
  start: number;
  end: number;
  ref: Ref;
}

/**
 * The grammar of a text about the Laws through and through (a concordance note): a bare
 * paragraph id («(62.7)», «после 27.8») or a law id with a section letter («(1C)») is a
 * citation there without a cue, for no number there is a quantity of that shape.
 */
export const cueless = (lang: Lang): Compiled => ({ ...COMPILED[lang], cueBefore: /(?:)/u });

export function findRefs(text: string, lang: Lang, c: Compiled = COMPILED[lang]): RefMatch[] {
  const out: RefMatch[] = [];
  const head = new RegExp(c.head.source, c.head.flags);
  let m: RegExpExecArray | null;
  while ((m = head.exec(text)) !== null) {
    const items = withEditionTag(text, matchAt(text, m, c));
    if (items && items.length > 0) {
      for (const it of items) out.push({ ...it, text: text.slice(it.start, it.end) });
      head.lastIndex = items[items.length - 1]!.end;
    } else {
      head.lastIndex = m.index + 1;
    }
  }
  return out;
}

function matchAt(text: string, m: RegExpExecArray, c: Compiled): Item[] | null {
  const start = m.index;
  const g = m.groups ?? {};
  if (g.law !== undefined) {
    const idPos = skip(AFTER_LAW_WORD_Y, text, start + m[0].length);
    // «из Правил: 30 (пас вне очереди), 31 …»: past a colon and a space a law word's citation is
    // the list alone; a short mark («L: 63», «L:63») stays one citation with it.
    const prose = m[0].length > 3 && text.slice(start, idPos).includes(": ");
    return readList('law', text, prose ? idPos : start, idPos, c);
  }
  if (g.para !== undefined) {
    const idPos = skip(AFTER_PARA_WORD_Y, text, start + m[0].length);
    return readList('para', text, start, idPos, c);
  }
  if (g.ed !== undefined) {
    // `2017:64A`: the edition prefix is part of the written citation.
    const law = readId('law', text, start + m[0].length, c, true);
    return law ? [{ ...law, start, ref: inEdition(law.ref, /^\d{4}/u.exec(g.ed)![0]) }] : null;
  }
  // A bare number: a paragraph id with a cue, or a law id with a section letter.
  const cued = c.cueBefore.test(text.slice(Math.max(0, start - 40), start));
  const para = readId('para', text, start, c);
  if (para) {
    if (cued || c.cueAfter.test(text.slice(para.end, para.end + 20).replace(/^\./u, ''))) {
      return readList('para', text, start, start, c);
    }
    return null;
  }
  const law = readId('law', text, start, c);
  if (law && law.ref.section !== null && (law.ref.law >= 8 || law.ref.subsection !== null || cued)) {
    return [law];
  }
  return null;
}

/** The ref in an edition: 1987, the commentary's Code, is the plain ref. */
function inEdition(ref: Ref, edition: string): Ref {
  return edition === '1987' ? ref : ref.inEdition(edition as Edition);
}

/**
 * A law citation (or list) followed by an edition tag: the last match takes the tag into its
 * written text, and every item of the list takes the edition. A prefixed one keeps its edition.
 */
function withEditionTag(text: string, items: Item[] | null): Item[] | null {
  if (!items || items.length === 0) return items;
  const last = items[items.length - 1]!;
  if (last.ref.kind !== 'law' || last.ref.edition !== null) return items;
  EDITION_TAG_Y.lastIndex = last.end;
  const tag = EDITION_TAG_Y.exec(text);
  if (!tag) return items;
  const edition = tag[1]!;
  return items.map((it, i) => ({
    start: it.start,
    end: i === items.length - 1 ? last.end + tag[0].length : it.end,
    ref: inEdition(it.ref, edition),
  }));
}

function skip(re: RegExp, text: string, pos: number): number {
  re.lastIndex = pos;
  const m = re.exec(text);
  return m ? pos + m[0].length : pos;
}

/** The id at `pos`; `named`: a law word or an edition prefix stands before it (a law id may then have a lower-case section letter). */
function readId(kind: IdKind, text: string, pos: number, c: Compiled, named = false): Item | null {
  const re = kind === 'para' ? c.paraId : named ? NAMED_LAW_ID_Y : LAW_ID_Y;
  re.lastIndex = pos;
  const m = re.exec(text);
  if (!m) return null;
  const ref = Ref.parse(m[0].replace(/\s/gu, '').replace(/[Бб]/u, 'B'));
  if (!ref) return null;
  const end = pos + m[0].length;
  if (kind === 'law' && c.unit.test(text.slice(end, end + 30))) return null;
  return { start: pos, end, ref };
}

/** The first id (its match starting at `start`, the word included) and every further list item. */
function readList(kind: IdKind, text: string, start: number, idPos: number, c: Compiled): Item[] | null {
  const first = readId(kind, text, idPos, c, true);
  if (!first) return null;
  const items: Item[] = [{ ...first, start }];
  let end = first.end;
  for (;;) {
    c.join.lastIndex = end;
    const j = c.join.exec(text);
    if (!j) break;
    const next = readId(kind, text, end + j[0].length, c, true);
    if (!next) break;
    items.push(next);
    end = next.end;
  }
  // A trailing list item that is just one digit («…, 2 или более карт») is more likely a
  // quantity than a law: keep it only when the list visibly ends after it.
  while (items.length > 1) {
    const last = items[items.length - 1]!;
    const weak = last.ref.kind === 'law' && last.ref.section === null && last.ref.law < 10;
    if (!weak || LIST_END_RE.test(text.slice(last.end, last.end + 5))) break;
    items.pop();
  }
  return items;
}
