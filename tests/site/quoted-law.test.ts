/**
 * A place of the Laws whose text the sources lack is shown as a commentary paragraph quotes it
 * (src/lib/site/quoted-law.ts): the quote is found by the id it opens with, written as the
 * sources write ids (Cyrillic look-alike letters, a «Правило»/"Law" before it, a dot after).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteOf } from '../../src/lib/site/quoted-law.ts';

const CYR: Record<string, string> = { A: 'А', B: 'В', C: 'С', E: 'Е' };
const word = fc.stringMatching(/^[а-яa-z]{2,9}$/u);
const place = fc.record({
  law: fc.integer({ min: 1, max: 93 }),
  letter: fc.constantFrom('A', 'B', 'C', 'E'),
  n: fc.integer({ min: 1, max: 9 }),
});

describe('quoteOf: the text a commentary paragraph quotes for a place of the Laws', () => {
  it('finds the block quote opening with the id, however the id is written, and gives the text after it', () => {
    fc.assert(
      fc.property(place, fc.array(word, { minLength: 2, maxLength: 8 }), fc.boolean(), fc.constantFrom('', 'Правило ', 'Law '), fc.constantFrom(' ', '. ', ': '), fc.array(word, { maxLength: 5 }),
        ({ law, letter, n }, words, cyrillic, before, after, lead) => {
          const id = `${law}${letter}${n}`;
          const written = `${law}${cyrillic ? CYR[letter] : letter}${n}`;
          const text = words.join(' ');
          const md = `${lead.join(' ') || 'Добавлено'}:\n\n> ${before}${written}${after}${text}\n\nПримечание.`;
          expect(quoteOf(id, md)).toBe(text);
          // Another place is not quoted there.
          expect(quoteOf(`${law}${letter}${n === 9 ? 1 : n + 1}`, md)).toBeNull();
        }),
    );
  });

  it('gives nothing for an id only mentioned in running text, or a quote of something else', () => {
    expect(quoteOf('63A4', 'См. Правило 63А4 выше.')).toBeNull();
    expect(quoteOf('63A4', '> Внимание привлечено, см. 63А4.')).toBeNull();
    expect(quoteOf('63A4', '> 63А4')).toBeNull();
  });
});
