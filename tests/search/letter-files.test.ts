/**
 * The vocabulary and the synonyms split by first letter (src/lib/search/letter-files.ts): a query word's suggestion from its letter's
 * part is the one from the whole list, since suggest.ts never offers a word with another first letter. Words are random,
 * Russian and English, with «ё», capitals and slips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggest } from '../../src/lib/search/suggest';
import { byFirstLetter, bySynonymsPart, decodeSynonyms, encodeSynonyms, firstLetter, synonymsFile, vocabularyFile, synonymPartsFile, synonymsLoader, synonymsPart } from '../../src/lib/search/letter-files';
import { synonymTerms, loadSynonyms } from '../../src/lib/content/synonyms';

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

  // Round 99: the synonyms grew past what a first query could fetch whole (161,592 B of 160,000 with the round's additions).
  // Round 101's heaviest first query fetched ten letters' synonyms whole (14.7 KB): they were filed by two letters, and by
  // three since round 131 (a long situation's words fetched 17 files of two letters' synonyms, 9.6 KB).
  it('files every synonym by its term’s or phrase’s first three letters, so that a query’s words’ parts hold every key it may look up', () => {
    // Words of one letter too (a number's term: «5 карт»), and the part's letters in either case or with «ё».
    const key = fc.oneof(wordOf, fc.tuple(fc.oneof(wordOf, fc.constantFrom('5', 'я')), wordOf).map(([a, b]) => `${a} ${b}`));
    const ways = fc.array(fc.array(wordOf, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, ways), { maxLength: 40, selector: ([k]) => k }), (entries) => {
        const files = new Map<string, Record<string, string[][]>>();
        for (const [letters, part] of bySynonymsPart(entries)) files.set(synonymsFile('ru', letters), Object.fromEntries(part));
        for (const [k, v] of entries) expect(files.get(synonymsFile('ru', k.split(' ')[0]!))?.[k]).toEqual(v);
        expect(Object.keys(Object.assign({}, ...files.values())).length).toBe(entries.length);
      }),
    );
    expect(synonymsFile('ru', 'Ёлка')).toBe(synonymsFile('ru', 'елки'));
    expect(synonymsFile('ru', 'ель')).not.toBe(synonymsFile('ru', 'елка'));
    expect(synonymsFile('en', 'renege')).toBe('synonyms.en.72-65-6e.json');
    expect(synonymsFile('en', 'reneged card')).toBe('synonyms.en.72-65-6e.json');
    expect(synonymsFile('ru', '5 карт')).toBe('synonyms.ru.35.json');
  });

  it('writes a letter’s synonyms so that they read back as they were, the project’s own and random ones', () => {
    const ways = fc.array(fc.array(wordOf, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(fc.property(fc.dictionary(fc.oneof(wordOf, fc.tuple(wordOf, wordOf).map(([a, b]) => `${a} ${b}`)), ways), (part) => {
      expect(decodeSynonyms(JSON.parse(JSON.stringify(encodeSynonyms(part))))).toEqual(part);
    }));
    for (const lang of ['ru', 'en'] as const) {
      const all = synonymTerms(loadSynonyms(), lang);
      expect(decodeSynonyms(encodeSynonyms(all))).toEqual(all);
    }
    expect(() => encodeSynonyms({ a: [['b|c']] })).toThrow(/«b\|c»/u);
  });
});

describe('the search page’s synonyms loader', () => {
  // A word whose part has no file fetched the site's 404 page (2.3 KB) for nothing: the list of parts is fetched first.
  const loader = (list: string[] | null) => {
    const fetched: string[] = [];
    const json = async (file: string) => {
      fetched.push(file);
      if (file === synonymPartsFile('ru')) return list;
      return list === null || list.some((p) => synonymsFile('ru', p) === file) ? { [file]: 'фальшренонс' } : null;
    };
    return { load: synonymsLoader(json, 'ru'), fetched };
  };
  it('fetches a word’s part only where the list of parts has it, and every part without the list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(wordOf, { minLength: 1, maxLength: 6 }), wordOf, async (listed, word) => {
        const parts = listed.map(synonymsPart);
        const { load, fetched } = loader(parts);
        const got = await load(word);
        const has = parts.includes(synonymsPart(word));
        expect(fetched.includes(synonymsFile('ru', word))).toBe(has);
        expect(Object.keys(got).length).toBe(has ? 1 : 0);
        const without = loader(null);
        await without.load(word);
        expect(without.fetched).toContain(synonymsFile('ru', word));
      }),
    );
  });
});
