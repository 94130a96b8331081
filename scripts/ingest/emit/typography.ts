import Typograf from 'typograf';
import { isWordChar } from '../segment/text-shape.ts';

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

export function typographRu(text: string): string {
  const out = typesetOnly(text);
  // A guard, not a fallback: a rule that changed words is a bug to fix here.
  if (!sameWords(text, out)) throw new Error(`typography changed the words of: ${text.slice(0, 80)}`);
  return out;
}
