/**
 * The file of the vocabulary (the index's words, for suggestions: suggest.ts) a query word is looked up in: one file per
 * first letter, lower case, «ё» as «е» (its code point in hex), since a suggestion never has another first letter. A query
 * with a word the index lacks fetches that letter's words only, not the language's whole list. Written by the build
 * (src/integrations/pagefind.ts), fetched by the search page (src/scripts/site-search.ts). Plain TypeScript, no imports.
 */

/** A word's first letter, by which suggest.ts compares a word with the vocabulary's and the build files the vocabulary. */
export const firstLetter = (word: string): string => word.toLowerCase().replace(/ё/gu, 'е').charAt(0);

export const vocabularyFile = (lang: string, word: string): string => `vocabulary.${lang}.${(firstLetter(word).codePointAt(0) ?? 0).toString(16)}.json`;

/** The vocabulary by first letter, each part in the order it came: what the build writes, one file each. */
export function byFirstLetter(vocabulary: readonly [string, number][]): Map<string, [string, number][]> {
  const parts = new Map<string, [string, number][]>();
  for (const entry of vocabulary) {
    const key = firstLetter(entry[0]);
    const part = parts.get(key);
    if (part) part.push(entry);
    else parts.set(key, [entry]);
  }
  return parts;
}
