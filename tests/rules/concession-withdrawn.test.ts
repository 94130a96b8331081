/** A concession cancelled (71) or an agreement to a claim withdrawn (69B), within the Correction Period. */
import { describe, expect, it } from 'vitest';
import { CONCESSION_WITHDRAWN_DOMAIN, type ConcessionWithdrawnInput, type ConcessionWithdrawnOutcome, concessionWithdrawn, enumerateDomain } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: ConcessionWithdrawnOutcome) => o.concession;
const CANCEL = 'cancelled-trick-to-his-side';
const WITHDRAWN = 'agreement-withdrawn-trick-to-his-side';

const T1987: readonly Row<ConcessionWithdrawnInput>[] = [
  { input: { withinCorrectionPeriod: false, what: 'conceded-tricks' }, outcome: 'stands', decidedBy: '71' },
  { input: { withinCorrectionPeriod: false, what: 'agreed-to-opponents-claim' }, outcome: 'agreement-stands', decidedBy: '69' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play'] }, outcome: CANCEL, decidedBy: '71' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['likely-to-be-won-but-could-be-lost', 'not-likely-to-be-won'] }, outcome: 'stands', decidedBy: '71' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play', 'likely-to-be-won-but-could-be-lost'] }, outcome: WITHDRAWN, decidedBy: '69' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: 'not-likely-to-be-won' }, outcome: 'agreement-stands', decidedBy: '69' },
];

const T2017: readonly Row<ConcessionWithdrawnInput>[] = [
  { input: { withinCorrectionPeriod: false, what: 'conceded-tricks' }, outcome: 'stands', decidedBy: '2017:71' },
  { input: { withinCorrectionPeriod: false, what: 'agreed-to-opponents-claim' }, outcome: 'agreement-stands', decidedBy: '2017:69A' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: 'had-in-fact-been-won' }, outcome: CANCEL, decidedBy: '2017:71A' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: 'could-not-be-lost-by-any-normal-play' }, outcome: CANCEL, decidedBy: '2017:71B' },
  { input: { withinCorrectionPeriod: true, what: 'conceded-tricks', trick: ['likely-to-be-won-but-could-be-lost', 'not-likely-to-be-won'] }, outcome: 'stands', decidedBy: '2017:71' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: ['had-in-fact-been-won', 'could-not-be-lost-by-any-normal-play', 'likely-to-be-won-but-could-be-lost'] }, outcome: WITHDRAWN, decidedBy: '2017:69B' },
  { input: { withinCorrectionPeriod: true, what: 'agreed-to-opponents-claim', trick: 'not-likely-to-be-won' }, outcome: 'agreement-stands', decidedBy: '2017:69A' },
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
  it('speaks of an agreement to a claim as an agreement and of a concession as a concession, in every ruling of both editions (69A/69B vs 71: the Director cancels a concession; a player may withdraw his agreement)', () => {
    for (const ed of ['1987', '2017'] as const)
      for (const input of enumerateDomain<ConcessionWithdrawnInput>(CONCESSION_WITHDRAWN_DOMAIN)) {
        const r = concessionWithdrawn(input, ed);
        if (!r.ok) continue;
        expect(r.outcome.concession.startsWith('agreement-'), `${ed} ${JSON.stringify(input)}`).toBe(input.what === 'agreed-to-opponents-claim');
        if (input.what === 'agreed-to-opponents-claim') expect(r.explanation.en, JSON.stringify(input)).not.toMatch(/concession (stands|is cancelled)/u);
      }
  });

  it('lets an agreement go where a concession of the same trick stands (69B2: likely won, 71: could be lost)', () => {
    const trick = 'likely-to-be-won-but-could-be-lost' as const;
    for (const ed of ['1987', '2017'] as const) {
      const a = concessionWithdrawn({ what: 'agreed-to-opponents-claim', trick, withinCorrectionPeriod: true }, ed);
      const c = concessionWithdrawn({ what: 'conceded-tricks', trick, withinCorrectionPeriod: true }, ed);
      expect([a.ok && a.outcome.concession, c.ok && c.outcome.concession]).toEqual([WITHDRAWN, 'stands']);
    }
  });
});
