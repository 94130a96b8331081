import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastWholeWord } from '../../scripts/ingest/normalize/recover-emphasis.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40) * 25;

/** The definition: the last match of a global regex with word-boundary lookarounds. */
function byRegex(text: string, word: string): number {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
  let at = -1;
  for (let m = re.exec(text); m; m = re.exec(text)) at = m.index;
  return at;
}

describe('lastWholeWord', () => {
  it('finds the last whole-word occurrence: «не» in «она не считается, не так ли» but not inside «нет»', () => {
    expect(lastWholeWord('она не считается, не так ли', 'не')).toBe(18);
    expect(lastWholeWord('нет и нерв', 'не')).toBe(-1);
    expect(lastWholeWord('---', '--')).toBe(0);
  });

  it('agrees with the regex definition on any text, overlapping and astral characters included', () => {
    const unit = fc.constantFrom('н', 'е', 'a', '1', ' ', '-', '.', '(', '𝐀', '😀', 'é');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), fc.string({ unit, minLength: 1, maxLength: 3 }), (text, word) => {
        expect(lastWholeWord(text, word)).toBe(byRegex(text, word));
      }),
      { numRuns: RUNS },
    );
  });
});
