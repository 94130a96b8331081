/**
 * Cyrillic letters a Russian hand types for a Latin section letter by its sound, where the letter
 * has no look-alike (those are in letters.ts): «65 б1» is 65B1, «64д» is 64D, «54ц» is 54C (C said
 * «цэ»), «40э» is 40E. For ids typed into the search box only: in running text «б» is a word (but for
 * «Б» glued to a law's number after its word, «ст.64Б2»: find-refs.ts). Not
 * «и» (I): a word everywhere.
 *
 * A module of its own so that it travels with the query reader (loaded on use), not with Ref.
 */
export const SOUND_ALIKES: Readonly<Record<string, string>> = { б: 'b', г: 'g', д: 'd', ф: 'f', ц: 'c', э: 'e' };

/**
 * A section letter spelled by its name, as a Russian hand says a Latin letter («28 бэ» is 28B, «64 цэ 2» 64C2, «45 эф» 45F):
 * the Russian names and the English ones as Russians say them. Not «де», «же», «и», «а»: words (and «а» is read by its look).
 * Read only standing apart after a law's number (find-typed-ref.ts): before the end, a digit, punctuation or, but for «си» (a
 * note: «24 си бемоль»), words.
 */
export const LETTER_NAMES: Readonly<Record<string, string>> = {
  бэ: 'b', би: 'b', цэ: 'c', це: 'c', си: 'c', дэ: 'd', ди: 'd', эф: 'f', гэ: 'g', жэ: 'g', джи: 'g', аш: 'h', эйч: 'h',
};

/**
 * The letters a Russian hand may count in the alphabet's order instead (А, Б, В, Г, Д, Е, Ж: A … G):
 * «правило 62 Г1» is 62D1, «пр. 54 Г» is 54D — Г, the fourth letter; no law of the 1987 Code on the
 * site has a section G (held-out rounds 27 and 49). Read only where the look-alike or sound reading names no
 * place of the site and this one does (src/lib/search/query.ts), so «54Д» stays 54D and «55В2» 55B2.
 */
export const ALPHABET_ORDER: Readonly<Record<string, string>> = { в: 'C', г: 'D', д: 'E', е: 'F', ж: 'G' };

/**
 * The Cyrillic letters on the keys of the Latin section letters (ЙЦУКЕН over QWERTY: A is Ф, B is И …): a hand that
 * left the layout Russian types «64И6» for 64B6 (held-out round 70). Read only where the id as typed names no place of
 * the site (or none at all) and this one does (src/lib/search/query.ts), so «64В2» stays 64B2 by its look.
 */
export const LATIN_KEYS: Readonly<Record<string, string>> = { ф: 'A', и: 'B', с: 'C', в: 'D', у: 'E', а: 'F', п: 'G', р: 'H', ш: 'I' };
