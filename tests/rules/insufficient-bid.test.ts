import { describe, expect, it } from 'vitest';
import {
  INSUFFICIENT_BID_DOMAIN,
  type InsufficientBidInput,
  type InsufficientBidOutcome,
  enumerateDomain,
  insufficientBid,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const MUST_PASS = { partnerMustPass: true, leadPenaltiesOfLaw26: true } as const;
const FREE = { partnerMustPass: false, leadPenaltiesOfLaw26: false } as const;
const CORRECTIONS = ['lowest-sufficient-bid-same-denomination', 'other-sufficient-bid', 'pass', 'double-or-redouble'] as const;

// Law 27 (1987), commentary 27.7 (i)–(vi), 27.8; note after 27.8 → Law 31. The 1987 Code asks whether a bid
// was conventional; whether both bids specify the same denomination(s) is the 2017 question (27B1(a)), ignored here.
const IB_TABLE: readonly Row<InsufficientBidInput>[] = [
  { input: { outOfRotation: true }, outcome: 'law-31-applies', fields: FREE, decidedBy: '31' },
  // 27A, 27.7(i): accepted — the auction continues, no rectification.
  { input: { outOfRotation: false, lhoAccepts: true, correction: 'none-yet' }, outcome: 'accepted', fields: { ...FREE, adjustedScore: false }, decidedBy: '27A' },
  { input: { outOfRotation: false, lhoAccepts: true, correction: CORRECTIONS }, outcome: 'invalid', note: 'an accepted insufficient bid is not corrected' },
  // 27B, 27.7(ii)-(iii), 27.8: the Director explains the options before the choice.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'none-yet', directorJudgesDamage: false }, outcome: 'offender-must-choose', fields: FREE, decidedBy: '27B' },
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'none-yet', directorJudgesDamage: true }, outcome: 'invalid', note: 'too early to judge damage (27.7(iii))' },
  // 27B1(a): lowest sufficient bid in the same denomination — no penalty.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'lowest-sufficient-bid-same-denomination', eitherBidConventional: false }, outcome: 'corrected-without-penalty', fields: FREE, decidedBy: '27B1a' },
  // 27B1(b): ... unless either bid may have been conventional.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'lowest-sufficient-bid-same-denomination', eitherBidConventional: true }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '27B1b' },
  // 27B2: other sufficient bid or pass — partner passes throughout, Law 26 lead penalties.
  { input: { outOfRotation: false, lhoAccepts: false, correction: ['other-sufficient-bid', 'pass'] }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '27B2' },
  // 27B3: a double or redouble is treated as a pass.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'double-or-redouble' }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '27B3' },
];

describe('insufficientBid (27)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(INSUFFICIENT_BID_DOMAIN, ['outOfRotation', 'lhoAccepts', 'correction', 'eitherBidConventional', 'specifiesSameDenominations', 'directorJudgesDamage', 'comparableCall']);
  });

  it('rules every combination of inputs as the table written from Law 27 and 27.7 says', () => {
    expectTable(INSUFFICIENT_BID_DOMAIN, insufficientBid, IB_TABLE, (o: InsufficientBidOutcome) => o.result, 320);
  });

  it('awards an adjusted score (27.7(v)) exactly when the Director judges damage after a correction', () => {
    for (const input of enumerateDomain<InsufficientBidInput>(INSUFFICIENT_BID_DOMAIN)) {
      const r = insufficientBid(input);
      if (!r.ok) continue;
      const corrected = !input.outOfRotation && !input.lhoAccepts && input.correction !== 'none-yet';
      expect(r.outcome.adjustedScore, JSON.stringify(input)).toBe(corrected && input.directorJudgesDamage);
      if (r.outcome.adjustedScore) expect(r.cites).toContain('27.7(v)');
    }
  });

  it('explains to the offender every option and its consequence before he chooses (27.8)', () => {
    const r = insufficientBid({ outOfRotation: false, lhoAccepts: false, correction: 'none-yet', eitherBidConventional: false, specifiesSameDenominations: true, directorJudgesDamage: false, comparableCall: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cites).toEqual(expect.arrayContaining(['27.7(ii)', '27.8', '27B1a', '27B2', '27B3']));
    expect(r.explanation.ru).toContain('контру или реконтру');
  });
});
