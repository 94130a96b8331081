import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWord } from '../../scripts/ingest/normalize/join-split-words.ts';

/** The definition: how often each lower-cased run of letters occurs. */
function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  return counts;
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 25;

describe('countWord', () => {
  it('counts whole words only: «или» twice in «или, или; илистый»', () => {
    expect(countWord('или, или; илистый', 'или')).toBe(2);
  });

  it('agrees with counting every word of the text', () => {
    const unit = fc.constantFrom('н', 'а', 'ё', 'z', '7', ' ', '\n', '-', '𝐀', '😀');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.stringMatching(/^[на]{1,3}$/u), (text, word) => {
        const lower = text.toLowerCase();
        expect(countWord(lower, word)).toBe(countWords(text).get(word) ?? 0);
      }),
      { numRuns: RUNS },
    );
  });
});
