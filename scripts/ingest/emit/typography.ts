import Typograf from 'typograf';
import { isCapitals, isWordChar, plain, sentenceCase } from '../shape/text-shape.ts';

/**
 * Russian typography with typograf: «» quotes, dashes, non-breaking spaces.
 * Only rules that change spacing and punctuation are on: nothing that rewrites
 * words, numbers or references (no fractions, ©, keyboard-layout fixes, or
 * repeated-word removal — the sources legitimately say «(c)»).
 */
const RULES = [
  'common/space/delRepeatSpace',
  'common/space/trimLeft',
  'common/space/trimRight',
  'common/punctuation/quote',
  'common/punctuation/hellip',
  'ru/dash/main',
  'common/nbsp/afterShortWord',
  'ru/nbsp/see',
];

const typograf = new Typograf({ locale: ['ru', 'en-US'], disableRule: '*', enableRule: RULES });

const WORDS = /[\p{L}\p{N}]+/gu;

/** The words and numbers of a text, in order. Emphasis marks are not word characters: they split words alike before and after. */
export const wordsOf = (text: string) => text.match(WORDS) ?? [];

/**
 * Length (1 or 2 code units) of the letter or digit at `i`, or 0: what `wordsOf`
 * counts as word characters, with ASCII and Cyrillic decided without a regex.
 */
function wordUnitAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ? 1 : 0;
  if (c >= 0x410 && c <= 0x44f) return 1;
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) return isWordChar(s.slice(i, i + 2)) ? 2 : 0;
  return isWordChar(s[i]!) ? 1 : 0;
}

/** The same words in the same order (`wordsOf(a)` equals `wordsOf(b)`), in one pass without building them. */
export function sameWords(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && wordUnitAt(a, i) === 0) i++;
    while (j < b.length && wordUnitAt(b, j) === 0) j++;
    if (i >= a.length || j >= b.length) return i >= a.length && j >= b.length;
    // Compare one word: the same code units, ending together.
    for (;;) {
      const n = wordUnitAt(a, i);
      const m = wordUnitAt(b, j);
      if (n === 0 || m === 0) {
        if (n !== m) return false;
        break;
      }
      if (n !== m || a.charCodeAt(i) !== b.charCodeAt(j) || (n === 2 && a.charCodeAt(i + 1) !== b.charCodeAt(j + 1))) return false;
      i += n;
      j += m;
    }
  }
}

/** typograf alone, without the guard (the benchmark measures it as a floor under the ingest). */
export const typesetOnly = (text: string): string => typograf.execute(text);

const NBSP = '\u00a0';
/** «п.», «п.п.», «пп.» before a number: the number never starts a line (`п.23.3.` gets its space). */
const PARA_SIGN = /(?<!\p{L})(п\.[ \u00a0]?п\.|пп\.|п\.)[ \u00a0]?(?=\d)/gu;
/** «Правило», «Правила», «Правилу», «правилом» … before a law number (1–93: «Правила 1975 года» is a year). */
const LAW_WORD = /(?<!\p{L})([Пп]равил(?:о|а|у|ом|е|ам|ами|ах)?) (?=\d{1,2}(?!\d))/gu;
/** A sentence's full stop inside the closing quote (after a word, not an abbreviation like «т.д.»). */
const STOP_IN_QUOTE = /(?<=\p{L}{3})\.»(?![.,;:!?])/gu;

/**
 * The house rules typograf has no rule for: a no-break space joins «п.»/«п.п.» and
 * «Правило…» to the number that follows; a quoted sentence's full stop stands outside
 * the closing «» (Russian style: «…разрешает последнее».).
 */
export function houseRules(text: string): string {
  return text
    .replace(PARA_SIGN, (_, sign: string) => `${sign.replace(/[ \u00a0]/gu, '')}${NBSP}`)
    .replace(LAW_WORD, `$1${NBSP}`)
    .replace(STOP_IN_QUOTE, '».');
}

/**
 * A part heading in the case of every other heading: sentence case. The sources type
 * some in capitals («Часть IV - ВЗЯТКИ») and some not («Раздел III - Фальшренонс»);
 * law titles typed in capitals are already set in sentence case, and so are the
 * catalogue's parts.
 */
export function partHeadingCase(heading: string): string {
  const m = /^(\S+\s+[IVXLC]+\s*[-–—]\s*)(.+)$/u.exec(heading);
  return m && isCapitals(m[2]!) ? `${m[1]}${sentenceCase(m[2]!)}` : heading;
}

export function typographRu(text: string): string {
  const out = houseRules(typesetOnly(text));
  // A guard, not a fallback: a rule that changed words is a bug to fix here.
  if (!sameWords(text, out)) throw new Error(`typography changed the words of: ${text.slice(0, 80)}`);
  return out;
}

/** A law's number at the start of its quoted text: `63А4 Внимание…`. */
const LAW_NUMBER_FIRST = /^\d{1,2}[A-HА-Н]\d{0,2}\s+\p{Lu}/u;
const WHOLLY_QUOTED = /^["«„][^"«»„“]+["»“][.]?$/u;
/** The commentator's remark after a quoted text: `(Примечание: …)`, `(Замечание: …)`. */
const REMARK = /\s(?=\((?:Примечание|Замечание)\s*:)/u;

/**
 * A text of the Laws quoted whole in a paragraph is set apart as a quote: a block that
 * follows a lead-in ending in a colon («…звучит так:», «…добавлено следующее:») and is
 * either wholly in quotes or starts with the law's number. A remark in brackets after
 * the quoted text is the commentator's and follows the quote. Undefined: not a quote.
 */
export function quotedLawText(leadIn: string | undefined, text: string): { quote: string; after?: string } | undefined {
  if (leadIn === undefined || !plain(leadIn).trimEnd().endsWith(':')) return undefined;
  const t = plain(text).trim();
  if (WHOLLY_QUOTED.test(t)) return { quote: text };
  if (!LAW_NUMBER_FIRST.test(t)) return undefined;
  const [quote, ...rest] = text.split(REMARK);
  return rest.length ? { quote: quote!, after: rest.join(' ') } : { quote: quote! };
}
