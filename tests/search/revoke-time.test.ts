/**
 * When a revoke was noticed (src/lib/search/revoke-time.ts): tricks later, or after the offending side
 * claimed or conceded, it is established; at once, before the next trick, it is not yet. Sentences are
 * built from a grammar: random words, the revoke told by its word or its play, and the moment in its
 * forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRevokeTime, readRevokeTime } from '../../src/lib/search/revoke-time';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/ренонс|установ|поздно|двенадц|сколько|переда|взял|взят|клейм|претенз|наш|ваш|остальн|уступ|спохват|замет|поправ|исправ|увид|наш[её]л|нашл|следующ|сразу|думает|конц|через|спустя|неисправ/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/revok|reneg|renig|follow|establish|late|longer|twelf|penult|trick|transfer|claim|conced|faced|tabled|rest|once|immediate|right|time|before|still|later|end|after|many/u.test(w));
const revokeRu = pick(['защитник сделал ренонс', 'Запад сренонсил', 'вистующий не дал в масть', 'разыгрывающий не ответил в масть', 'болван не положил в масть']);
const revokeEn = pick(['West revoked', 'declarer revoked from dummy', 'East did not follow suit', 'the defender failed to follow', 'partner showed out']);
const laterRu = pick(['заметили через две взятки', 'спохватились взятки через три', 'обнаружили спустя пару взяток', 'всплыло в конце сдачи', 'выяснилось после окончания розыгрыша']);
const claimRu = pick(['его партнёр выложил карты', 'нарушитель сказал «остальное наше»', 'потом он заклеймил', 'партнёр открыл свои карты', 'дальше всё ваше, сказал он']);
const laterEn = pick(['it came to light two tricks later', 'we noticed three tricks later', 'a few tricks later', 'at the end of the hand']);
const claimEn = pick(['then his partner claimed', 'he faced his cards', 'then said the rest are ours', 'his side conceded the rest']);
const onceRu = pick(['и тут же спохватился', 'сразу сам заметил', 'партнёр ещё думает', 'в следующую взятку ещё не ходили', 'исправил до следующей взятки', 'через секунду нашёл масть']);
const onceEn = pick(['and noticed at once', 'spotted it before leading again', 'corrected it before the next trick', 'while partner was still deciding', 'fixed it immediately']);
const sentence = (revoke: fc.Arbitrary<string>, moment: fc.Arbitrary<string>, word: fc.Arbitrary<string>) =>
  fc.tuple(revoke, moment, fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 3 })).map(([r, m, a, b]) => [...a, `${r},`, m, ...b].join(' '));

describe('readRevokeTime: when a revoke was noticed tells its case', () => {
  it('reads a revoke noticed tricks later, or after a claim or a concession, as established', () => {
    const told = fc.oneof(sentence(revokeRu, fc.oneof(laterRu, claimRu), wordRu), sentence(revokeEn, fc.oneof(laterEn, claimEn), wordEn));
    fc.assert(fc.property(told, (q) => findRevokeTime(q)?.established === true), { numRuns: 400 });
  });

  it('reads a revoke noticed at once, before the next trick, as not yet established', () => {
    const told = fc.oneof(sentence(revokeRu, onceRu, wordRu), sentence(revokeEn, onceEn, wordEn));
    fc.assert(fc.property(told, (q) => findRevokeTime(q)?.established === false), { numRuns: 400 });
  });

  it('reads a play to the next trick by the revoker’s side, or by no one named, as established; by the other side as nothing', () => {
    const own = fc.oneof(
      fc.tuple(pick(['вистующий не дал в масть', 'Восток сренонсил', 'защитник сбросил не в масть']), pick(['а его партнёр уже вышел в следующую взятку', 'а следующую взятку уже сыграли', 'партнёр уже пошёл в новую взятку', 'а его партнёр объявил, какой картой сейчас выйдет', 'а партнёр сказал, чем пойдёт дальше']), fc.array(wordRu, { maxLength: 3 })).map(([r, n, ws]) => [...ws, `${r},`, n].join(' ')),
      fc.tuple(pick(['West revoked', 'the defender failed to follow']), pick(['and his partner has already led to the next trick', 'then East led to trick 6', 'and partner led to the following trick']), fc.array(wordEn, { maxLength: 3 })).map(([r, n, ws]) => [...ws, `${r},`, n].join(' ')),
    );
    fc.assert(fc.property(own, (q) => findRevokeTime(q)?.established === true), { numRuns: 300 });
    const other = fc.tuple(pick(['вистующий не дал в масть', 'защитник сренонсил']), pick(['а разыгрывающий уже зашёл в новую взятку', 'а со стола уже пошли в следующую'])).map(([r, n]) => `${r}, ${n}`);
    fc.assert(fc.property(other, (q) => findRevokeTime(q) === null), { numRuns: 50 });
  });

  it('reads nothing without a revoke, or where the query asks about the twelfth trick or the tricks transferred', () => {
    const noRevoke = fc.oneof(sentence(pick(['Запад сыграл пику', 'защитник пошёл с туза']), fc.oneof(laterRu, onceRu), wordRu), sentence(pick(['West played a spade', 'declarer led']), fc.oneof(laterEn, onceEn), wordEn));
    const other = fc.tuple(fc.oneof(sentence(revokeRu, fc.oneof(laterRu, onceRu), wordRu), sentence(revokeEn, fc.oneof(laterEn, onceEn), wordEn)), pick(['на двенадцатой взятке', 'сколько взяток передать?', 'how many tricks do we get?', 'on the twelfth trick', 'он уже установлен?'])).map(([q, t]) => `${q} ${t}`);
    fc.assert(fc.property(fc.oneof(noRevoke, other), (q) => findRevokeTime(q) === null), { numRuns: 300 });
  });

  it('puts the text’s words for the case after the moment told, which stays', () => {
    expect(readRevokeTime('Запад сренонсил и тут же спохватился', { established: 'ESTABLISHED', notEstablished: 'NOT ESTABLISHED' })).toBe('Запад сренонсил и тут же спохватился NOT ESTABLISHED');
    const words = situationWords({ revoke: 'фальшренонс', unable: 'UNABLE', designation: 'DESIGNATION', trickCount: 'TRICKCOUNT', established: 'ESTABLISHED', notEstablished: 'NOT ESTABLISHED', hesitation: 'HESITATION', concession: 'CONCESSION' });
    // The revoke told by the cards played is read first (play.ts), then its moment.
    expect(readQuery('снёс трефу на пиковый ход, заметили через две взятки', undefined, () => true, words, readers).words).toBe('фальшренонс , заметили через две взятки ESTABLISHED');
  });
});
