/**
 * The search's files that the build writes one per first letter (the synonyms: per first three letters) and the search page
 * fetches by a query word's (lower case, «ё» as «е», their code points in hex): the vocabulary (the index's words, for
 * suggestions: suggest.ts never offers a word with another first letter) and the synonyms (content/catalogue/synonyms.yaml
 * as terms, keyed by the term or typed phrase a query holds, which begins with a word of the query). A query fetches its
 * words' files only, not the language's whole list. Written by the build (src/integrations/pagefind.ts), fetched by the search page
 * (src/scripts/site-search.ts). Plain TypeScript, no imports.
 */

/** A word's first letter, by which suggest.ts compares a word with the vocabulary's and the build files both lists. */
export const firstLetter = (word: string): string => folded(word).charAt(0);

/** A word as the files are named by: lower case, «ё» as «е». */
const folded = (word: string): string => word.toLowerCase().replace(/ё/gu, 'е');

/**
 * The synonyms' part of a term or typed phrase: the first three letters of its first word (lower case, «ё» as «е»). Finer
 * than the vocabulary's letter: a long situation told in many words fetched ten letters' synonyms whole, 14.7 KB of its
 * 160 KB (round 101), and by two letters 17 files, 9.6 KB (round 131); by three it fetches the few keys that begin as its
 * words do. Which parts have a file is listed in {@link synonymPartsFile}: a query's word of another part fetches nothing.
 */
export const synonymsPart = (key: string): string => Array.from(folded(key.split(' ', 1)[0]!)).slice(0, 3).join('');

const hex = (part: string): string => Array.from(part, (c) => (c.codePointAt(0) ?? 0).toString(16)).join('-');

/** The vocabulary's file for a word: the index's words with their counts that begin with its letter. */
export const vocabularyFile = (lang: string, word: string): string => `vocabulary.${lang}.${hex(firstLetter(word))}.json`;

/** The synonyms' file for a query term or typed phrase: the synonyms keyed by words that begin with its first three letters. */
export const synonymsFile = (lang: string, word: string): string => `synonyms.${lang}.${hex(synonymsPart(word))}.json`;

/**
 * The list of the parts that have a synonyms file, fetched once by the search page before any of them: a word's part without
 * one was fetched as the site's 404 page (2.3 KB gzipped each; a first query of 100 from the relevance sets fetched 2.2 KB of
 * them on average, 9 KB at most).
 */
export const synonymPartsFile = (lang: string): string => `synonyms.${lang}.json`;

/** Entries keyed by a word, by the word's first letter, each part in the order it came: what the build writes, one file each. */
export const byFirstLetter = <T>(entries: readonly (readonly [string, T])[]): Map<string, [string, T][]> => byPart(entries, firstLetter);

/** Synonyms keyed by a term or typed phrase, by {@link synonymsPart}, each part in the order it came. */
export const bySynonymsPart = <T>(entries: readonly (readonly [string, T])[]): Map<string, [string, T][]> => byPart(entries, synonymsPart);

function byPart<T>(entries: readonly (readonly [string, T])[], partOf: (key: string) => string): Map<string, [string, T][]> {
  const parts = new Map<string, [string, T][]>();
  for (const [key, value] of entries) {
    const name = partOf(key);
    const part = parts.get(name);
    if (part) part.push([key, value]);
    else parts.set(name, [[key, value]]);
  }
  return parts;
}

/**
 * A letter's synonyms as the file holds them: each key's ways as one string, a way's terms joined by a space and the ways
 * by «|» (a tenth fewer bytes gzipped than lists of lists: the longest first query stays within its 160 KB). Terms hold
 * neither (terms.ts: letters and digits).
 */
export function encodeSynonyms(part: Readonly<Record<string, readonly (readonly string[])[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, ways] of Object.entries(part)) {
    for (const way of ways) for (const t of way) if (/[\s|]/u.test(t) || t === '') throw new Error(`synonyms: «${key}»: the term «${t}» cannot be written (a space, «|» or nothing)`);
    out[key] = ways.map((way) => way.join(' ')).join('|');
  }
  return out;
}

/** A synonyms file as the engine reads it: a key → its ways, each a list of terms. */
export function decodeSynonyms(file: Readonly<Record<string, string>>): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const [key, ways] of Object.entries(file)) out[key] = ways.split('|').map((way) => way.split(' '));
  return out;
}

/**
 * The search page's loader of a word's synonyms: its part's file, where the list of parts ({@link synonymPartsFile}, fetched
 * once, first) has it; nothing for another part. `json` fetches a file of pagefind's folder (null where it fails): without the
 * list, every part is fetched.
 */
export function synonymsLoader(json: (file: string) => Promise<unknown>, lang: string): (word: string) => Promise<Record<string, string[][]>> {
  const parts = json(synonymPartsFile(lang)) as Promise<string[] | null>;
  return async (word) => ((await parts)?.includes(synonymsPart(word)) === false ? {} : decodeSynonyms(((await json(synonymsFile(lang, word))) ?? {}) as Record<string, string>));
}
