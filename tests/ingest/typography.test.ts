import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameWords, typographRu, wordsOf } from '../../scripts/ingest/emit/typography.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 25;

describe('the typography guard', () => {
  it('typesets quotes, dashes and non-breaking spaces and keeps every word', () => {
    const out = typographRu('Он сказал "нет" - и ушел...');
    expect(out).toBe('Он\u00a0сказал «нет»\u00a0— и\u00a0ушел…');
    expect(wordsOf(out)).toEqual(wordsOf('Он сказал "нет" - и ушел...'));
  });

  it('tells the same words from changed ones: a letter, a split, a join, a word added', () => {
    expect(sameWords('не «так»', 'не\u00a0"так"')).toBe(true);
    expect(sameWords('не так', 'не тек')).toBe(false);
    expect(sameWords('нетак', 'не так')).toBe(false);
    expect(sameWords('не так', 'нетак')).toBe(false);
    expect(sameWords('не так', 'не так же')).toBe(false);
    expect(sameWords('ёлка 𝐀1', 'ёлка — 𝐀1')).toBe(true);
  });

  it('agrees with comparing the word lists, on any pair of texts', () => {
    const unit = fc.constantFrom('н', 'е', 'ё', 'Z', '7', ' ', '\u00a0', '-', '«', '\u0001', '𝐀', '😀', 'é', '٣');
    const text = fc.string({ unit, maxLength: 16 });
    // Pairs that differ only in non-word characters, or anyhow.
    const pair = fc.oneof(
      fc.tuple(text, text),
      text.chain((a) => fc.tuple(fc.constant(a), fc.constant(a.replace(/[ \-«]/gu, (c) => (c === ' ' ? '\u00a0' : c === '-' ? '—' : '»'))))),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(sameWords(a, b)).toBe(JSON.stringify(wordsOf(a)) === JSON.stringify(wordsOf(b)));
      }),
      { numRuns: RUNS },
    );
  });
});
