/**
 * A clipped word («фальш», "insuff") is read as the word of the index it begins (suggest.ts
 * completeClipped): made-up words from random letters, clipped at random, stand for the class.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completeClipped } from '../../src/lib/search/suggest.ts';
import { termOf } from '../../src/lib/search/terms.ts';

const C = 'бвгдзклмнпрстфхчшщ'.split('');
const V = 'аоуиэ'.split('');
/** A made-up Russian noun stem of consonant-vowel pairs ending in a consonant. */
const stem = fc.tuple(fc.array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 4, maxLength: 6 }), fc.constantFrom(...C)).map(([cv, c]) => cv.map(([a, b]) => a + b).join('') + c);
const ENDINGS = ['', 'а', 'у', 'ом', 'ы', 'ов', 'е'];
/** A noun in some of its case forms, with counts. */
const noun = fc.tuple(stem, fc.subarray(ENDINGS, { minLength: 1 }), fc.array(fc.integer({ min: 1, max: 90 }), { minLength: 7, maxLength: 7 })).map(([s, ends, counts]) => ends.map((e, i) => [s + e, counts[i]!] as [string, number]));
const en = fc.stringMatching(/^[bcdfgklmnprst][aeiou][bcdfgklmnprst]{2}[aeiou][bcdfgklmnprst][aeiou][bcdfgklmnprst]{1,2}$/u);

describe('clipped words', () => {
  it('reads a word cut three letters or more short of the only word of the index it begins as that word, its most frequent form', () => {
    fc.assert(
      fc.property(noun, fc.nat(), (forms, at) => {
        const full = forms.map(([w]) => w).reduce((a, b) => (b.length < a.length ? b : a));
        fc.pre(new Set(forms.map(([w]) => termOf(w))).size === 1);
        const cut = 5 + (at % Math.max(1, full.length - 3 - 5 + 1));
        fc.pre(cut <= full.length - 3);
        const clipped = full.slice(0, cut);
        const most = forms.reduce((b, x) => (x[1] > b[1] ? x : b))[0];
        expect(completeClipped(clipped, forms)).toBe(most);
        expect(completeClipped(clipped.toUpperCase(), forms)).toBe(most);
      }),
    );
    expect(completeClipped('фальш', [['фальшренонс', 97], ['фальшренонса', 33]])).toBe('фальшренонс');
  });

  it('reads no clipping where the word begins two words, a form one or two letters longer, nothing, or where it is short', () => {
    fc.assert(
      fc.property(en, en, fc.integer({ min: 5, max: 7 }), (a, b, cut) => {
        const clipped = a.slice(0, cut);
        fc.pre(termOf(a) !== termOf(clipped + b));
        // Two words begin with it.
        expect(completeClipped(clipped, [[a + 'ing', 5], [clipped + b, 9]])).toBeNull();
        // A form a letter or two longer: a word of its own («полез»: «полезно»).
        expect(completeClipped(clipped, [[clipped + 'ly', 3], [clipped + b, 9]])).toBeNull();
        // Nothing begins with it.
        expect(completeClipped(clipped, [[b, 9]].filter(([w]) => !String(w).startsWith(clipped)) as [string, number][])).toBeNull();
        // Four letters are too few to tell.
        expect(completeClipped(a.slice(0, 4), [[a, 9]])).toBeNull();
      }),
    );
  });
});
