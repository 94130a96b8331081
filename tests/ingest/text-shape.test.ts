import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSpaces, upperShare } from '../../scripts/ingest/shape/text-shape.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 25;

/** The definition: upper-case letters among all letters (\p{L}). */
function byRegex(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((c) => c === c.toUpperCase() && c !== c.toLowerCase()).length / letters.length;
}

describe('upperShare', () => {
  it('is 1 for a heading in capitals and small for a sentence', () => {
    expect(upperShare('ОТСУТСТВИЕ ВОЗМОЖНОСТИ 1987')).toBe(1);
    expect(upperShare('Правило 63А4')).toBeLessThan(0.3);
  });

  it('agrees with classifying every letter by its Unicode class', () => {
    const unit = fc.constantFrom('Ф', 'ф', 'Ё', 'ё', 'Q', 'q', 'É', 'é', '中', '𝐀', 'ǅ', '7', ' ', '-', 'Ї', 'ї');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (text) => {
        expect(upperShare(text)).toBe(byRegex(text));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('collapseSpaces', () => {
  it('is the same as replacing runs of white space by one space and trimming, on any text', () => {
    // Every character \s matches, and look-alikes it does not (zero-width space, NEL, Mongolian vowel separator).
    const spaces = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((ch) => /\s/u.test(ch));
    const unit = fc.constantFrom('а', 'b', '\u200b', '\u0085', '\u180e', ...spaces);
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(collapseSpaces(text)).toBe(text.replace(/\s+/gu, ' ').trim());
      }),
      { numRuns: RUNS },
    );
  });
});
