import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWord, countWords } from '../../scripts/ingest/normalize/join-split-words.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 25;
const lines = (text: string) => text.split('\n').map((t, i) => ({ file: 'f', lines: [i + 1], text: t, paraEnd: false }));

describe('countWord', () => {
  it('counts whole words only: «или» twice in «или, или; илистый»', () => {
    expect(countWord('или, или; илистый', 'или')).toBe(2);
  });

  it('agrees with counting every word of the text', () => {
    const unit = fc.constantFrom('н', 'а', 'ё', 'z', '7', ' ', '\n', '-', '𝐀', '😀');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.stringMatching(/^[на]{1,3}$/u), (text, word) => {
        const lower = text.toLowerCase();
        expect(countWord(lower, word)).toBe(countWords(lines(text)).get(word) ?? 0);
      }),
      { numRuns: RUNS },
    );
  });
});
