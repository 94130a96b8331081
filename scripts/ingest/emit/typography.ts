import Typograf from 'typograf';
import { EMPHASIS } from '../types.ts';

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

/** The words and numbers of a text, in order: typography must leave them alone. */
export const wordsOf = (text: string) => text.split(EMPHASIS).join('').match(WORDS) ?? [];

export function typographRu(text: string): string {
  const out = typograf.execute(text);
  const before = wordsOf(text).join(' ');
  const after = wordsOf(out).join(' ');
  // A guard, not a fallback: a rule that changed words is a bug to fix here.
  if (before !== after) throw new Error(`typography changed the words of: ${text.slice(0, 80)}`);
  return out;
}
