/** A hand with more than 13 cards and another with fewer: 2017 13A, 13B1, 13B2, 13D; 1987 Law 13 by number. */
import { describe, expect, it } from 'vitest';
import { WRONG_NUMBER_OF_CARDS_DOMAIN, type WrongNumberOfCardsInput, type WrongNumberOfCardsOutcome, wrongNumberOfCards } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: WrongNumberOfCardsOutcome) => `${o.board}${o.adjustmentPossibleAfterPlay ? '|may-adjust' : ''}`;

const T1987: readonly Row<WrongNumberOfCardsInput>[] = [
  { input: { found: 'before-the-offender-called', cardOfAnotherHandSeen: false }, outcome: 'corrected-and-played-normally', decidedBy: '13' },
  // No 1987 text of Law 13 is loaded: the Code is not ruled otherwise than 2017 13A2.
  { input: { found: 'before-the-offender-called', cardOfAnotherHandSeen: true }, outcome: 'corrected-played-and-scored|may-adjust', decidedBy: '13' },
  // Playing on with the calls standing is not shown to be new in 2017 (editions.yaml, 13 and 13B are
  // unverified: no 1987 text of Law 13), so the Code is not ruled otherwise than 13B (2017).
  { input: { found: 'after-a-call-before-play-ended', dealCanBeCorrected: true }, outcome: 'corrected-and-played-calls-stand|may-adjust', decidedBy: '13' },
  { input: { found: 'after-a-call-before-play-ended', dealCanBeCorrected: false }, outcome: 'adjusted-score', decidedBy: '13' },
  { input: { found: 'after-play-ended' }, outcome: 'result-cancelled-adjusted-score', decidedBy: '13' },
];

const T2017: readonly Row<WrongNumberOfCardsInput>[] = [
  // 13A1: nobody has seen another player's card; 13A2: one has, so the board is played and scored, and
  // the score adjusted if that information affected the outcome.
  { input: { found: 'before-the-offender-called', cardOfAnotherHandSeen: false }, outcome: 'corrected-and-played-normally', decidedBy: '2017:13A' },
  { input: { found: 'before-the-offender-called', cardOfAnotherHandSeen: true }, outcome: 'corrected-played-and-scored|may-adjust', decidedBy: '2017:13A' },
  { input: { found: 'after-a-call-before-play-ended', dealCanBeCorrected: true }, outcome: 'corrected-and-played-calls-stand|may-adjust', decidedBy: '2017:13B' },
  { input: { found: 'after-a-call-before-play-ended', dealCanBeCorrected: false }, outcome: 'adjusted-score', decidedBy: '2017:13B' },
  { input: { found: 'after-play-ended' }, outcome: 'result-cancelled-adjusted-score', decidedBy: '2017:13D' },
];

describe('wrongNumberOfCards (13)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(WRONG_NUMBER_OF_CARDS_DOMAIN, ['found', 'dealCanBeCorrected', 'cardOfAnotherHandSeen']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(WRONG_NUMBER_OF_CARDS_DOMAIN, wrongNumberOfCards, T1987, S, 12);
  });
  it('rules every combination under 2017 as the table written from 13 says', () => {
    expectTable(WRONG_NUMBER_OF_CARDS_DOMAIN, (i: WrongNumberOfCardsInput) => wrongNumberOfCards(i, '2017'), T2017, S, 12);
  });
  it('says under 1987 that the site has no text of Law 13', () => {
    const r = wrongNumberOfCards({ found: 'after-play-ended', dealCanBeCorrected: false, cardOfAnotherHandSeen: false });
    expect(r.ok && r.editionNote?.en).toContain("This site has neither the 1987 text of Law 13 ");
  });
});
