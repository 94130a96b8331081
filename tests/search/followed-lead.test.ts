/**
 * A lead out of turn that the other side played to (src/lib/search/followed-lead.ts): read with the text's words for 60.1/60.3
 * after the card that followed, where the lead was not taken back and no Director was awaited. Sentences are built from a
 * grammar: who led, whose lead it was in its forms, who played to it, the card's verb in its forms, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFollowedLead, readFollowedLead } from '../../src/lib/search/followed-lead';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/очеред|ход|пош|вышел|вышла|зашё|сходил|ложил|сыграл|кинул|бросил|ответил|добавил|верн|возвра|забра|забир|убра|отмен|принял|переход|перейт|суд|директ|арбитр|повёл|повел|выложил|должн|взял|взятк|выигр|забрал|покрыл|накрыл|перебил|побил/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/lead|led|turn|rotation|follow|play|threw|drop|pitch|discard|retract|back|refus|withdr|again|director|won|took|trick|cover|beat|ruff|trump/u.test(w));

const leaderRu = pick(['разыгрывающий', 'Восток', 'правый соперник', 'Запад', 'декларант']);
const leadRu = pick(['пошёл с руки', 'вышел со стола', 'зашёл в пику', 'пошёл с туза', 'повёл пиковым валетом', 'выложил десятку пик', 'вылез с дамой']);
const turnRu = pick(['не в очередь', 'вне очереди', 'хотя ход был мой', 'когда ход был за Севером', 'а ведь ход был его', 'хотя ходить должен был Север', 'хотя прошлую взятку взял Запад', 'хотя ходить в седьмую взятку должен был Север']);
const followerRu = pick(['мой партнёр', 'я', 'защитник', 'разыгрывающий', 'Юг']);
const cardRu = pick(['подложил карту', 'машинально сыграл', 'кинул семёрку', 'положил карту', 'покрыл королём', 'перебил тузом']);
const leaderEn = pick(['declarer', 'LHO', 'East', 'dummy']);
const leadEn = pick(['led a spade', 'led from hand', 'led the king']);
const turnEn = pick(['out of turn', 'out of rotation', 'when it was my lead', 'although West had won the last trick', 'while South held the lead']);
const followerEn = pick(['my partner', 'I', 'declarer', 'West']);
const cardEn = pick(['followed', 'played a low card', 'threw the seven', 'put down a card', 'covered with the king']);

const told = fc.oneof(
  fc.tuple(leaderRu, leadRu, turnRu, followerRu, cardRu, fc.array(wordRu, { maxLength: 3 })).map(([a, l, t, b, c, ws]) => [`${a} ${l} ${t}, а ${b} ${c}`, ...ws].join(' ')),
  fc.tuple(leaderEn, leadEn, turnEn, followerEn, cardEn, fc.array(wordEn, { maxLength: 3 })).map(([a, l, t, b, c, ws]) => [`${a} ${l} ${t}, and ${b} ${c}`, ...ws].join(' ')),
);

describe('readFollowedLead: a lead out of turn played to', () => {
  it('reads the card played after a lead out of turn, keeping the words told', () => {
    fc.assert(
      fc.property(told, (q) => keepsWordsTold(q, readFollowedLead(q, { followedLead: 'FOLLOWED' }), 'FOLLOWED')),
      { numRuns: 400 },
    );
  });

  it('reads nothing where the lead was taken back (60.5), the Director was awaited, the leader played on, or no card followed', () => {
    const other = fc.oneof(
      told.map((q) => `${q}, но его заставили забрать ход`),
      told.map((q) => `${q}, then declarer had to take his lead back`),
      told.map((q) => `${q}, пока ждали судью`),
      fc.tuple(leaderRu, leadRu, turnRu).map(([a, l, t]) => `${a} ${l} ${t}, он сыграл так, будто знал, где король`),
      fc.tuple(leaderRu, leadRu, turnRu, fc.array(wordRu, { maxLength: 3 })).map(([a, l, t, ws]) => [`${a} ${l} ${t}`, ...ws].join(' ')),
      fc.tuple(leaderEn, leadEn, turnEn, fc.array(wordEn, { maxLength: 3 })).map(([a, l, t, ws]) => [`${a} ${l} ${t}`, ...ws].join(' ')),
    );
    fc.assert(fc.property(other, (q) => findFollowedLead(q) === null), { numRuns: 300 });
  });

  it('reads it where the Director is named, neither awaited nor not called', () => {
    fc.assert(fc.property(told, (q) => findFollowedLead(`${q}; what does the director rule?`) !== null && findFollowedLead(`${q} — что скажет судья?`) !== null), { numRuns: 100 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('ход был мой, а разыгрывающий пошёл с руки, партнёр подложил карту', undefined, () => true, situationWords(), readers).words).toContain('followedLead');
  });
});
