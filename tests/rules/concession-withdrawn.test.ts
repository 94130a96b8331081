/** A concession cancelled (71) or an agreement to a claim withdrawn (69B), within the Correction Period. */
import { describe, expect, it } from 'vitest';
import { CONCESSION_WITHDRAWN_DOMAIN, type ConcessionWithdrawnInput, type ConcessionWithdrawnOutcome, concessionWithdrawn } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: ConcessionWithdrawnOutcome) => o.concession;
const CANCEL = 'cancelled-trick-to-his-side';

const T1987: readonly Row<ConcessionWithdrawnInput>[] = [
  { input: { withinCorrectionPeriod: false, what: 'conceded-tricks' }, outcome: 'stands', decidedBy: '71' },
  { input: { withinCorrectionPeriod: false, what: 'agreed-to-opponents-claim' }, outcome: 'stands', decidedBy: '69' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play'] }, outcome: CANCEL, decidedBy: '71' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['likely-to-be-won-but-could-be-lost', 'not-likely-to-be-won'] }, outcome: 'stands', decidedBy: '71' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play', 'likely-to-be-won-but-could-be-lost'] }, outcome: CANCEL, decidedBy: '69' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: 'not-likely-to-be-won' }, outcome: 'stands', decidedBy: '69' },
];

const T2017: readonly Row<ConcessionWithdrawnInput>[] = [
  { input: { withinCorrectionPeriod: false, what: 'conceded-tricks' }, outcome: 'stands', decidedBy: '2017:71' },
  { input: { withinCorrectionPeriod: false, what: 'agreed-to-opponents-claim' }, outcome: 'stands', decidedBy: '2017:69A' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: 'had-in-fact-been-won' }, outcome: CANCEL, decidedBy: '2017:71A' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: 'could-not-be-lost-by-any-normal-play' }, outcome: CANCEL, decidedBy: '2017:71B' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['likely-to-be-won-but-could-be-lost', 'not-likely-to-be-won'] }, outcome: 'stands', decidedBy: '2017:71' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play', 'likely-to-be-won-but-could-be-lost'] }, outcome: CANCEL, decidedBy: '2017:69B' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: 'not-likely-to-be-won' }, outcome: 'stands', decidedBy: '2017:69A' },
];

describe('concessionWithdrawn (69, 71)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(CONCESSION_WITHDRAWN_DOMAIN, ['what', 'trick', 'withinCorrectionPeriod']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(CONCESSION_WITHDRAWN_DOMAIN, concessionWithdrawn, T1987, S, 16);
  });
  it('rules every combination under 2017 as the table written from 69 and 71 says', () => {
    expectTable(CONCESSION_WITHDRAWN_DOMAIN, (i: ConcessionWithdrawnInput) => concessionWithdrawn(i, '2017'), T2017, S, 16);
  });
  it('lets an agreement go where a concession of the same trick stands (69B2: likely won, 71: could be lost)', () => {
    const trick = 'likely-to-be-won-but-could-be-lost' as const;
    for (const ed of ['1987', '2017'] as const) {
      const a = concessionWithdrawn({ what: 'agreed-to-opponents-claim', trick, withinCorrectionPeriod: true }, ed);
      const c = concessionWithdrawn({ what: 'conceded-tricks', trick, withinCorrectionPeriod: true }, ed);
      expect([a.ok && a.outcome.concession, c.ok && c.outcome.concession]).toEqual([CANCEL, 'stands']);
    }
  });
});
