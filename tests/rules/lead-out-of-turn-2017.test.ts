/**
 * Leads out of turn under the 2017 Laws, exhaustively. The outcomes are those of 1987; what
 * differs is the provisions a 2017 ruling rests on, and each row names the 2017 one it checks:
 * - 2017 54D: the card becomes a major penalty card and Law 50D applies directly (no Law 56);
 * - 2017 55C: a line of play that may rest on declarer's own infraction goes to Law 16;
 * - 2017 60B: a defender who plays before declarer's corrected lead has a major penalty card (Law 50);
 * - 2017 53A: a lead out of turn is accepted only before trick 13.
 * A defender's premature play (57) differs in 2017 itself: declarer has a fourth option (a card of
 * another named suit, 57A), a partner who cannot comply plays any card under 57B, and the
 * exceptions are 57C (declarer played from both hands; dummy played or suggested a card).
 */
import { describe, expect, it } from 'vitest';
import {
  DECLARER_LEAD_OUT_OF_TURN_DOMAIN,
  DEFENDER_PREMATURE_PLAY_DOMAIN,
  OPENING_LEAD_OUT_OF_TURN_DOMAIN,
  type DefenderPrematurePlayInput,
  type DefenderPrematurePlayOutcome,
  defenderPrematurePlay,
  type DeclarerLeadOutOfTurnInput,
  type DeclarerLeadOutOfTurnOutcome,
  type OpeningLeadOutOfTurnInput,
  type OpeningLeadOutOfTurnOutcome,
  declarerLeadOutOfTurn,
  enumerateDomain,
  openingLeadOutOfTurn,
} from '../../src/rules';
import { type Row, expectTable } from './table';

const OPENING_2017: readonly Row<OpeningLeadOutOfTurnInput>[] = [
  // 2017 54C: declarer who could have seen dummy's cards must accept the lead (and stays declarer).
  { input: { declarerCouldHaveSeenDummysCards: true }, outcome: 'lead-accepted', decidedBy: '2017:54C' },
  // 2017 54A: declarer spreads his hand and becomes dummy.
  { input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'spread-own-hand' }, outcome: 'declarer-becomes-dummy', decidedBy: '2017:54A' },
  // 2017 54B: declarer accepts; dummy goes down, declarer plays second.
  { input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'accept' }, outcome: 'lead-accepted', decidedBy: '2017:54B' },
  // 2017 54D: a major penalty card, and Law 50D.
  {
    input: { declarerCouldHaveSeenDummysCards: false, declarerChoice: 'refuse' },
    outcome: 'lead-retracted',
    fields: { leadCardBecomesMajorPenaltyCard: true, declarerHasLeadOptions: true },
    decidedBy: '2017:54D',
  },
];

const DECLARER_2017: readonly Row<DeclarerLeadOutOfTurnInput>[] = [
  // 2017 55A (with 53A): a defender accepts the lead.
  { input: { defendersChoice: 'accept' }, outcome: 'lead-accepted', decidedBy: '2017:55A' },
  // 2017 55B1: the lead was a defender's; the card goes back, no further rectification.
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'a-defender' }, outcome: 'retracted-no-penalty', decidedBy: '2017:55B1' },
  // 2017 55B2: declarer leads from the correct hand.
  { input: { defendersChoice: 'require-retraction', leadBelongedTo: 'declarers-other-hand' }, outcome: 'retracted-lead-from-correct-hand', decidedBy: '2017:55B2' },
];

describe('openingLeadOutOfTurn under the 2017 Laws (54)', () => {
  it('rules every combination as the table written from 2017 54A–54D says', () => {
    expectTable(OPENING_LEAD_OUT_OF_TURN_DOMAIN, (i: OpeningLeadOutOfTurnInput) => openingLeadOutOfTurn(i, '2017'), OPENING_2017, (o: OpeningLeadOutOfTurnOutcome) => o.result, 6);
  });

  it('rests a refused lead on 2017 54D and 50D (50D1, 50D2), not on Law 56', () => {
    const r = openingLeadOutOfTurn({ declarerCouldHaveSeenDummysCards: false, declarerChoice: 'refuse' }, '2017');
    expect(r.ok && r.cites).toEqual(['2017:54D', '2017:50D1', '2017:50D2']);
  });
});

