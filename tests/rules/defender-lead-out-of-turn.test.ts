/**
 * A defender's lead out of turn during the play: 1987 (Laws 53 and 56 named by the loaded
 * 54D and 55A; Law 50 from source 001) and 2017 (the complete text: 53A with its trick-13
 * footnote, 53B, 56B with 50D).
 */
import { describe, expect, it } from 'vitest';
import { DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, type DefenderLeadOutOfTurnInput, type DefenderLeadOutOfTurnOutcome, defenderLeadOutOfTurn } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: DefenderLeadOutOfTurnOutcome) => `${o.leadOutOfTurn}|${o.cardLedOutOfTurn}${o.declarerHasLeadOptions ? '|options' : ''}${o.choiceHonoured ? '' : '|overruled'}`;
const OPPONENTS = ['declarer', 'dummy'] as const;

const T1987: readonly Row<DefenderLeadOutOfTurnInput>[] = [
  // 53A: accepted, at any trick (the 1987 Code, like the 1997 text, has no trick-13 limit).
  { input: { declarerChoice: 'accept' }, outcome: 'accepted|stands-as-the-lead', decidedBy: '53A' },
  // 53C (1987 numbering): declarer, whose lead it was, leads properly himself.
  { input: { declarerChoice: 'lead-properly-himself', leadBelongedTo: [...OPPONENTS] }, outcome: 'proper-lead-stands|withdrawn', decidedBy: '53C' },
  // Only an opponent of the offender may lead in his place.
  { input: { declarerChoice: 'lead-properly-himself', leadBelongedTo: 'offenders-partner' }, outcome: 'invalid' },
  // 56: retracted, a major penalty card (50); declarer's lead options when the offender's partner leads (50D2 / «50E»).
  { input: { declarerChoice: 'require-retraction', leadBelongedTo: [...OPPONENTS] }, outcome: 'retracted|major-penalty-card', decidedBy: '56' },
  { input: { declarerChoice: 'require-retraction', leadBelongedTo: 'offenders-partner' }, outcome: 'retracted|major-penalty-card|options', decidedBy: '56' },
];

const T2017: readonly Row<DefenderLeadOutOfTurnInput>[] = [
  // 53A footnote: a lead out of turn at trick 13 must be retracted, whatever declarer wants.
  { input: { atTrick13: true, declarerChoice: 'accept' }, outcome: 'retracted|played-in-turn|overruled', decidedBy: '2017:53A' },
  { input: { atTrick13: true, declarerChoice: 'require-retraction' }, outcome: 'retracted|played-in-turn', decidedBy: '2017:53A' },
  { input: { atTrick13: true, declarerChoice: 'lead-properly-himself', leadBelongedTo: [...OPPONENTS] }, outcome: 'retracted|played-in-turn', decidedBy: '2017:53A' },
  { input: { declarerChoice: 'lead-properly-himself', leadBelongedTo: 'offenders-partner' }, outcome: 'invalid' },
  { input: { atTrick13: false, declarerChoice: 'accept' }, outcome: 'accepted|stands-as-the-lead', decidedBy: '2017:53A' },
  // 53B: the proper lead stands, cards played in error may be taken back (16C).
  { input: { atTrick13: false, declarerChoice: 'lead-properly-himself', leadBelongedTo: [...OPPONENTS] }, outcome: 'proper-lead-stands|withdrawn', decidedBy: '2017:53B' },
  // 56B: major penalty card, Law 50D (50D1 for the offender, 50D2 when his partner leads).
  { input: { atTrick13: false, declarerChoice: 'require-retraction', leadBelongedTo: [...OPPONENTS] }, outcome: 'retracted|major-penalty-card', decidedBy: '2017:56' },
  { input: { atTrick13: false, declarerChoice: 'require-retraction', leadBelongedTo: 'offenders-partner' }, outcome: 'retracted|major-penalty-card|options', decidedBy: '2017:56' },
];

describe('defenderLeadOutOfTurn (53, 56)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, ['leadBelongedTo', 'atTrick13', 'declarerChoice']);
  });
  it('rules every combination under 1987 as the table written from 53, 56 and 50 says', () => {
    expectTable(DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, defenderLeadOutOfTurn, T1987, S, 18);
  });
  it('rules every combination under 2017 as the table written from the 2017 Laws 53 and 56 says', () => {
    expectTable(DEFENDER_LEAD_OUT_OF_TURN_DOMAIN, (i: DefenderLeadOutOfTurnInput) => defenderLeadOutOfTurn(i, '2017'), T2017, S, 18);
  });
  it('cites 50D2 exactly when the offender\'s partner is to lead after the retraction, under both editions', () => {
    for (const ed of ['1987', '2017'] as const) {
      for (const leadBelongedTo of DEFENDER_LEAD_OUT_OF_TURN_DOMAIN.leadBelongedTo) {
        const r = defenderLeadOutOfTurn({ leadBelongedTo, atTrick13: false, declarerChoice: 'require-retraction' }, ed);
        expect(r.ok && r.cites.some((c) => c.endsWith('50D2')), `${ed} ${leadBelongedTo}`).toBe(leadBelongedTo === 'offenders-partner');
      }
    }
  });
  it('says under 1987 that the site has no texts of Laws 53 and 56', () => {
    const r = defenderLeadOutOfTurn({ leadBelongedTo: 'declarer', atTrick13: false, declarerChoice: 'accept' });
    expect(r.ok && r.editionNote?.en).toContain('Laws 53 and 56');
    expect(r.ok && r.editionNote?.en).toContain('This site has');
  });
});
