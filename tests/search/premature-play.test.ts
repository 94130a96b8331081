/**
 * A card played before the partner's (src/lib/search/premature-play.ts): read with the text's words for the case of the side
 * that played — a defender's premature play (57) or declarer's (45). Sentences are built from a grammar: who played, the verbs
 * of playing, before whom in its forms, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPrematureTold } from '../../src/lib/search/premature-play';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/раньше|прежде|вперёд|впереди|дожд|пока|партн|напарн|запад|восток|север|юг|рук|разыгр|деклар|стол|болван|ренонс|масть|пас|контр|заявк|назнач|торгов|сыгра|полож|брос|кинул|выдож|снёс|сброс|выдерн|подлож|пошёл|зашёл|вышел|защит|вист/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/before|ahead|while|partner|west|east|north|south|hand|declarer|dummy|revok|follow|pass|doubl|bid|auction|play|threw|throw|pitch|toss|drop|put|led|lead|contribut|grab|pull|snatch|took|detach|defender/u.test(w));
const defenderRu = fc.tuple(pick(['Восток', 'Запад', 'защитник', 'вистующий']), pick(['бросил карту', 'сыграл короля', 'положил свою карту', 'кинул десятку']), pick(['раньше партнёра', 'раньше Запада', 'пока партнёр ещё думал', 'не дожидаясь партнёра']));
const defenderEn = fc.tuple(pick(['East', 'West', 'a defender', 'fourth hand']), pick(['threw his ten', 'played a card', 'pitched a spade', 'led again']), pick(['before his partner', 'before West had played', 'ahead of his partner', 'while his partner was still thinking']));
const declarerRu = fc.tuple(pick(['разыгрывающий', 'декларант']), pick(['сыграл со стола', 'положил карту с руки', 'выдернул карту из стола']), pick(['раньше Запада', 'раньше Востока', 'не дожидаясь Запада']));
const declarerEn = fc.tuple(pick(['declarer', 'the declarer']), pick(['played from dummy', 'followed from hand', 'grabbed dummy’s ace']), pick(['before RHO had played', 'before West had followed', 'ahead of LHO']));
const sentence = (parts: fc.Arbitrary<[string, string, string]>, word: fc.Arbitrary<string>) =>
  fc.tuple(parts, fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 3 })).map(([[who, play, before], a, b]) => [...a, `${who} ${play} ${before},`, ...b].join(' '));

describe('readPremature: a card played before the partner’s, by the side that played it', () => {
  it('reads a defender’s card played before his partner’s as a defender’s premature play', () => {
    fc.assert(fc.property(fc.oneof(sentence(defenderRu, wordRu), sentence(defenderEn, wordEn)), (q) => findPrematureTold(q)?.declarer === false), { numRuns: 400 });
  });
  it('reads declarer’s card played before the next hand’s as declarer’s premature play, whoever is named after', () => {
    fc.assert(fc.property(fc.oneof(sentence(declarerRu, wordRu), sentence(declarerEn, wordEn)), (q) => findPrematureTold(q)?.declarer === true), { numRuns: 300 });
  });
  it('reads nothing in the auction, beside a revoke, or before a lead rather than a player («раньше первого хода»)', () => {
    for (const q of ['Восток спасовал раньше партнёра', 'West revoked, and before East played declarer led again', 'болван раскрылся раньше первого хода', 'разыгрывающий сыграл быстро'])
      expect(findPrematureTold(q), q).toBeNull();
  });
  it('is read by the query reader with the page’s words', () => {
    // The partner's seat is read as the text's word for him first (seats.ts).
    expect(readQuery('Восток бросил карту раньше Запада', undefined, () => true, situationWords({ premature: 'PREMATURE', partner: 'партнёр' }), readers).words).toBe('Восток бросил карту раньше партнёр PREMATURE');
  });
});
