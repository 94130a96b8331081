/**
 * A short word in capitals is an abbreviation even where its letters spell a function word
 * («НИ», unauthorised information, beside «ни», "nor"); a query typed with Caps Lock on reads as
 * typed in lower case (src/lib/search/terms.ts). Issue 35, round 9: «НИ» found nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSynonyms, synonymTerms } from '../../src/lib/content/synonyms.ts';
import { termOf, terms, withoutCapsLock } from '../../src/lib/search/terms.ts';
import { word } from '../support/furniture.ts';

/** Function words of two to four letters, both languages. */
const FUNCTION_WORDS = ['ни', 'не', 'но', 'на', 'по', 'от', 'для', 'или', 'это', 'in', 'on', 'or', 'the', 'and', 'with'];
const functionWord = fc.constantFrom(...FUNCTION_WORDS);
const query = fc.array(fc.oneof(word, functionWord), { minLength: 2, maxLength: 7 }).map((ws) => ws.join(' '));

describe('abbreviations in capitals', () => {
  it('give a term in a query where the same letters in lower case are a function word; never in the text, where capitals are emphasis', () => {
    for (const w of FUNCTION_WORDS) {
      expect(termOf(w, 'query'), w).toBeNull();
      expect(termOf(w.toUpperCase(), 'query'), w).toBe(w);
      // Capitalised at a sentence's start, it stays a function word.
      expect(termOf(w[0]!.toUpperCase() + w.slice(1), 'query'), w).toBeNull();
      // «(a) … ИЛИ (b) …»: the index holds no term a query of the word in lower case would miss.
      expect(termOf(w.toUpperCase()), w).toBeNull();
      expect(terms(`слово ${w.toUpperCase()} слово`).map((t) => t.term)).toEqual(terms(`слово ${w} слово`).map((t) => t.term));
    }
  });

  it('«НИ» leads to the text’s «нелегальная информация»', () => {
    const ru = synonymTerms(loadSynonyms(), 'ru');
    expect(ru[termOf('НИ', 'query')!]).toContainEqual(terms('нелегальная информация').map((t) => t.term));
  });

  it('a query of several words in capitals reads as in lower case; one word in capitals, or any lower-case letter, keeps it', () => {
    fc.assert(
      fc.property(query, (q) => {
        const caps = q.toUpperCase();
        expect(terms(withoutCapsLock(caps), 'query').map((t) => t.term)).toEqual(terms(q, 'query').map((t) => t.term));
        expect(withoutCapsLock(q)).toBe(q);
        const mixed = `${caps} ${q.split(' ')[0]}`;
        expect(withoutCapsLock(mixed)).toBe(mixed);
      }),
    );
    for (const w of FUNCTION_WORDS) expect(withoutCapsLock(w.toUpperCase())).toBe(w.toUpperCase());
  });
});
