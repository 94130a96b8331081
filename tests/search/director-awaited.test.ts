/**
 * What players did before the Director ruled (src/lib/search/director-awaited.ts): they settled it among themselves, the
 * Director not called, or a card was played while he was awaited, by either side. Sentences are built from a grammar: who
 * acted, the words for the Director in his case forms, the wait or the call not made, the card played or the ruling made
 * by the players, among random words; and the cases it must leave alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDirectorAwaited, readDirectorAwaited } from '../../src/lib/search/director-awaited';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const SKIP = /суд|дир|арб|сам|реш|дог|разоб|объяв|назнач|опред|распис|дикт|навяз|соглас|сыгр|полож|кинул|брос|выл|пош|выш|зашёл|снёс|снес|сброс|карт|нару|винов|снов|опят|тоже|ещё|ожид|прих|звал|зва|зов|ждал|пока|agree|decid|settl|impos|dictat|rul|told|among|self|selve|play|threw|put|led|discard|follow|pitch|card|offend|same|again|also|director|td|call|summon|wait|before|until|arriv|came|instead|without|never|didn|nobody|потом|позж|затем|later|afterward/iu;
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !SKIP.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !SKIP.test(w));
const directorRu = pick(['судью', 'судьи', 'директора', 'арбитра', 'ТД']);
const directorEn = pick(['the TD', 'the director', 'the Director']);
const words = (w: fc.Arbitrary<string>) => fc.array(w, { maxLength: 3 }).map((ws) => ws.join(' '));

const absentRu = fc.tuple(pick(['соперники сами решили', 'игроки договорились', 'сильный соперник объявил', 'мы разобрались']), pick(['не позвали {d}', 'без {d}', 'не зовя {d}', '{d} не позвали', 'вместо того чтобы позвать {d}', '{d} позвали только потом', 'а {d} потом сказал иначе']), directorRu, words(wordRu), fc.boolean())
  .map(([settled, call, d, ws, first]) => (first ? `${settled} ${ws}, ${call.replace('{d}', d)}` : `${call.replace('{d}', d)} ${ws} ${settled}`));
const absentEn = fc.tuple(pick(['the opponents decided', 'we agreed among ourselves', 'a strong player imposed his own ruling', 'they settled it', 'the opponents decided the ruling themselves', 'they sorted it out between themselves']), pick(['without calling {d}', 'instead of calling {d}', 'and did not call {d}', 'and never called {d}', 'and called {d} later', 'and only called {d} after', 'and asked for {d} only then']), directorEn, words(wordEn))
  .map(([settled, call, d, ws]) => `${settled} ${ws} ${call.replace('{d}', d)}`);
const awaitedRu = fc.tuple(pick(['не дождавшись {d}', 'до прихода {d}', 'пока ждали {d}', 'в ожидании {d}']), directorRu, pick(['партнёр положил карту', 'разыгрывающий сыграл с руки', 'мы кинули карту']), words(wordRu))
  .map(([wait, d, played, ws]) => `${ws} ${wait.replace('{d}', d)} ${played}`);
// The Director called only afterwards, a card played first (rounds 119, 149: «…положил карту со стола, судью позвали потом»).
const laterRu = fc.tuple(pick(['партнёр положил карту', 'разыгрывающий сыграл с руки']), directorRu, pick(['позвали потом', 'позвали только потом']), words(wordRu)).map(([played, d, later, ws]) => `${ws} ${played}, ${d} ${later}`);
// The Director on his way, told of him («судья ещё идёт», "the TD was still on his way"): round 132's «судья ещё идёт, а напарник
// провинившегося уже подкинул карту».
const onHisWayRu = fc.tuple(pick(['судья', 'директор', 'арбитр']), pick(['ещё идёт', 'уже идёт к столу', 'в пути', 'ещё не подошёл', 'только направляется к нам']), pick(['партнёр подкинул карту', 'разыгрывающий сыграл с руки', 'мы скинули карту']), words(wordRu))
  .map(([d, way, played, ws]) => `${ws} ${d} ${way}, а ${played}`);
const onHisWayEn = fc.tuple(pick(['the TD', 'the director']), pick(['was still on his way', 'was coming over', 'is on the way']), pick(['partner played a card', 'declarer threw a card']), words(wordEn))
  .map(([d, way, played, ws]) => `${ws} ${d} ${way} and ${played}`);
const awaitedEn = fc.tuple(pick(['while we waited for {d}', 'before {d} arrived', 'without waiting for {d}', 'before {d} ruled', 'waiting for {d},']), directorEn, pick(['partner played a card', 'declarer threw a card', 'we followed']), words(wordEn))
  .map(([wait, d, played, ws]) => `${ws} ${wait.replace('{d}', d)}, ${played}`);

describe('readDirectorAwaited: what players did before the Director ruled', () => {
  it('reads players who settled it themselves, the Director not called, as the text’s words for players who agreed on the penalty', () => {
    fc.assert(fc.property(fc.oneof(absentRu, absentEn), (q) => findDirectorAwaited(q)?.case === 'absent'), { numRuns: 300 });
    // …also where they ruled it while he was awaited and then played on (round 154): the players' ruling is the case.
    const ruledAndPlayed = fc.tuple(pick(['пока судья шёл', 'до прихода судьи', 'while we waited for the TD']), pick(['игроки сами решили, что карта штрафная', 'мы договорились между собой', 'they agreed among themselves']), pick(['и сыграли дальше', 'and played on'])).map(([w, r, p]) => `${w}, ${r} ${p}`);
    fc.assert(fc.property(ruledAndPlayed, (q) => findDirectorAwaited(q)?.case === 'absent'), { numRuns: 50 });
  });

  it('reads a card played while the Director was awaited as the non-offending side’s play, or the offending side’s where the offender is named', () => {
    fc.assert(fc.property(fc.oneof(awaitedRu, awaitedEn, onHisWayRu, onHisWayEn, laterRu), (q) => findDirectorAwaited(q)?.case === 'awaited'), { numRuns: 300 });
    const offender = fc.tuple(fc.oneof(awaitedRu, awaitedEn, onHisWayRu, onHisWayEn), pick(['нарушитель снова', 'тот же защитник', 'напарник провинившегося', 'the offender again', 'his partner also', 'after his partner’s lead out of turn'])).map(([q, o]) => `${q} ${o}`);
    fc.assert(fc.property(offender, (q) => findDirectorAwaited(q)?.case === 'awaitedOffender'), { numRuns: 200 });
    // Round 153: the teller's partner played out of turn and the teller played after him, while the Director was awaited.
    const ownSide = fc.tuple(pick(['партнёр вышел не в очередь', 'мой партнёр пошёл вне очереди', 'my partner led out of turn', 'partner played out of turn']), pick(['я сразу подложил свою карту', 'я положил карту', 'I dropped a card on it', 'I followed']), fc.oneof(directorRu.map((d) => `пока ждали ${d}`), directorEn.map((d) => `while we waited for ${d}`)))
      .map(([led, played, wait]) => `${led}, ${played}, ${wait}`);
    fc.assert(fc.property(ownSide, (q) => findDirectorAwaited(q)?.case === 'awaitedOffender'), { numRuns: 100 });
  });

  it('reads nothing where the Director came and ruled, or is not spoken of', () => {
    // The Director on his way and no card played: a player's own correction is no ruling of the players (round 68's
    // «нарушитель сам поменял его на 2♦, судья ещё не подошёл»).
    const ruled = fc.tuple(pick(['судья пришёл и решил', 'судья назначил наказание', 'the director ruled', 'the TD came and gave a ruling', 'партнёр положил карту', 'declarer played a card', 'нарушитель сам поменял заявку, судья ещё не подошёл', 'he changed it himself, the TD was still on his way']), words(wordRu)).map(([s, ws]) => `${ws} ${s}`);
    fc.assert(fc.property(ruled, (q) => findDirectorAwaited(q) === null), { numRuns: 200 });
    // A bid is no penalty the players set (round 153's «правый назначил вне очереди, я в свою очередь заявил сразу, судью не звали»).
    const bid = fc.tuple(pick(['правый назначил вне очереди', 'Север назначил 2♥ не в свою очередь']), pick(['судью не звали', 'без судьи'])).map(([b, c]) => `${b}, я заявил, ${c}`);
    fc.assert(fc.property(bid, (q) => findDirectorAwaited(q)?.case !== 'absent'), { numRuns: 50 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('нарушитель, не дождавшись судьи, сыграл следующую карту', undefined, () => true, situationWords(), readers).words).toBe('нарушитель, не дождавшись судьи directorAwaitedOffender , сыграл следующую карту');
    expect(readDirectorAwaited('игроки сами решили, судью не звали', situationWords())).toBe('игроки сами решили, судью не звали directorAbsent');
  });
});
