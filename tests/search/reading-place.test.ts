/**
 * The paragraph a sharp reading names (src/lib/search/reading-place.ts): found by the reading's words in the query read, and
 * moved first among the places, the others keeping their order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeOfReading, READING_PLACES, readingFirst } from '../../src/lib/search/reading-place';

const word = fc.stringMatching(/^[a-zа-я]{3,8}$/u);
const WORDS = Object.fromEntries(Object.keys(READING_PLACES).map((k) => [k, `<${k} words>`])) as Record<keyof typeof READING_PLACES, string>;

describe('placeOfReading', () => {
  it('names the paragraph of the reading whose words the query read holds, and none without them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(READING_PLACES) as (keyof typeof READING_PLACES)[])), fc.array(word, { maxLength: 4 }), fc.array(word, { maxLength: 4 }), (key, before, after) => {
        const read = [...before, WORDS[key], ...after].join(' ');
        return placeOfReading(read, WORDS) === READING_PLACES[key] && placeOfReading([...before, ...after].join(' '), WORDS) === null;
      }),
      { numRuns: 200 },
    );
    expect(placeOfReading('<notComplied words>', undefined)).toBeNull();
  });
});

describe('readingFirst', () => {
  const place = (law: number, id: string) => ({ href: `/ru/laws/${law}/#${id}` });
  it('moves the named place first and keeps the others in their order; nothing moves where it is absent or none is named', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }), fc.nat(), (paras, k) => {
        const places = paras.map((p) => place(59, `59.${p}`));
        const id = `59.${paras[k % paras.length]}`;
        const moved = readingFirst(places, id);
        const rest = places.filter((p) => !p.href.endsWith(`#${id}`));
        return moved[0]!.href.endsWith(`#${id}`) && JSON.stringify(moved.slice(1)) === JSON.stringify(rest) && JSON.stringify(readingFirst(places, '59.99')) === JSON.stringify(places) && JSON.stringify(readingFirst(places, null)) === JSON.stringify(places);
      }),
      { numRuns: 200 },
    );
  });
});