describe('declarerLeadOutOfTurn under the 2017 Laws (55, 53A, 60B)', () => {
  it('rules every combination as the table written from 2017 55A and 55B says', () => {
    expectTable(DECLARER_LEAD_OUT_OF_TURN_DOMAIN, (i: DeclarerLeadOutOfTurnInput) => declarerLeadOutOfTurn(i, '2017'), DECLARER_2017, (o: DeclarerLeadOutOfTurnOutcome) => o.result, 8);
  });

  it('sends a line of play that may rest on the infraction to Law 16 through 2017 55C, exactly when there is one', () => {
    for (const input of enumerateDomain<DeclarerLeadOutOfTurnInput>(DECLARER_LEAD_OUT_OF_TURN_DOMAIN)) {
      const r = declarerLeadOutOfTurn(input, '2017');
      if (!r.ok) throw new Error(JSON.stringify(input));
      const info = input.declarerMayHaveUsedInformation;
      expect(r.cites.includes('2017:55C'), JSON.stringify(input)).toBe(info);
      expect(r.cites.includes('2017:16'), JSON.stringify(input)).toBe(info);
      expect(r.outcome.adjustedScorePossible).toBe(info);
      expect(r.explanation.en.includes('Law 16 applies'), JSON.stringify(input)).toBe(info);
    }
  });

  // 2017 60B (1987 60.5, with «50E»): a defender's card played "after declarer has been required to
  // retract his lead out of turn from either hand, but before declarer has led from the correct hand"
  // — that is only when the lead was declarer's own (55B2). When it was a defender's (55B1) declarer
  // leads no more: the card goes back and "no further rectification applies"; 60B decides nothing.
  it('cites 60B (1987: 60.5 and 50E) exactly when declarer must lead again from the correct hand (55B2), under both editions', () => {
    const play60 = { '1987': ['60.5', '50E'], '2017': ['2017:60B', '2017:50'] } as const;
    for (const edition of ['1987', '2017'] as const) {
      for (const input of enumerateDomain<DeclarerLeadOutOfTurnInput>(DECLARER_LEAD_OUT_OF_TURN_DOMAIN)) {
        const r = declarerLeadOutOfTurn(input, edition);
        if (!r.ok) throw new Error(JSON.stringify(input));
        const again = input.defendersChoice === 'require-retraction' && input.leadBelongedTo === 'declarers-other-hand';
        for (const id of play60[edition]) expect(r.cites.includes(id), `${edition} ${JSON.stringify(input)} ${id}`).toBe(again);
        // The explanation speaks of a card played before the corrected lead only then, too.
        expect(/before (the proper lead is made|declarer leads from the correct hand)/u.test(r.explanation.en), `${edition} ${JSON.stringify(input)}`).toBe(again);
      }
    }
  });

  it('gives a defender who plays before the corrected lead a major penalty card under 2017 60B and Law 50, not 50D2', () => {
    const r = declarerLeadOutOfTurn({ leadBelongedTo: 'declarers-other-hand', defendersChoice: 'require-retraction', declarerMayHaveUsedInformation: false }, '2017');
    expect(r.ok && r.cites.slice(1)).toEqual(['2017:60B', '2017:50']);
  });

  it('restores a defender’s lead under 2017 55B1 with no further rectification', () => {
    const r = declarerLeadOutOfTurn({ leadBelongedTo: 'a-defender', defendersChoice: 'require-retraction', declarerMayHaveUsedInformation: false }, '2017');
    expect(r.ok && r.cites).toEqual(['2017:55B1']);
  });

  it('accepts the lead under 2017 55A with 53A (before trick 13)', () => {
    const r = declarerLeadOutOfTurn({ leadBelongedTo: 'a-defender', defendersChoice: 'accept', declarerMayHaveUsedInformation: false }, '2017');
    expect(r.ok && r.cites).toEqual(['2017:55A', '2017:53A']);
    expect(r.ok && r.explanation.en).toMatch(/before trick 13 \(53A\)/u);
  });
});

const PREMATURE_2017: readonly Row<DefenderPrematurePlayInput>[] = [
  // 2017 57C: declarer had played from both hands (57C1), or dummy played or suggested a card (57C2).
  { input: { exemption: ['declarer-played-from-both-hands', 'dummy-played-or-suggested-a-card'] }, outcome: 'no-penalty|no-penalty|any-legal-card', decidedBy: '2017:57C' },
  // 2017 57A: a major penalty card; declarer picks one of four options.
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'highest-of-suit-led' }, outcome: 'option-enforced|major-penalty-card|highest-of-suit-led', decidedBy: '2017:57A' },
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'lowest-of-suit-led' }, outcome: 'option-enforced|major-penalty-card|lowest-of-suit-led', decidedBy: '2017:57A' },
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'card-of-another-suit' }, outcome: 'option-enforced|major-penalty-card|a-card-of-the-named-suit', decidedBy: '2017:57A' },
  { input: { exemption: 'none', partnerCanComply: true, declarerOption: 'forbid-a-named-suit' }, outcome: 'option-enforced|major-penalty-card|not-the-named-suit', decidedBy: '2017:57A' },
  // 2017 57B: partner cannot comply — he may play any card "as provided in Law 59": any otherwise legal card (he still follows suit if he can).
  { input: { exemption: 'none', partnerCanComply: false }, outcome: 'partner-cannot-comply|major-penalty-card|any-legal-card', decidedBy: '2017:57B' },
];

describe('defenderPrematurePlay under the 2017 Laws (57A four options, 57B, 57C)', () => {
  it('rules every combination as the table written from 2017 57 says', () => {
    const D = (o: DefenderPrematurePlayOutcome) => `${o.result}|${o.prematureCard}|${o.partnerMust}`;
    expectTable(DEFENDER_PREMATURE_PLAY_DOMAIN, (i: DefenderPrematurePlayInput) => defenderPrematurePlay(i, '2017'), PREMATURE_2017, D, 48);
  });

  it('rests a partner who cannot comply on 2017 57B with Law 59, not on 59 with 50D2', () => {
    for (const input of enumerateDomain<DefenderPrematurePlayInput>(DEFENDER_PREMATURE_PLAY_DOMAIN)) {
      const r = defenderPrematurePlay(input, '2017');
      if (!r.ok || r.outcome.result !== 'partner-cannot-comply') continue;
      expect(r.cites, JSON.stringify(input)).toEqual(['2017:57B', '2017:59']);
    }
  });
});
