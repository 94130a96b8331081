/**
 * The home page's «Перейти к правилу [ ]» (src/lib/site/jump.ts): what starts with a number goes
 * to its short link, whose pages accept any case and Cyrillic look-alike letters; words and ids
 * of other editions go to the search. Ids and the words before them are generated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jumpTarget } from '../../src/lib/site/jump.ts';

const lawId = fc.tuple(fc.integer({ min: 1, max: 93 }), fc.constantFrom('', 'A', 'b', 'С', 'д'), fc.constantFrom('', '1', '4', '2a'))
  .map(([n, l, s]) => `${n}${l}${l ? s : ''}`);
const paraId = fc.tuple(fc.integer({ min: 1, max: 93 }), fc.integer({ min: 1, max: 12 })).map(([n, k]) => `${n}.${k}`);
const lead = fc.constantFrom('', 'Правило ', 'правилу ', 'п. ', 'п.', 'Law ', 'para ', '  ');

describe('jumpTarget', () => {
  it('sends an id, with or without the word before it, to its short link in the page language', () => {
    fc.assert(
      fc.property(fc.oneof(lawId, paraId), lead, fc.constantFrom('ru', 'en') as fc.Arbitrary<'ru' | 'en'>, fc.constantFrom('/', '/laws/'), (id, before, lang, base) => {
        expect(jumpTarget(`${before}${id}`, lang, base)).toBe(`${base}${lang === 'en' ? 'en/' : ''}${encodeURIComponent(id)}/`);
      }),
    );
  });

  it('leaves words and ids of another edition to the search', () => {
    fc.assert(fc.property(fc.stringMatching(/^[а-яa-z]{2,12}$/u), (word) => {
      expect(jumpTarget(word, 'ru', '/')).toBeNull();
    }));
    expect(jumpTarget('2017:64A', 'ru', '/')).toBeNull();
  });
});
