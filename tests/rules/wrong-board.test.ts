/** The wrong board played in a pairs or individual event: 2017 15B1–15B3; 1987 Law 15 by number. */
import { describe, expect, it } from 'vitest';
import { WRONG_BOARD_DOMAIN, type WrongBoardInput, type WrongBoardOutcome, wrongBoard } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: WrongBoardOutcome) => `${o.wrongBoard}${o.correctBoardLater ? '|correct-board-later' : ''}`;

const T1987: readonly Row<WrongBoardInput>[] = [
  { input: { playedBeforeAtThisTable: true }, outcome: 'cancelled-artificial-adjusted-score', decidedBy: '15' },
  { input: { playedBeforeAtThisTable: false, found: 'during-the-auction' }, outcome: 'auction-cancelled-and-repeated|correct-board-later', decidedBy: '15' },
  { input: { playedBeforeAtThisTable: false, found: 'during-or-after-the-play' }, outcome: 'score-stands|correct-board-later', decidedBy: '15' },
];

const T2017: readonly Row<WrongBoardInput>[] = [
  { input: { playedBeforeAtThisTable: true }, outcome: 'cancelled-artificial-adjusted-score', decidedBy: '2017:15B' },
  // 15B2: from the start of the auction on, the board is completed and the score stands.
  { input: { playedBeforeAtThisTable: false }, outcome: 'score-stands|correct-board-later', decidedBy: '2017:15B' },
];

describe('wrongBoard (15)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(WRONG_BOARD_DOMAIN, ['playedBeforeAtThisTable', 'found']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(WRONG_BOARD_DOMAIN, wrongBoard, T1987, S, 4);
  });
  it('rules every combination under 2017 as the table written from 15B says', () => {
    expectTable(WRONG_BOARD_DOMAIN, (i: WrongBoardInput) => wrongBoard(i, '2017'), T2017, S, 4);
  });
  it('sends team events to Law 86B under 2017', () => {
    const r = wrongBoard({ playedBeforeAtThisTable: false, found: 'during-the-auction' }, '2017');
    expect(r.ok && r.explanation.en).toContain('Law 86B');
  });
});
