import { describe, expect, it } from 'vitest';
import {
  DECLARER_LEAD_OUT_OF_TURN_DOMAIN,
  DEFENDER_PREMATURE_PLAY_DOMAIN,
  OPENING_LEAD_OUT_OF_TURN_DOMAIN,
  type DeclarerLeadOutOfTurnInput,
  type DeclarerLeadOutOfTurnOutcome,
  type DefenderPrematurePlayInput,
  type DefenderPrematurePlayOutcome,
  type OpeningLeadOutOfTurnInput,
  type OpeningLeadOutOfTurnOutcome,
  declarerLeadOutOfTurn,
  defenderPrematurePlay,
  openingLeadOutOfTurn,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

// 54A–54D, 56
const OPENING_TABLE: readonly Row<OpeningLeadOutOfTurnInput>[] = [
  // 54C: declarer who could have seen dummy's cards must accept.
  { input: { declarerCouldHaveSeenDummysCards: true, declarerChoice: 'accept' }, outcome: 'lead-accepted', decidedBy: '54C' },
  { input: { declarerCouldHaveSeenDummysCards: true, declarerChoice: ['spread-own-hand', 'refuse'] }, outcome: 'lead-accepted|overruled', decidedBy: '54C' },
  // 54A: declarer spreads his hand and becomes dummy.
  { input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'spread-own-hand' }, outcome: 'declarer-becomes-dummy', decidedBy: '54A' },
  // 54B: accepted — dummy spread, declarer plays second.
  { input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'accept' }, outcome: 'lead-accepted', decidedBy: '54B' },
  // 54D → 56: retracted, the card becomes a major penalty card; declarer gets the lead options.
  {
    input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'refuse' },
    outcome: 'lead-retracted',
    fields: { leadCardBecomesMajorPenaltyCard: true, declarerHasLeadOptions: true },
    decidedBy: '54D',
  },
];

// 55A, 55B1, 55B2, 55C
const DECLARER_TABLE: readonly Row<DeclarerLeadOutOfTurnInput>[] = [
  { input: { defendersChoice: 'accept', declarerMayHaveUsedInformation: false }, outcome: 'lead-accepted', decidedBy: '55A' },
  { input: { defendersChoice: 'accept', declarerMayHaveUsedInformation: true }, outcome: 'lead-accepted|55C', decidedBy: '55A' },
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'a-defender', declarerMayHaveUsedInformation: false }, outcome: 'retracted-no-penalty', decidedBy: '55B1' },
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'a-defender', declarerMayHaveUsedInformation: true }, outcome: 'retracted-no-penalty|55C', decidedBy: '55B1' },
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'declarers-other-hand', declarerMayHaveUsedInformation: false }, outcome: 'retracted-lead-from-correct-hand', decidedBy: '55B2' },
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'declarers-other-hand', declarerMayHaveUsedInformation: true }, outcome: 'retracted-lead-from-correct-hand|55C', decidedBy: '55B2' },
];

const D = (o: DefenderPrematurePlayOutcome) => `${o.result}|${o.prematureCard}|${o.partnerMust}`;

// 57 (57.4–57.7), 59
const PREMATURE_TABLE: readonly Row<DefenderPrematurePlayInput>[] = [
  // 57.7: declarer had played from both hands, or dummy played/suggested a card — no penalty.
  { input: { exemption: ['declarer-played-from-both-hands', 'dummy-played-or-suggested-a-card'] }, outcome: 'no-penalty|no-penalty|any-legal-card', decidedBy: '57' },
  // 57.4: major penalty card; declarer's three instructions for partner's play to the current trick.
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'highest-of-suit-led' }, outcome: 'option-enforced|major-penalty-card|highest-of-suit-led', decidedBy: '57A' },
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'lowest-of-suit-led' }, outcome: 'option-enforced|major-penalty-card|lowest-of-suit-led', decidedBy: '57A' },
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'forbid-a-named-suit' }, outcome: 'option-enforced|major-penalty-card|not-the-named-suit', decidedBy: '57A' },
  // 57.6, 59: partner cannot comply — any card; the penalty card stays (50E).
  { input: { exemption: 'none', partnerCanComply: false }, where: (i) => i.declarerOption !== 'card-of-another-suit', outcome: 'partner-cannot-comply|major-penalty-card|any-legal-card', decidedBy: '59' },
  // Requiring a card of another named suit is 2017 57A only: the 1987 Code (57.4) has three instructions.
  { input: { exemption: 'none', declarerOption: 'card-of-another-suit' }, outcome: 'invalid' },
];

describe('openingLeadOutOfTurn (54, 56)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(OPENING_LEAD_OUT_OF_TURN_DOMAIN, ['declarerCouldHaveSeenDummysCards', 'declarerChoice']);
  });
  it('rules every combination of inputs as the table written from 54 says', () => {
    expectTable(
      OPENING_LEAD_OUT_OF_TURN_DOMAIN,
      openingLeadOutOfTurn,
      OPENING_TABLE,
      (o: OpeningLeadOutOfTurnOutcome) => `${o.result}${o.choiceHonoured ? '' : '|overruled'}`,
      6,
    );
  });
  it('says that the site has no commentary on Law 54', () => {
    const r = openingLeadOutOfTurn({ declarerCouldHaveSeenDummysCards: false, declarerChoice: 'spread-own-hand' });
    expect(r.ok && r.editionNote?.en).toContain('This site has');
  });
});

describe('declarerLeadOutOfTurn (55)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(DECLARER_LEAD_OUT_OF_TURN_DOMAIN, ['leadBelongedTo', 'defendersChoice', 'declarerMayHaveUsedInformation']);
  });
  it('rules every combination of inputs as the table written from 55 says', () => {
    expectTable(
      DECLARER_LEAD_OUT_OF_TURN_DOMAIN,
      declarerLeadOutOfTurn,
      DECLARER_TABLE,
      (o: DeclarerLeadOutOfTurnOutcome) => `${o.result}${o.adjustedScorePossible ? '|55C' : ''}`,
      8,
    );
  });
  it('cites 55C exactly when declarer may have used information from his infraction', () => {
    const yes = declarerLeadOutOfTurn({ leadBelongedTo: 'a-defender', defendersChoice: 'require-retraction', declarerMayHaveUsedInformation: true });
    const no = declarerLeadOutOfTurn({ leadBelongedTo: 'a-defender', defendersChoice: 'require-retraction', declarerMayHaveUsedInformation: false });
    expect(yes.ok && yes.cites).toContain('55C');
    expect(no.ok && no.cites).not.toContain('55C');
  });
});

describe('defenderPrematurePlay (57)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(DEFENDER_PREMATURE_PLAY_DOMAIN, ['kind', 'declarerOption', 'partnerCanComply', 'exemption']);
  });
  it('rules every combination of inputs as the table written from 57.4–57.7 says', () => {
    expectTable(DEFENDER_PREMATURE_PLAY_DOMAIN, defenderPrematurePlay, PREMATURE_TABLE, D, 48);
  });
});
