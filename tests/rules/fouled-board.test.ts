/** A fouled board: 2017 87A–87C; 1987 Law 87 by number. */
import { describe, it } from 'vitest';
import { FOULED_BOARD_DOMAIN, type FouledBoardInput, type FouledBoardOutcome, fouledBoard } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: FouledBoardOutcome) => o.fouledBoard;

const T = (ed: '1987' | '2017'): readonly Row<FouledBoardInput>[] => [
  // 87A: not fouled unless those compared played different forms.
  { input: { comparisonsPlayedDifferentForms: false }, outcome: 'not-fouled-scored-as-usual', decidedBy: ed === '1987' ? '87' : '2017:87A' },
  { input: { comparisonsPlayedDifferentForms: true, event: 'pairs-or-individual' }, outcome: 'scores-grouped-by-form', decidedBy: ed === '1987' ? '87' : '2017:87B' },
  { input: { comparisonsPlayedDifferentForms: true, event: 'teams' }, outcome: 'team-rules', decidedBy: ed === '1987' ? '87' : '2017:87C' },
];

describe('fouledBoard (87)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(FOULED_BOARD_DOMAIN, ['comparisonsPlayedDifferentForms', 'event']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(FOULED_BOARD_DOMAIN, fouledBoard, T('1987'), S, 4);
  });
  it('rules every combination under 2017 as the table written from 87 says', () => {
    expectTable(FOULED_BOARD_DOMAIN, (i: FouledBoardInput) => fouledBoard(i, '2017'), T('2017'), S, 4);
  });
});
