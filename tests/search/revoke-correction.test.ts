/**
 * The cards played after a revoke that was then corrected (src/lib/search/revoke-correction.ts): the revoker put it right
 * and another player wants his own card back. Sentences are built from a grammar: who revoked, the correction's verb in its
 * forms, the teller's or another's card and the words for taking it back, among random words; and the cases it leaves alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRevokeCorrected, readRevokeCorrection } from '../../src/lib/search/revoke-correction';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const SKIP = /рен|масть|испр|попр|спох|замен|забр|взят|взял|обрат|переигр|помен|верн|мо[йяеи]|мою|сво|наш|парт|correct|right|fix|replac|revok|reneg|follow|take|took|withdr|change|leave|keep|back|part|our/iu;
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !SKIP.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !SKIP.test(w));
const words = (w: fc.Arbitrary<string>) => fc.array(w, { maxLength: 2 }).map((ws) => ws.join(' '));

const ru = fc
  .tuple(pick(['Запад сренонсил', 'разыгрывающий дал не в масть', 'защитник сделал ренонс', 'у Востока ренонс']), pick(['потом он поправился', 'он исправил ренонс', 'нарушитель спохватился', 'ренонс исправили']), pick(['я подложил даму — она моя обратно?', 'мы свои карты можем переиграть?', 'партнёр хочет забрать свою карту', 'можно мне взять назад мою карту', 'а со стола я уже положил короля — короля можно вернуть болвану?']), words(wordRu))
  .map(([r, c, t, ws]) => `${r}, ${ws} ${c}, ${t}`);
const en = fc
  .tuple(pick(['East revoked', 'declarer did not follow suit', 'the defender reneged']), pick(['now he is correcting', 'he corrected it', 'he put it right', 'he replaced the card', 'he put right his failure']), pick(['do I have to leave my king?', 'can we take back our cards?', 'partner wants his jack back', 'may I change my card?', 'declarer had played from dummy after it and wants that card back']), words(wordEn))
  .map(([r, c, t, ws]) => `${r}, ${ws} ${c} — ${t}`);

describe('readRevokeCorrection: the cards played after a corrected revoke', () => {
  it('reads a revoke corrected and another’s card taken back as the text’s words for the case', () => {
    fc.assert(fc.property(fc.oneof(ru, en), (q) => readRevokeCorrection(q, { revokeCorrected: 'CORRECTED' }).includes('CORRECTED')), { numRuns: 400 });
  });

  it('reads nothing where the card taken back is the revoke card itself, nor without a correction or a revoke', () => {
    const own = fc.tuple(pick(['защитник, исправляя ренонс, забрал карту обратно в руку', 'the revoker corrected the revoke and took the card back into his hand']), words(wordRu)).map(([s, ws]) => `${ws} ${s}`);
    const noCorrection = fc.tuple(pick(['Запад сренонсил, я забрал свою карту', 'East revoked and I took back my king']), words(wordRu)).map(([s, ws]) => `${s} ${ws}`);
    const noRevoke = fc.tuple(pick(['он исправил объяснение, я забрал свою заявку', 'he corrected the explanation and I took back my call']), words(wordEn)).map(([s, ws]) => `${s} ${ws}`);
    fc.assert(fc.property(fc.oneof(own, noCorrection, noRevoke), (q) => findRevokeCorrected(q) === null), { numRuns: 200 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('разыгрывающий исправил свой ренонс — а мы свои карты можем переиграть?', undefined, () => true, situationWords(), readers).words).toBe('разыгрывающий исправил revokeCorrected свой ренонс — а мы свои карты можем переиграть?');
  });
});
