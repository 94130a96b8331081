import { EDITOR_NOTE, EMPHASIS, ERRATUM, FOOTNOTE } from '../types.ts';

const LETTER = /^\p{L}$/u;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** A letter (one code point, as a string). */
export const isLetter = (ch: string): boolean => LETTER.test(ch);
/** A letter or a digit: what words are made of (one code point, as a string). */
export const isWordChar = (ch: string): boolean => WORD_CHAR.test(ch);

/** Share of upper-case letters among letters: headings are typed in capitals. */
export function upperShare(text: string): number {
  let letters = 0;
  let upper = 0;
  for (const c of text) {
    const code = c.charCodeAt(0);
    // ASCII and basic Cyrillic without a regex; anything else by its Unicode class.
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x410 && code <= 0x42f)) {
      letters++;
      upper++;
    } else if ((code >= 0x61 && code <= 0x7a) || (code >= 0x430 && code <= 0x44f)) {
      letters++;
    } else if (code >= 0x80 && isLetter(c)) {
      letters++;
      if (c === c.toUpperCase() && c !== c.toLowerCase()) upper++;
    }
  }
  return letters === 0 ? 0 : upper / letters;
}

export const isCapitals = (text: string) => upperShare(text) >= 0.8 && /\p{L}{2}/u.test(text);

/** `ОТСУТСТВИЕ ВОЗМОЖНОСТИ…` → `Отсутствие возможности…` */
export function sentenceCase(title: string): string {
  const lower = title.toLocaleLowerCase('ru');
  return lower.replace(/\p{L}/u, (c) => c.toLocaleUpperCase('ru'));
}

/** What `\s` matches, by code unit. */
const isSpace = (c: number) =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** Already collapsed: white space only as single plain spaces between other characters. */
function isCollapsed(text: string): boolean {
  let previousSpace = true; // a space at the start is not collapsed
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) {
      previousSpace = false;
      continue;
    }
    if (c !== 0x20 || previousSpace) return false;
    previousSpace = true;
  }
  return !previousSpace || text.length === 0;
}

/** Runs of white space as one space, ends trimmed; most texts already are (a scan is cheaper than a replace). */
export const collapseSpaces = (text: string) => (isCollapsed(text) ? text : text.replace(/\s+/gu, ' ').trim());

/** The character (code point) that ends just before `at`, '' at the start. */
export const charBefore = (text: string, at: number): string => {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text[at - 1]!;
};

/** The character (code point) that starts at `at`, '' at the end. */
export const charAt = (text: string, at: number): string => (at >= text.length ? '' : String.fromCodePoint(text.codePointAt(at)!));

/**
 * Where `word` stands in `text` with no `isPart` character on either side, left to
 * right and without overlapping, as a global regex with lookarounds finds it.
 */
export function* wholeOccurrences(text: string, word: string, isPart: (ch: string) => boolean): Generator<number> {
  if (word === '') return;
  for (let at = text.indexOf(word); at >= 0; ) {
    if (!isPart(charBefore(text, at)) && !isPart(charAt(text, at + word.length))) {
      yield at;
      at = text.indexOf(word, at + word.length);
    } else {
      at = text.indexOf(word, at + 1);
    }
  }
}

const NOTE_RUN = new RegExp(`${EDITOR_NOTE}[^${EDITOR_NOTE}]*${EDITOR_NOTE}`, 'gu');
const MARKS = new RegExp(`[${EMPHASIS}${ERRATUM}]`, 'gu');
const FOOTNOTE_REF = new RegExp(`${FOOTNOTE}[^${FOOTNOTE}]*${FOOTNOTE}`, 'gu');

/** Text without its emphasis and erratum marks, and without editorial notes and footnote references: the words of the (corrected) source. */
export const plain = (text: string) => {
  if (!text.includes(EMPHASIS) && !text.includes(ERRATUM) && !text.includes(EDITOR_NOTE) && !text.includes(FOOTNOTE)) return text;
  return text.replace(NOTE_RUN, '').replace(FOOTNOTE_REF, '').replace(MARKS, '');
};

/** A line that ends a sentence (or a clause that may end a line: «:», «;»), closing quotes and brackets allowed. */
export const endsSentence = (text: string): boolean => /[.!?…:;»"”)]\s*$/u.test(text);

/** Text that stops mid-sentence: no closing punctuation, an open bracket, or a dangling «см.». */
export function looksCutOff(text: string): boolean {
  const t = plain(text).trim();
  if (!/[.!?…»"”)]$/u.test(t)) return true;
  if (/(?:^|[\s(])(?:см|п|пп|ср)\.$/u.test(t)) return true;
  const opened = (t.match(/\(/gu) ?? []).length;
  const closed = (t.match(/\)/gu) ?? []).length;
  return opened > closed;
}

/** A line that stops where a number must follow: «см. п.», «ст.», «Правилу», «и», a comma. */
const WANTS_A_NUMBER = /(?:(?:^|[\s(])(?:см|п|пп|п\.\s?п|ср|ст|пр|прав)\.|(?:^|\s)(?:правил\p{L}*|пункт\p{L}*|и|или|в|во|с|со|к|по|на|из|от)|,|\s[-–—])$/iu;

export const wantsANumber = (text: string): boolean => WANTS_A_NUMBER.test(plain(text).trim());

/**
 * An entry of a list that is no commentary: a subject index (`контра 19, 35`, `болван, 57.7; 61.3`: words, then the numbers
 * of the places they are found) or a contents list (`Правило 17. Начало торговли ...... 14`: a title and
 * its page after a leader). No sentence ends it and no paragraph number opens it.
 */
export function isListEntry(text: string): boolean {
  // Every entry ends with its number, or a provision's letter (`63А`; a mark or two after it at most): most lines are ruled out here.
  if (!/\d[A-IАВСЕН]?[^\p{L}\d]{0,3}$/u.test(text)) return false;
  const t = plain(text).trim();
  if (/^\d{1,2}\.\d/u.test(t)) return false;
  if (/(?:\.{3,}|…+)\s*\d{1,4}$/u.test(t)) return true;
  // Its places: pages (`19`), or paragraphs and provisions of the Laws (`57.7`, `63А`, `61B2`), after commas or semicolons.
  return /^[\p{L}«"][\p{L}\p{M}\s«»"'’()-]*?\p{L}[»")]?,?\s+\d{1,4}(?:\.\d{1,2}|[A-IАВСЕН]\d{0,2})?(?:\s*[,;–-]\s*\d{1,4}(?:\.\d{1,2}|[A-IАВСЕН]\d{0,2})?)*$/u.test(t);
}

/** A page's number on a line of its own (`- 7 -`, `— 12 —`, `[7]`, `15`): no sentence starts or ends so. */
export const isBarePageNumber = (text: string): boolean => /^\s*[-–—[(]?\s*\d{1,4}\s*[-–—\])]?\s*$/u.test(text);

/** A list that is no commentary runs for this many entries at least: one or two such lines are text or furniture. */
export const LIST_ENTRIES = 3;
