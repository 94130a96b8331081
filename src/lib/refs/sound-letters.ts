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
