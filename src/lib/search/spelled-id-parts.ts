/**
 * An id's parts said in words after its law: a section's letter by its name («правило 54, пункт дэ» is 54D) and a
 * subsection's number in words, cardinal or ordinal («64 бэ шесть», «закон 63 а четыре», «правило 64 б шестой»). The
 * query is read with each such word as its letter (small, as a hand types it apart) or its digits; query.ts takes it
 * only where it then names a place below the one the query as typed names (64B → 64B6, 54 → 54D), so that a letter's
 * name or a number word elsewhere in the query changes nothing.
 */
import { numberPatterns, numberValue } from '../refs/number-words.ts';
import { LETTER_NAMES } from '../refs/sound-letters.ts';

let compiled: { name: RegExp; number: RegExp } | undefined;

const patterns = () => {
  const { cardinal, ordinal } = numberPatterns();
  return (compiled ??= {
    name: new RegExp(`(?<![\\p{L}\\d])(?:${Object.keys(LETTER_NAMES).join('|')})(?![\\p{L}\\d])`, 'giu'),
    number: new RegExp(`(?<![\\p{L}\\d])(?:${ordinal}|${cardinal})`, 'giu'),
  });
};

/** The query says a letter by its name («бэ», «дэ», «эф»): a letter, no word. */
export const namesLetter = (query: string): boolean => query.search(patterns().name) >= 0;

/** The query with every letter's name and every number in words read as its letter or digits. */
export function spellIdParts(query: string): string {
  const compiled = patterns();
  return query
    .replace(compiled.name, (n) => LETTER_NAMES[n.toLowerCase()]!)
    .replace(compiled.number, (w, at: number, s: string) => (/^\d/u.test(w) || afterWordLetter(s.slice(0, at), s.slice(at + w.length)) ? w : String(numberValue(w))));
}

/**
 * A number word after a letter that is also a word («а», «в», «с», "a"), with words after it, is a count in a sentence
 * («правило 63 а четыре игрока…»), as find-typed-ref reads such a letter apart as a section only where the id ends.
 */
const afterWordLetter = (before: string, after: string): boolean => /(?<![\p{L}\d])[авсa]\s+$/iu.test(before) && /^\s*\p{L}/u.test(after);
