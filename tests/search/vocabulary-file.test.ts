/**
 * The vocabulary split by first letter (src/lib/search/vocabulary-file.ts): a query word's suggestion from its letter's
 * part is the one from the whole list, since suggest.ts never offers a word with another first letter. Words are random,
 * Russian and English, with «ё», capitals and slips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/lib/search/suggest';
import { byFirstLetter, firstLetter, vocabularyFile } from '../../src/lib/search/vocabulary-file';

const wordOf = fc.oneof(fc.stringMatching(/^[а-яё]{3,9}$/u), fc.stringMatching(/^[a-z]{3,9}$/u));
const vocab = fc.uniqueArray(fc.tuple(wordOf, fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 60, selector: ([w]) => w }).map((v) => [...v].sort((a, b) => (a[0] < b[0] ? -1 : 1)));

describe('vocabulary by first letter', () => {
  it('gives every word the suggestion the whole vocabulary gives, from its letter’s part alone', () => {
    fc.assert(
      fc.property(vocab, fc.oneof(wordOf, wordOf.map((w) => w[0]!.toUpperCase() + w.slice(1))), fc.boolean(), (v, word, oneSlip) => {
        const part = byFirstLetter(v).get(firstLetter(word)) ?? [];
        return suggest(word, part, oneSlip) === suggest(word, v, oneSlip);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every word once, in its order, and names one file per letter whatever the case or «ё»', () => {
    fc.assert(
      fc.property(vocab, (v) => {
        const parts = byFirstLetter(v);
        expect([...parts.values()].flat().sort((a, b) => (a[0] < b[0] ? -1 : 1))).toEqual(v);
        for (const [letter, words] of parts) for (const [w] of words) expect(vocabularyFile('ru', w)).toBe(vocabularyFile('ru', letter));
      }),
    );
    expect(vocabularyFile('ru', 'Ёлка')).toBe(vocabularyFile('ru', 'ель'));
    expect(vocabularyFile('en', 'Revoke')).toBe('vocabulary.en.72.json');
  });
});
