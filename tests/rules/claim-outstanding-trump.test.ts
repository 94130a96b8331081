/** A disputed claim with a trump still out: 2017 70C (all three conditions); 1987 Law 70 by number. */
import { describe, expect, it } from 'vitest';
import { CLAIM_OUTSTANDING_TRUMP_DOMAIN, type ClaimOutstandingTrumpInput, type ClaimOutstandingTrumpOutcome, claimOutstandingTrump } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: ClaimOutstandingTrumpOutcome) => o.outstandingTrump;

const T = (ed: '1987' | '2017'): readonly Row<ClaimOutstandingTrumpInput>[] => [
  // 70C: a trick to the opponents only when all three hold.
  { input: { claimerMentionedTheTrump: false, claimerLikelyUnaware: true, trickCouldBeLostToIt: true }, outcome: 'trick-to-the-opponents', decidedBy: ed === '1987' ? '70' : '2017:70C' },
  {
    input: {},
    where: (i) => i.claimerMentionedTheTrump || !i.claimerLikelyUnaware || !i.trickCouldBeLostToIt,
    note: 'any one of the three conditions fails',
    outcome: 'no-trick-for-the-trump',
    decidedBy: ed === '1987' ? '70' : '2017:70C',
  },
];

describe('claimOutstandingTrump (70C)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(CLAIM_OUTSTANDING_TRUMP_DOMAIN, ['claimerMentionedTheTrump', 'claimerLikelyUnaware', 'trickCouldBeLostToIt']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(CLAIM_OUTSTANDING_TRUMP_DOMAIN, claimOutstandingTrump, T('1987'), S, 8);
  });
  it('rules every combination under 2017 as the table written from 70C says', () => {
    expectTable(CLAIM_OUTSTANDING_TRUMP_DOMAIN, (i: ClaimOutstandingTrumpInput) => claimOutstandingTrump(i, '2017'), T('2017'), S, 8);
  });
  it('names the condition that fails when no trick is given', () => {
    const r = claimOutstandingTrump({ claimerMentionedTheTrump: false, claimerLikelyUnaware: false, trickCouldBeLostToIt: true }, '2017');
    expect(r.ok && r.explanation.en).toContain('not at all likely');
  });
});
