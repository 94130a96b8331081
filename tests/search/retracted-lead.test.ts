/**
 * Declarer's lead out of turn taken back and a defender's card played meanwhile (src/lib/search/retracted-lead.ts): read with
 * 60.5's words after the card. Sentences are built from a grammar: the retraction in its forms, who played, the card's verb,
 * the time word, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRetractedLead, readRetractedLead } from '../../src/lib/search/retracted-lead';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/верн|возвра|забр|забир|убра|убир|назад|отмен|приня|переход|перейт|ренонс|масть|масти|ложи|сыгр|кину|брос|шлёп|пока|раньш|уже/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/retract|back|refus|withdr|revok|reneg|follow|play|threw|drop|pitch|discard|meanwhile|already|before|first|lead/u.test(w));

const backRu = pick(['разыгрывающему велели вернуть ход со стола', 'декларанта заставили забрать заход с руки', 'защита не приняла ход разыгрывающего со стола', 'вистующие отклонили заход разыгрывающего со стола', 'разыгрывающему велели переиграть со стола']);
const cardRu = pick(['а Запад тем временем подложил карту', 'но защитник уже успел положить карту', 'а Восток уже кинул свою']);
const backEn = pick(['declarer had to take his lead back', 'declarer was told to retract his lead from dummy', 'we refused declarer’s lead from hand', 'we rejected declarer’s lead from dummy']);
const cardEn = pick(['meanwhile my partner already put a card down', 'and East threw a card before declarer led again', 'but West had already played the seven']);
/** The card before the retraction, with the time told between them; the card shown, not played («открыл карту», "showed"). */
const shownFirst = fc
  .tuple(pick(['вистующий открыл карту', 'Восток показал даму', 'защитник засветил валета']), pick(['пока', 'а тем временем', 'не дождавшись, пока']), pick(['отменённый ход декларанта ещё не заменили', 'разыгрывающий возвращал ход со стола', 'ход разыгрывающего аннулировали']))
  .map(([c, t, b]) => `${c}, ${t} ${b}`);
const pulledEn = fc
  .tuple(pick(['made declarer pull back the card he led from dummy', 'declarer returned his lead from hand', 'the lead from the table was cancelled']), pick(['and before he led again East showed the ♠J', 'but partner’s ♣8 was already face up', 'and West had already exposed a card']))
  .map(([b, c]) => `${b}, ${c}`);
const told = fc.oneof(
  shownFirst,
  pulledEn,
  fc.tuple(backRu, cardRu, fc.array(wordRu, { maxLength: 3 })).map(([b, c, ws]) => [`${b}, ${c}`, ...ws].join(' ')),
  fc.tuple(backEn, cardEn, fc.array(wordEn, { maxLength: 3 })).map(([b, c, ws]) => [`${b}, ${c}`, ...ws].join(' ')),
);

describe('readRetractedLead: declarer’s lead taken back, a defender’s card meanwhile', () => {
  it('reads the card played, keeping the words told', () => {
    fc.assert(
      fc.property(told, (q) => keepsWordsTold(q, readRetractedLead(q, { retractedLead: 'RETRACTED' }), 'RETRACTED')),
      { numRuns: 300 },
    );
  });

  it('reads nothing where a revoke is told, where no card was played meanwhile, nor a defender’s lead taken back', () => {
    const other = fc.oneof(
      told.map((q) => `${q} — это ренонс`),
      fc.tuple(backRu, fc.array(wordRu, { maxLength: 3 })).map(([b, ws]) => [b, ...ws].join(' ')),
      fc.tuple(pick(['Западу велели вернуть заход', 'East had to take his lead back']), pick(['а Восток уже подложил карту', 'and North already played'])).map(([b, c]) => `${b}, ${c}`),
    );
    fc.assert(fc.property(other, (q) => findRetractedLead(q) === null), { numRuns: 200 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('declarer had to take his lead back, meanwhile my partner already put a card down', undefined, () => true, situationWords(), readers).words).toContain('retractedLead');
  });
});
