/**
 * A dispute over the number of tricks won (src/lib/search/trick-count.ts): two counts of tricks that
 * differ, or a word of dispute beside the number of tricks, is read with the text's words for the
 * case. Sentences are built from a grammar: random words, the sides, the counts in digits or words,
 * the verbs that tell a count, and the dispute's words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTrickCountTold, readTrickCount } from '../../src/lib/search/trick-count';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const RU_WORDS = ['', '', '', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать'];
const EN_WORDS = ['', '', '', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/взят|взял|спор|соглас|разноглас|расхо|сошл|сход|числ|количеств|сколько/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/trick|won|made|took|count|disagree|disput|argu|agree|number|many/u.test(w));
/** Two counts that differ by one to three, each from three to thirteen. */
const two = fc.integer({ min: 3, max: 12 }).chain((a) => fc.tuple(fc.constant(a), fc.integer({ min: a + 1, max: Math.min(13, a + 3) }))).chain(([a, b]) => fc.boolean().map((swap): [number, number] => (swap ? [b, a] : [a, b])));
const asRu = (n: number, words: boolean) => (words ? RU_WORDS[n]! : String(n));
const asEn = (n: number, words: boolean) => (words ? EN_WORDS[n]! : String(n));

const countsRu = fc
  .tuple(two, fc.boolean(), pick(['Север считает', 'разыгрывающий насчитал', 'они говорят', 'записали', 'у нас']), pick(['а мы', 'соперники уверяют что', 'защита насчитала', 'мы —', 'другая сторона']), fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 3 }))
  .map(([[a, b], w, first, second, before, after]) => [...before, `${first} ${asRu(a, w)} взяток, ${second} ${asRu(b, w)},`, ...after].join(' '));
const countsEn = fc
  .tuple(two, fc.boolean(), pick(['they say', 'declarer counted', 'the traveller shows', 'we agreed']), pick(['we say', 'but the defenders say', 'but we made only', 'they claim']), fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 3 }))
  .map(([[a, b], w, first, second, before, after]) => [...before, `${first} ${asEn(a, w)} tricks, ${second} ${asEn(b, w)},`, ...after].join(' '));
const disputeRu = fc
  .tuple(pick(['спорим', 'спор', 'не согласны', 'разногласие', 'не сошлись']), pick(['сколько взяли', 'сколько взяток взял разыгрывающий', 'о числе взяток', 'по количеству взяток']), fc.boolean(), fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 3 }))
  .map(([d, h, flip, before, after]) => [...before, flip ? `${h}: ${d}` : `${d}, ${h},`, ...after].join(' '));
const disputeEn = fc
  .tuple(pick(['we disagree on', 'there is a dispute about', "we can't agree on", 'we are arguing about']), pick(['how many tricks were won', 'the trick count', 'the number of tricks']), fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 3 }))
  .map(([d, h, before, after]) => [...before, `${d} ${h},`, ...after].join(' '));

describe('readTrickCount: a dispute over the number of tricks won', () => {
  it('reads two counts of tricks that differ, or a dispute beside the number of tricks, as the text’s words for the case', () => {
    fc.assert(fc.property(fc.oneof(countsRu, countsEn, disputeRu, disputeEn), (q) => readTrickCount(q, { trickCount: 'TRICKCOUNT' }).includes('TRICKCOUNT')), { numRuns: 500 });
  });

  it('reads no trick’s place as a count («trick 4 … trick 5»), nor a count below three ("one trick or two")', () => {
    const places = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.array(wordEn, { minLength: 1, maxLength: 3 })).map(([k, ws]) => `East led to trick ${k + 1} ${ws.join(' ')} declarer had won trick ${k} in hand`);
    const small = fc.tuple(pick(['one trick or two', 'две взятки или одну', 'gave us one trick back but cost us two tricks', 'two tricks or three?'].filter((s) => !/three/u.test(s))), fc.array(wordEn, { maxLength: 2 })).map(([s, ws]) => `${ws.join(' ')} revoke: ${s}`);
    fc.assert(fc.property(fc.oneof(places, small), (q) => findTrickCountTold(q) === null), { numRuns: 300 });
  });

  it('reads no contract’s level or score as a count («4♠ … 3БК», "620 instead of 650")', () => {
    for (const q of ['сыграли 4♠, а записали 3♠, взяток было десять', 'we entered 620 instead of 650 tricks', 'после 3БК и 4 пик разыгрывающий взял все взятки']) expect(findTrickCountTold(q), q).toBeNull();
  });

  it('is read by the query reader with the page’s words', () => {
    const words = situationWords({ unable: 'UNABLE', designation: 'DESIGNATION', trickCount: 'TRICKCOUNT', established: 'ESTABLISHED', notEstablished: 'NOT ESTABLISHED', hesitation: 'HESITATION', concession: 'CONCESSION' });
    expect(readQuery('после игры у нас 9 взяток, соперники уверяют что 8', undefined, () => true, words, readers).words).toBe('после игры у нас TRICKCOUNT');
  });
});
