/**
 * The paragraph that explains an id without text of its own (issue 35, cause 5; round 38–39's ids
 * 64B2, 57C, 29B). Rows and paragraphs are generated from made-up words, so the rule reads the
 * words the row and the paragraphs share, not a list of ids.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLAINS, explainers, namedParagraphs, type ExplainParagraph } from '../../src/lib/search/explainer.ts';
import { terms } from '../../src/lib/search/terms.ts';

const C = 'бвгдзклмнпрстфх'.split('');
const V = 'аоуиы'.split('');
/** A made-up word of four to five syllables, read as one term of its own. */
const madeUp = fc
  .array(fc.tuple(fc.constantFrom(...C), fc.constantFrom(...V)), { minLength: 4, maxLength: 5 })
  .map((cv) => cv.map(([a, b]) => a + b).join('') + 'к')
  .filter((w) => terms(w).length === 1);
/** Words whose terms differ: the row's words, and words no row says. */
const vocabulary = fc.uniqueArray(madeUp, { minLength: 16, maxLength: 24, selector: (w) => terms(w)[0]!.term });
const law = fc.integer({ min: 1, max: 93 });
const section = fc.constantFrom('A', 'B', 'C', 'D');

/** A row's note of `k` words and the rest of the vocabulary as other words. */
const split = (vocab: string[], k: number) => ({ note: vocab.slice(0, k), other: vocab.slice(k) });
const para = (id: string, n: number, words: string[]): ExplainParagraph => ({ id, law: n, text: words.join(' ') });

describe('explainers', () => {
  it('takes the paragraph the row’s sources name where the commentary has it, the first such', () => {
    fc.assert(
      fc.property(vocabulary, law, section, (vocab, n, s) => {
        const { note, other } = split(vocab, 6);
        const ps = [para(`${n}.1`, n, note), para(`${n}.2`, n, other)];
        const row = { id: `${n}${s}`, note: note.join(' '), named: [`${n}.9`, `${n}.2`], citedBy: [] };
        return explainers([row], ps).get(row.id) === `${n}.2`;
      }),
    );
  });

  it('takes, of its own law’s paragraphs, the one holding most of the row’s words, and none holding too few', () => {
    fc.assert(
      fc.property(vocabulary, law, section, fc.integer({ min: 4, max: 8 }), (vocab, n, s, k) => {
        const { note, other } = split(vocab, k);
        const most = note.slice(0, k - 1);
        const fewer = note.slice(0, 2);
        const row = { id: `${n}${s}`, note: note.join(' '), named: [], citedBy: [] };
        // Another law's paragraph says all of the row's words: the commentary has them.
        const m = n === 93 ? 1 : n + 1;
        const elsewhere = para(`${m}.1`, m, note);
        const withText = explainers([row], [elsewhere, para(`${n}.1`, n, [...fewer, ...other]), para(`${n}.2`, n, [...most, ...other.slice(0, 3)])]);
        // No paragraph of its law holds even a third of its words: none explains it.
        const without = explainers([row], [elsewhere, para(`${n}.1`, n, other), para(`${n}.2`, n, [note[0]!, ...other.slice(2)])]);
        return withText.get(row.id) === `${n}.2` && !without.has(row.id);
      }),
    );
  });

  it('takes a paragraph of its own law citing the id before one holding more of the row’s words, never one of another law', () => {
    fc.assert(
      fc.property(vocabulary, law, section, (vocab, n, s) => {
        const { note, other } = split(vocab, 6);
        const m = n === 93 ? 1 : n + 1;
        const row = { id: `${n}${s}`, note: note.join(' '), named: [], citedBy: [`${m}.1`, `${n}.3`] };
        const ps = [para(`${m}.1`, m, note), para(`${n}.2`, n, note), para(`${n}.3`, n, [note[0]!, ...other])];
        // Cited only by another law's paragraph, which holds all its words: its own law's paragraph still explains it.
        const elsewhere = explainers([{ ...row, citedBy: [`${m}.1`] }], ps).get(row.id);
        // Nothing of its own law holds its words: the other law's paragraph does not explain it.
        const none = explainers([{ ...row, citedBy: [`${m}.1`] }], [ps[0]!, para(`${n}.2`, n, other)]).has(row.id);
        return explainers([row], ps).get(row.id) === `${n}.3` && elsewhere === `${n}.2` && !none;
      }),
    );
  });

  it('reads the share by the words’ rarity: a paragraph holding the rare words beats one holding as many common ones', () => {
    fc.assert(
      fc.property(vocabulary, law, section, (vocab, n, s) => {
        const [rare1, rare2, common1, common2, ...other] = vocab;
        // The common words stand in every paragraph of the commentary; the rare ones in one each.
        const filler = Array.from({ length: 8 }, (_, i) => para(`${n === 1 ? 2 : 1}.${i + 1}`, n === 1 ? 2 : 1, [common1!, common2!, other[i]!]));
        const row = { id: `${n}${s}`, note: [rare1, rare2, common1, common2].join(' '), named: [], citedBy: [] };
        const ps = [...filler, para(`${n}.1`, n, [common1!, common2!, rare1!]), para(`${n}.2`, n, [rare1!, rare2!])];
        return explainers([row], ps).get(row.id) === `${n}.2`;
      }),
    );
    expect(EXPLAINS).toBeGreaterThan(0);
  });
});

describe('namedParagraphs', () => {
  it('reads the commentary’s paragraphs a source names, the first first, and nothing else', () => {
    fc.assert(
      fc.property(law, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom('', '(i)', '(ii)', ' (iii)'), (n, a, b, item) => {
        const one = namedParagraphs(`paragraph ${n}.${a}${item}`);
        const two = namedParagraphs(`paragraphs ${n}.${a}, ${n}.${b}`);
        const range = namedParagraphs(`paragraphs ${n}.${a}–${n}.${b}`);
        return one.join() === `${n}.${a}` && two.join() === `${n}.${a},${n}.${b}` && range[0] === `${n}.${a}` && namedParagraphs(`Law ${n}A, ${n}.${a}`).length === 0;
      }),
    );
  });
});
