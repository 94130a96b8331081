/** Dummy's limitations and their consequences: 1987 43B2 (as the site numbers it); 2017 43B1–43B3. */
import { describe, expect, it } from 'vitest';
import { DUMMY_LIMITS_DOMAIN, type DummyLimitsInput, type DummyLimitsOutcome, dummyLimits } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: DummyLimitsOutcome) => `${o.consequence}${o.dummyLiableToPenalty ? '|penalty' : ''}`;

const T1987: readonly Row<DummyLimitsInput>[] = [
  { input: { lookedAtAHand: false, then: 'nothing-more' }, outcome: 'invalid' },
  { input: { lookedAtAHand: true, then: 'nothing-more' }, outcome: 'penalty-only|penalty', decidedBy: '43' },
  { input: { lookedAtAHand: false, then: 'warns-declarer-against-leading-from-the-wrong-hand' }, outcome: 'none-within-dummys-rights', decidedBy: '42' },
  { input: { lookedAtAHand: true, then: 'warns-declarer-against-leading-from-the-wrong-hand' }, outcome: 'defenders-choose-the-leading-hand|penalty', decidedBy: '43B2' },
  { input: { lookedAtAHand: false, then: 'first-to-ask-declarer-who-has-revoked' }, outcome: 'none-within-dummys-rights', decidedBy: '42B1' },
  { input: { lookedAtAHand: true, then: 'first-to-ask-declarer-who-has-revoked' }, outcome: 'revoke-corrected-and-treated-as-established|penalty', decidedBy: '43B2' },
  { input: { lookedAtAHand: false, then: 'first-to-draw-attention-to-a-defenders-irregularity' }, outcome: 'irregularity-rectified-as-usual|penalty', decidedBy: '43' },
  // 1987: declarer may not enforce any penalty for the defender's irregularity.
  { input: { lookedAtAHand: true, then: 'first-to-draw-attention-to-a-defenders-irregularity' }, outcome: 'no-rectification-of-the-defenders-irregularity|penalty', decidedBy: '43B2' },
];

const T2017: readonly Row<DummyLimitsInput>[] = [
  { input: { lookedAtAHand: false, then: 'nothing-more' }, outcome: 'invalid' },
  { input: { lookedAtAHand: true, then: 'nothing-more' }, outcome: 'penalty-only|penalty', decidedBy: '2017:43B1' },
  { input: { lookedAtAHand: false, then: 'warns-declarer-against-leading-from-the-wrong-hand' }, outcome: 'none-within-dummys-rights', decidedBy: '2017:42B2' },
  { input: { lookedAtAHand: true, then: 'warns-declarer-against-leading-from-the-wrong-hand' }, outcome: 'defenders-choose-the-leading-hand|penalty', decidedBy: '2017:43B2' },
  { input: { lookedAtAHand: false, then: 'first-to-ask-declarer-who-has-revoked' }, outcome: 'none-within-dummys-rights', decidedBy: '2017:42B1' },
  { input: { lookedAtAHand: true, then: 'first-to-ask-declarer-who-has-revoked' }, outcome: 'revoke-corrected-and-treated-as-established|penalty', decidedBy: '2017:43B2' },
  { input: { lookedAtAHand: false, then: 'first-to-draw-attention-to-a-defenders-irregularity' }, outcome: 'irregularity-rectified-as-usual|penalty', decidedBy: '2017:43A1' },
  // 43B3: no immediate rectification; at the end the defenders' gain is taken away.
  { input: { lookedAtAHand: true, then: 'first-to-draw-attention-to-a-defenders-irregularity' }, outcome: 'no-immediate-rectification-defenders-gain-removed|penalty', decidedBy: '2017:43B3' },
];

describe('dummyLimits (43)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(DUMMY_LIMITS_DOMAIN, ['lookedAtAHand', 'then']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(DUMMY_LIMITS_DOMAIN, dummyLimits, T1987, S, 8);
  });
  it('rules every combination under 2017 as the table written from 43 says', () => {
    expectTable(DUMMY_LIMITS_DOMAIN, (i: DummyLimitsInput) => dummyLimits(i, '2017'), T2017, S, 8);
  });
  it('makes dummy liable to a penalty (Law 90) whenever he looked at a hand, under both editions', () => {
    for (const ed of ['1987', '2017'] as const) for (const then of DUMMY_LIMITS_DOMAIN.then) {
      const r = dummyLimits({ lookedAtAHand: true, then }, ed);
      expect(r.ok && r.outcome.dummyLiableToPenalty && r.cites.some((c) => /(^|:)90$/u.test(c)), `${ed} ${then}`).toBe(true);
    }
  });
});
