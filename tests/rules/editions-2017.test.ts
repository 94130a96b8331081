/**
 * The rules under the 2017 Laws, exhaustively: every combination of each rule's domain.
 *
 * Where the 2017 Laws differ from the 1987 Code (Law 61B, the missing 63A4, 64B7, Law 27
 * with the comparable call of Law 23), a table written from the 2017 provision says what
 * each combination gives, and each row names the 2017 provision it checks. Where they
 * decide alike, every 2017 ruling must give the 1987 outcome (itself checked by the 1987
 * tables) and be decided by the 2017 counterpart that content/catalogue/editions.yaml
 * names for the 1987 provision — not by the rules' own id table.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConcordance } from '../../src/lib/content/editions.ts';
import {
  INSUFFICIENT_BID_DOMAIN,
  PENALTY_CARD_PLAY_DOMAIN,
  REVOKE_CORRECTION_DOMAIN,
  REVOKE_ESTABLISHMENT_DOMAIN,
  REVOKE_INQUIRY_DOMAIN,
  REVOKE_PENALTY_DOMAIN,
  RULES,
  TO_2017,
  type InsufficientBidInput,
  type InsufficientBidOutcome,
  type RevokeCorrectionInput,
  type RevokeCorrectionOutcome,
  type RevokeEstablishmentInput,
  type RevokeEstablishmentOutcome,
  type RevokeInquiryInput,
  type RevokeInquiryOutcome,
  type RevokePenaltyInput,
  type RevokePenaltyOutcome,
  enumerateDomain,
  insufficientBid,
  penaltyCardPlay,
  revokeCorrection,
  revokeEstablishment,
  revokeInquiry,
  revokePenalty,
} from '../../src/rules';
import { type Row, TRICKS_1_TO_11, expectTable } from './table';

const concordance = loadConcordance(join(import.meta.dirname, '..', '..', 'content'));
const counterpart = (id1987: string) => {
  const e = concordance.of1987(id1987);
  return e?.l2017 ? `2017:${e.l2017}` : undefined;
};

// ---------------------------------------------------------------------------
// 2017 Law 61B and the end of 63A4 — establishment
// ---------------------------------------------------------------------------

const ESTABLISHMENT_2017: readonly Row<RevokeEstablishmentInput>[] = [
  { input: { event: 'nothing-yet' }, outcome: 'not-established', decidedBy: '2017:62A' },
  { input: { event: 'offending-side-played-to-next-trick' }, outcome: 'established', decidedBy: '2017:63A1' },
  { input: { event: 'offending-side-designated-card-for-next-trick' }, outcome: 'established', decidedBy: '2017:63A2' },
  { input: { event: 'offending-side-claimed-or-conceded' }, outcome: 'established', decidedBy: '2017:63A3' },
  // 2017 63A4: agreeing to an opponent's claim (the 1987 Code counts it under 63A3), once agreement is established (69A).
  { input: { event: 'offending-side-acquiesced-in-claim' }, outcome: 'established', decidedBy: '2017:63A4' },
  { input: { event: 'non-offending-side-played-to-next-trick' }, outcome: 'not-established', decidedBy: '2017:63A' },
  { input: { event: 'opponent-asked' }, outcome: 'not-established', decidedBy: '2017:61B' },
  { input: { offender: 'declarer', event: 'partner-asked' }, outcome: 'not-established', decidedBy: '2017:61B' },
  // 2017 61B3: defenders may ask declarer and one another (at the risk of creating unauthorised information),
  // whatever a regulating authority or zone says (no such option in 2017); no 63A4: the revoke is corrected.
  { input: { offender: 'defender', event: 'partner-asked' }, outcome: 'not-established', decidedBy: '2017:61B' },
  { input: { offender: 'declarer', event: 'dummy-asked-defender' }, outcome: 'invalid' },
  // 2017 61B: dummy may not ask a defender; no establishment.
  { input: { offender: 'defender', event: 'dummy-asked-defender' }, outcome: 'not-established', decidedBy: '2017:61B' },
];

describe('revokeEstablishment under the 2017 Laws (63A, 61B; no 63A4)', () => {
  it('rules every combination as the table written from 2017 63A and 61B says', () => {
    expectTable(REVOKE_ESTABLISHMENT_DOMAIN, (i: RevokeEstablishmentInput) => revokeEstablishment(i, '2017'), ESTABLISHMENT_2017, (o: RevokeEstablishmentOutcome) => o.status, 36);
  });

  it('differs from 1987 exactly where 63A4 would have established the revoke', () => {
    const i: RevokeEstablishmentInput = { offender: 'defender', event: 'partner-asked', zonalOrganisationPermitsDefendersToAsk: false };
    const old = revokeEstablishment(i);
    const now = revokeEstablishment(i, '2017');
    expect(old.ok && old.outcome.status).toBe('established');
    expect(now.ok && now.outcome.status).toBe('not-established');
    expect(now.cites).toContain('2017:16');
  });

  it("reads 2017 61B3 as it stands: a defender's question to his partner is legal whatever the zone or regulating authority, at the risk of unauthorised information (16)", () => {
    for (const zonal of [true, false]) {
      const now = revokeEstablishment({ offender: 'defender', event: 'partner-asked', zonalOrganisationPermitsDefendersToAsk: zonal }, '2017');
      if (!now.ok) throw new Error('a valid input ruled invalid');
      expect(now.decidedBy).toBe('2017:61B');
      expect(now.cites).toEqual(expect.arrayContaining(['2017:62A', '2017:16']));
      expect(now.explanation.en).not.toMatch(/forbid|regulating authority/iu);
      expect(now.explanation.en).toMatch(/one another/u);
    }
  });
});

// ---------------------------------------------------------------------------
// 2017 Law 62D — the twelfth trick: 62D2 sends the partner's play to Law 16C
// ---------------------------------------------------------------------------

type C = RevokeCorrectionInput;
const TRICKS_1_TO_11_C = { trick: TRICKS_1_TO_11 } as const;
const CORRECTION_2017: readonly Row<C>[] = [
  { input: { trick: 13 }, outcome: 'invalid', note: 'no revoke on trick 13' },
  { input: { established: false, allHandsReturnedToBoard: true }, where: (i) => i.trick !== 13, outcome: 'invalid', note: 'hands back in the board, yet not established' },
  // 2017 64B6 (with 62D1): found after the hands were returned — too late, no transfer.
  { input: { trick: 12, established: true, allHandsReturnedToBoard: true }, outcome: 'too-late-twelfth-trick', decidedBy: '2017:64B6' },
  // 2017 62D2: a defender's revoke before partner played — partner chooses his card; Law 16C applies.
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: true },
    outcome: 'must-correct-twelfth-trick',
    fields: { declarerDesignatesPartnersCard: false, withdrawnCard: 'major-penalty-card' },
    decidedBy: '2017:62D2',
  },
  // 2017 62D (62D1): corrected, even if established; declarer's card goes back to his hand (62B2).
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'declarer' },
    outcome: 'must-correct-twelfth-trick',
    fields: { declarerDesignatesPartnersCard: false, withdrawnCard: 'back-to-hand-no-penalty' },
    decidedBy: '2017:62D',
  },
  // 2017 62D with 62B1: a defender's withdrawn card becomes a major penalty card, on trick 12 too — as the
  // 1987 side reads 62.3, so the ruling is the 1987 one (62D).
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: false },
    outcome: 'must-correct-twelfth-trick',
    fields: { declarerDesignatesPartnersCard: false, withdrawnCard: 'major-penalty-card' },
    decidedBy: '2017:62D',
  },
  // Not established on trick 12: corrected as any revoke (62A with 62D); Law 64 never comes in.
  // 2017 62D2: a defender's revoke before partner played — partner chooses his card; Law 16C applies.
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: true },
    outcome: 'must-correct',
    fields: { declarerDesignatesPartnersCard: false, law64: 'not-applicable', withdrawnCard: 'major-penalty-card' },
    decidedBy: '2017:62D2',
  },
  // 2017 62D (62D1): corrected, even if established; declarer's card goes back to his hand (62B2).
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'declarer' },
    outcome: 'must-correct',
    fields: { declarerDesignatesPartnersCard: false, law64: 'not-applicable', withdrawnCard: 'back-to-hand-no-penalty' },
    decidedBy: '2017:62D',
  },
  // 2017 62D with 62B1: a defender's withdrawn card becomes a major penalty card, on trick 12 too (as 1987 reads 62.3).
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: false },
    outcome: 'must-correct',
    fields: { declarerDesignatesPartnersCard: false, law64: 'not-applicable', withdrawnCard: 'major-penalty-card' },
    decidedBy: '2017:62D',
  },
  { input: { ...TRICKS_1_TO_11_C, established: true }, outcome: 'cannot-correct', decidedBy: '2017:63B' },
  { input: { ...TRICKS_1_TO_11_C, established: false, allHandsReturnedToBoard: false }, outcome: 'must-correct', decidedBy: '2017:62A' },
];

describe('revokeCorrection under the 2017 Laws (62A, 62D1, 62D2, 63B)', () => {
  it('rules every combination as the table written from 2017 62 says', () => {
    expectTable(REVOKE_CORRECTION_DOMAIN, (i: C) => revokeCorrection(i, '2017'), CORRECTION_2017, (o: RevokeCorrectionOutcome) => o.action, 2 * 13 * 2 * 2 * 2);
  });

  it("the revoke demo's twelfth-trick case: declarer no longer chooses the partner's card; Law 16C applies (2017 62D2)", () => {
    const i: C = { offender: 'defender', trick: 12, established: true, allHandsReturnedToBoard: false, offenderPartnerStillToPlayWithTwoLegalCards: true };
    const old = revokeCorrection(i);
    const now = revokeCorrection(i, '2017');
    expect(old.ok && old.outcome.declarerDesignatesPartnersCard).toBe(true);
    expect(now.ok && now.outcome.declarerDesignatesPartnersCard).toBe(false);
    expect(now.cites.slice(0, 2)).toEqual(['2017:62D2', '2017:16']);
    expect(now.ok && now.explanation.en).toMatch(/Law 16C/u);
  });
});

// ---------------------------------------------------------------------------
// 2017 Law 61B — who may ask
// ---------------------------------------------------------------------------

const S = (mayAsk: boolean, c: RevokeInquiryOutcome['consequence']) => `${mayAsk ? 'may-ask' : 'may-not-ask'}|${c}`;
const INQUIRY_2017: readonly Row<RevokeInquiryInput>[] = [
  { input: { failedToFollow: 'declarer', asker: 'declarer' }, outcome: 'invalid' },
  { input: { failedToFollow: 'declarer', asker: 'dummy' }, outcome: S(true, 'none'), decidedBy: '2017:61B' },
  // 61B3 (complete text): "Defenders may ask declarer and one another (at the risk of creating unauthorized
  // information)": the risk is named for a question to declarer too.
  { input: { failedToFollow: 'declarer', asker: 'defender' }, outcome: S(true, 'unauthorised-information'), decidedBy: '2017:61B' },
  { input: { failedToFollow: 'defender', asker: 'declarer' }, outcome: S(true, 'none'), decidedBy: '2017:61B' },
  // Dummy may not ask a defender — now a breach of 61B itself.
  { input: { failedToFollow: 'defender', asker: 'dummy' }, outcome: S(false, 'dummy-procedural-breach'), decidedBy: '2017:61B' },
  // 2017 61B3: defenders may ask declarer and one another, at the risk of creating unauthorised information
  // (no regulating authority's option in 2017); never an established revoke (no 63A4).
  { input: { failedToFollow: 'defender', asker: 'defender' }, outcome: S(true, 'unauthorised-information'), decidedBy: '2017:61B' },
];

describe('revokeInquiry under the 2017 Laws (61B)', () => {
  it('rules every combination as the table written from 2017 61B says', () => {
    expectTable(REVOKE_INQUIRY_DOMAIN, (i: RevokeInquiryInput) => revokeInquiry(i, '2017'), INQUIRY_2017, (o: RevokeInquiryOutcome) => S(o.mayAsk, o.consequence), 24);
  });

  it('rules the partner\'s question by 2017 61B3 alone: the zonal input changes nothing, and the ruling names the risk of unauthorised information (16)', () => {
    for (const revokeOccurred of [true, false]) {
      const a = revokeInquiry({ failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: true, revokeOccurred }, '2017');
      const b = revokeInquiry({ failedToFollow: 'defender', asker: 'defender', zonalOrganisationPermitsDefendersToAsk: false, revokeOccurred }, '2017');
      expect(b).toEqual(a);
      if (!a.ok) throw new Error('a valid input ruled invalid');
      expect(a.cites).toContain('2017:16');
      expect(a.explanation.ru).not.toMatch(/запрет|регулирующ/iu);
      expect(a.explanation.en).not.toMatch(/forbid|regulating authority/iu);
    }
  });
});

// ---------------------------------------------------------------------------
// 2017 Law 64 — the trick transfer, with 64B7
// ---------------------------------------------------------------------------

type P = RevokePenaltyInput;
const countFits = (i: P) =>
  i.revokeTrickWonBy === 'non-offending-side'
    ? i.offendingSideTricksFromRevokeTrick <= 13 - i.trick
    : i.offendingSideTricksFromRevokeTrick >= 1 && i.offendingSideTricksFromRevokeTrick <= 14 - i.trick;
const faceMismatch = (i: P) =>
  (i.exception === 'failed-to-play-penalty-card' && i.offender === 'declarer') || (i.exception === 'failed-to-play-dummy-card' && i.offender === 'defender');
const valid = (i: P) => i.trick <= 12 && countFits(i) && !faceMismatch(i);
const early = { trick: TRICKS_1_TO_11 } as const;
const PENALTY_2017: readonly Row<P>[] = [
  { input: {}, where: (i) => !valid(i), outcome: 'invalid', note: 'trick 13, tricks miscounted, or a card faced by the wrong side' },
  // 2017 64B6: twelfth trick.
  { input: { trick: 12 }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B6' },
  // 2017 64B2: a subsequent revoke by the same player in the same suit — no transfer; 64C2(a): the Director
  // adjusts the score if the non-offenders would likely have made more tricks without the subsequent revokes.
  { input: { ...early, exception: 'subsequent-revoke-same-suit-same-player', moreTricksWithoutSubsequentRevokes: false, nonOffendersInsufficientlyCompensated: false }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B2' },
  // Round 12's second reading: where the Director adjusts (64C1), 64C decides, not 64B2.
  { input: { ...early, exception: 'subsequent-revoke-same-suit-same-player', moreTricksWithoutSubsequentRevokes: false, nonOffendersInsufficientlyCompensated: true }, where: valid, outcome: 'transfer-0', fields: { adjustedScore: true }, decidedBy: '2017:64C' },
  { input: { ...early, exception: 'subsequent-revoke-same-suit-same-player', moreTricksWithoutSubsequentRevokes: true }, where: valid, outcome: 'transfer-0', fields: { adjustedScore: true }, decidedBy: '2017:64C2' },
  { input: { ...early, exception: ['failed-to-play-dummy-card', 'failed-to-play-penalty-card'] }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B3' },
  { input: { ...early, exception: 'attention-drawn-after-call-on-next-board' }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B4' },
  { input: { ...early, exception: 'attention-drawn-after-round-ended' }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B5' },
  // 2017 64B7: both sides revoked on the same board — no transfer; 64C2(b): where the Director deems a contestant
  // damaged, an adjusted score based on the likely result had no revokes occurred (not the 64C1 test).
  { input: { ...early, exception: 'both-sides-revoked', contestantDamaged: false }, where: valid, outcome: 'transfer-0', fields: { adjustedScore: false }, decidedBy: '2017:64B7' },
  { input: { ...early, exception: 'both-sides-revoked', contestantDamaged: true }, where: valid, outcome: 'transfer-0', fields: { adjustedScore: true }, decidedBy: '2017:64C2' },
  // 2017 62C3 with 64B8: both sides revoked on one trick, only one side had played to the next — both revokes corrected, no transfer.
  { input: { ...early, exception: 'both-sides-revoked-same-trick-corrected' }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B8' },
  { input: { ...early, exception: 'none', offendingSideTricksFromRevokeTrick: 0 }, where: valid, outcome: 'transfer-0', decidedBy: '2017:64B1' },
  // 2017 64A1: the offending player won the revoke trick.
  { input: { ...early, exception: 'none', revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 1 }, where: valid, outcome: 'transfer-1', decidedBy: '2017:64A1' },
  { input: { ...early, exception: 'none', revokeTrickWonBy: 'offending-player' }, where: (i) => valid(i) && i.offendingSideTricksFromRevokeTrick >= 2, outcome: 'transfer-2', decidedBy: '2017:64A1' },
  // 2017 64A2: not won by the offending player, the side won that or a later trick.
  { input: { ...early, exception: 'none', revokeTrickWonBy: ['offenders-partner', 'non-offending-side'] }, where: (i) => valid(i) && i.offendingSideTricksFromRevokeTrick >= 1, outcome: 'transfer-1', decidedBy: '2017:64A2' },
];

describe('revokePenalty under the 2017 Laws (64A, 64B1–64B8, 62C3, 64C)', () => {
  it('rules every combination as the table written from 2017 64 says', () => {
    expectTable(REVOKE_PENALTY_DOMAIN, (i: P) => revokePenalty(i, '2017'), PENALTY_2017, (o: RevokePenaltyOutcome) => `transfer-${o.tricksTransferred}`, 2 * 13 * 3 * 14 * 8 * 2 * 2 * 2);
  });

  it('rests a revoke corrected because both sides revoked on one trick on 2017 62C3 and 64B8; the 1987 Code transfers as usual', () => {
    const i: P = { offender: 'defender', trick: 5, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 3, exception: 'both-sides-revoked-same-trick-corrected', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false };
    const now = revokePenalty(i, '2017');
    expect(now.cites.slice(0, 2)).toEqual(['2017:64B8', '2017:62C3']);
    const old = revokePenalty(i);
    expect(old.ok && old.outcome.tricksTransferred).toBe(2);
  });

  it('sets the 2017 adjusted score exactly when the non-offenders are insufficiently compensated (64C1) or, after repeated revokes in one suit on tricks 1–11, the later revokes likely cost them tricks (64C2(a))', () => {
    for (const input of enumerateDomain<P>(REVOKE_PENALTY_DOMAIN)) {
      const r = revokePenalty(input, '2017');
      if (!r.ok) continue;
      const repeated = input.exception === 'subsequent-revoke-same-suit-same-player' && input.trick <= 11;
      const both = input.exception === 'both-sides-revoked' && input.trick <= 11;
      const expected = both ? input.contestantDamaged : input.nonOffendersInsufficientlyCompensated || (repeated && input.moreTricksWithoutSubsequentRevokes);
      expect(r.outcome.adjustedScore, JSON.stringify(input)).toBe(expected);
      if (!both) expect(r.cites).toContain('2017:64C');
      if (repeated || both) expect([r.decidedBy, ...r.cites]).toContain('2017:64C2');
    }
  });

  it('rules both sides revoking on one board by 2017 64B7 and 64C2(b): no transfer, and an adjusted score on the likely result had no revokes occurred when a contestant was damaged; the 1987 Code applies 64A and its 64C', () => {
    for (const contestantDamaged of [false, true])
      for (const nonOffendersInsufficientlyCompensated of [false, true]) {
        const i: P = { offender: 'defender', trick: 5, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 3, exception: 'both-sides-revoked', nonOffendersInsufficientlyCompensated, moreTricksWithoutSubsequentRevokes: false, contestantDamaged };
        const now = revokePenalty(i, '2017');
        const old = revokePenalty(i);
        if (!now.ok || !old.ok) throw new Error('a valid input ruled invalid');
        expect(now.outcome).toEqual({ tricksTransferred: 0, adjustedScore: contestantDamaged });
        expect([now.decidedBy, ...now.cites]).toEqual(expect.arrayContaining(['2017:64B7', '2017:64C2']));
        expect(now.cites).not.toContain('2017:64C');
        expect(now.explanation.en).toMatch(/64C2\(b\)/u);
        expect(now.explanation.en).toMatch(/had no revoke/u);
        expect(old.outcome).toEqual({ tricksTransferred: 2, adjustedScore: nonOffendersInsufficientlyCompensated });
      }
  });

  it('adjusts the score after a repeated revoke in the same suit that likely cost the non-offenders a trick, under 2017 64C2(a); the 1987 Code leaves it to the Director (64C)', () => {
    const i: P = { offender: 'defender', trick: 7, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 2, exception: 'subsequent-revoke-same-suit-same-player', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: true, contestantDamaged: false };
    const now = revokePenalty(i, '2017');
    const old = revokePenalty(i);
    if (!now.ok || !old.ok) throw new Error('a valid input ruled invalid');
    expect(now.outcome).toEqual({ tricksTransferred: 0, adjustedScore: true });
    expect(now.decidedBy).toBe('2017:64C2');
    expect(now.explanation.en).toMatch(/64C2\(a\)/u);
    expect(old.outcome).toEqual({ tricksTransferred: 0, adjustedScore: false });
    expect(old.decidedBy).toBe('64B2');
  });
});

// ---------------------------------------------------------------------------
// 2017 Law 27 with Law 23's comparable call
// ---------------------------------------------------------------------------

const MUST_PASS = { partnerMustPass: true, leadPenaltiesOfLaw26: true } as const;
const FREE = { partnerMustPass: false, leadPenaltiesOfLaw26: false } as const;
const CORRECTIONS = ['lowest-sufficient-bid-same-denomination', 'other-sufficient-bid', 'pass', 'double-or-redouble'] as const;
type B = InsufficientBidInput;
const IB_2017: readonly Row<B>[] = [
  // 2017 27A2: out of rotation — Law 31.
  { input: { outOfRotation: true }, outcome: 'law-31-applies', fields: FREE, decidedBy: '2017:27A2' },
  // 2017 27A1: accepted.
  { input: { outOfRotation: false, lhoAccepts: true, correction: 'none-yet' }, outcome: 'accepted', fields: { ...FREE, adjustedScore: false }, decidedBy: '2017:27A1' },
  { input: { outOfRotation: false, lhoAccepts: true, correction: CORRECTIONS }, outcome: 'invalid' },
  // 2017 27B: not accepted, not yet corrected — the Director explains 27B1(a), 27B1(b) with 23A, and 27B2.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'none-yet', directorJudgesDamage: false, comparableCall: false }, outcome: 'offender-must-choose', fields: FREE, decidedBy: '2017:27B' },
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'none-yet' }, where: (i) => i.directorJudgesDamage || i.comparableCall, outcome: 'invalid', note: 'nothing substituted yet to judge' },
  // 2017 27B1(a): the lowest sufficient bid that specifies the same denomination(s) — whether or not either bid is conventional.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'lowest-sufficient-bid-same-denomination', specifiesSameDenominations: true }, outcome: 'corrected-without-penalty', fields: FREE, decidedBy: '2017:27B1a' },
  // 2017 27B1(b): any other correction the Director judges comparable (23A).
  { input: { outOfRotation: false, lhoAccepts: false, correction: CORRECTIONS, comparableCall: true }, where: (i) => i.correction !== 'lowest-sufficient-bid-same-denomination' || !i.specifiesSameDenominations, outcome: 'corrected-without-penalty', fields: FREE, decidedBy: '2017:27B1b' },
  // 2017 27B2: not comparable — partner passes throughout, 26B lead restrictions.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'lowest-sufficient-bid-same-denomination', specifiesSameDenominations: false, comparableCall: false }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '2017:27B2' },
  { input: { outOfRotation: false, lhoAccepts: false, correction: ['other-sufficient-bid', 'pass'], comparableCall: false }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '2017:27B2' },
  // 2017 27B3: a double or redouble that is not comparable.
  { input: { outOfRotation: false, lhoAccepts: false, correction: 'double-or-redouble', comparableCall: false }, outcome: 'partner-must-pass', fields: MUST_PASS, decidedBy: '2017:27B3' },
];

describe('insufficientBid under the 2017 Laws (27, 23A)', () => {
  it('rules every combination as the table written from 2017 27 and 23A says', () => {
    expectTable(INSUFFICIENT_BID_DOMAIN, (i: B) => insufficientBid(i, '2017'), IB_2017, (o: InsufficientBidOutcome) => o.result, 320);
  });

  it('asks under 27B1(a) whether the replacement specifies the same denomination(s), not whether a bid was conventional', () => {
    const base: B = { outOfRotation: false, lhoAccepts: false, correction: 'lowest-sufficient-bid-same-denomination', eitherBidConventional: true, specifiesSameDenominations: true, directorJudgesDamage: false, comparableCall: false };
    const same = insufficientBid(base, '2017');
    expect(same.ok && same.decidedBy).toBe('2017:27B1a');
    expect(same.ok && same.explanation.en).toMatch(/same denomination\(s\)/u);
    const other = insufficientBid({ ...base, eitherBidConventional: false, specifiesSameDenominations: false }, '2017');
    expect(other.ok && other.decidedBy).toBe('2017:27B2');
  });

  it('names the comparable call (27B1(b), 23A) among the options before the bid is corrected', () => {
    const r = insufficientBid({ outOfRotation: false, lhoAccepts: false, correction: 'none-yet', eitherBidConventional: false, specifiesSameDenominations: true, directorJudgesDamage: false, comparableCall: false }, '2017');
    expect(r.ok && r.cites).toEqual(['2017:27B', '2017:27A1', '2017:27B1a', '2017:27B1b', '2017:23A', '2017:27B2', '2017:26B']);
    expect(r.ok && r.explanation.en).toMatch(/comparable call/u);
    expect(r.ok && r.explanation.ru).toMatch(/сопоставим/u);
  });

  it('adjusts for damage after a correction: 27D when no rectification followed, 72C after an enforced pass', () => {
    for (const input of enumerateDomain<B>(INSUFFICIENT_BID_DOMAIN)) {
      const r = insufficientBid(input, '2017');
      if (!r.ok || input.outOfRotation || input.lhoAccepts || input.correction === 'none-yet') continue;
      expect(r.outcome.adjustedScore, JSON.stringify(input)).toBe(input.directorJudgesDamage);
      expect(r.cites).toContain(r.outcome.partnerMustPass ? '2017:72C' : '2017:27D');
    }
  });
});

// ---------------------------------------------------------------------------
// 2017 Law 50D: the holder's own play (50D1) is not partner's lead (50D2)
// ---------------------------------------------------------------------------

describe('penaltyCardPlay under the 2017 Laws (50D1)', () => {
  it("cites 50D1 for the major penalty card its holder must play — on lead or not — and never 50D2, which is his partner's lead", () => {
    let required = 0;
    for (const input of enumerateDomain<{ penaltyCard: string; situation: string; card: string }>(PENALTY_CARD_PLAY_DOMAIN)) {
      const r = penaltyCardPlay(input as never, '2017');
      if (!r.ok) continue;
      expect(r.cites, JSON.stringify(input)).not.toContain('2017:50D2');
      if (r.outcome.verdict === 'required' && input.penaltyCard === 'major') {
        required++;
        expect(r.cites, JSON.stringify(input)).toEqual(['2017:50D1']);
      }
    }
    expect(required).toBeGreaterThanOrEqual(3);
  });
});

// ---------------------------------------------------------------------------
// Every rule: what the 2017 Laws decide as the 1987 Code does
// ---------------------------------------------------------------------------

// penalty-card-lead-options: a minor penalty card's free lead is 2017 50C's (round 12's second reading).
const DIFFERING = new Set(['revoke-establishment', 'revoke-correction', 'revoke-inquiry', 'revoke-penalty', 'insufficient-bid', 'defender-premature-play', 'penalty-card-lead-options']);
// The play-procedure rules write their own 2017 rulings from the complete 2017 text, on its
// subsections (tests/rules/<rule>.test.ts hold their 2017 tables).
for (const id of ['defender-lead-out-of-turn', 'declarer-premature-play', 'dummy-rights', 'dummy-limits', 'wrong-number-of-cards', 'wrong-board', 'fouled-board', 'concession-withdrawn', 'claim-outstanding-trump']) DIFFERING.add(id);
// The auction rules: each differs from 1987 somewhere (the comparable call, Laws 24E and 25); their own tables are in tests/rules/<rule>.test.ts.
for (const id of ['pass-out-of-rotation', 'bid-out-of-rotation', 'double-out-of-rotation', 'card-exposed-auction', 'change-of-call', 'call-on-misinformation']) DIFFERING.add(id);

describe('every rule under the 2017 Laws', () => {
  it('cites 2017 law ids only, each with a concordance entry', () => {
    for (const rule of RULES) {
      for (const input of enumerateDomain(rule.domain)) {
        const r = rule.apply(input, '2017');
        if (!r.ok) continue;
        for (const id of r.cites) {
          expect(id, `${rule.id} ${JSON.stringify(input)}`).toMatch(/^2017:\d/u);
          expect(concordance.of2017(id.slice(5)).length, `${rule.id}: ${id}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('where the 2017 Laws decide alike, gives the 1987 outcome, decided by the counterpart editions.yaml names', () => {
    for (const rule of RULES.filter((r) => !DIFFERING.has(r.id))) {
      for (const input of enumerateDomain(rule.domain)) {
        const old = rule.apply(input, '1987');
        const now = rule.apply(input, '2017');
        const label = `${rule.id} ${JSON.stringify(input)}`;
        expect(now.ok, label).toBe(old.ok);
        if (!old.ok || !now.ok) continue;
        expect(now.outcome, label).toEqual(old.outcome);
        const firstLaw = [old.decidedBy, ...old.cites].map(counterpart).find((x) => x !== undefined);
        expect(now.decidedBy, label).toBe(firstLaw);
      }
    }
  });

  it("maps every law id a 1987 ruling cites to the 2017 counterpart editions.yaml names (TO_2017)", () => {
    for (const rule of RULES) {
      for (const input of enumerateDomain(rule.domain)) {
        const r = rule.apply(input, '1987');
        if (!r.ok) continue;
        for (const id of r.cites.filter((c) => !c.includes('.'))) {
          expect(id in TO_2017, `${rule.id} cites ${id}, missing in TO_2017`).toBe(true);
          expect(TO_2017[id], id).toBe(concordance.of1987(id)?.l2017);
        }
      }
    }
  });

  it('rejects an unknown edition with ok: false and never throws', () => {
    for (const rule of RULES) {
      const input = enumerateDomain(rule.domain)[0];
      const r = rule.apply(input, '2007' as never);
      expect(r.ok).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------
// The property: unchanged in the concordance ⇒ the same outcome under both editions
// ---------------------------------------------------------------------------

/** The case is decided, under both editions, by provisions editions.yaml calls unchanged. */
const unchangedBoth = (d1987: string, d2017: string) =>
  concordance.of1987(d1987)?.status === 'unchanged' && concordance.of2017(d2017.slice(5)).every((e) => e.status === 'unchanged');

describe('editions agree wherever the concordance calls a provision unchanged (fast-check)', () => {
  it('finds such cases in every area (the property is not vacuous)', () => {
    const areas = new Set<string>();
    for (const rule of RULES) for (const input of enumerateDomain(rule.domain)) {
      const old = rule.apply(input, '1987');
      const now = rule.apply(input, '2017');
      if (old.ok && now.ok && unchangedBoth(old.decidedBy, now.decidedBy)) areas.add(rule.area);
    }
    expect([...areas].sort()).toEqual(['board', 'call-on-misinformation', 'call-out-of-rotation', 'card-exposed-auction', 'change-of-call', 'claim', 'dummy', 'insufficient-bid', 'lead-out-of-turn', 'penalty-card', 'revoke', 'revoke-inquiry'].filter((a) => areas.has(a)));
    expect(areas.size).toBeGreaterThanOrEqual(3);
  });

  for (const rule of RULES) {
    it(`${rule.id}: a case an unchanged provision decides under both editions has the same outcome`, () => {
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, values] of Object.entries(rule.domain)) fields[key] = fc.constantFrom(...values);
      fc.assert(
        fc.property(fc.record(fields), (input) => {
          const old = rule.apply(input, '1987');
          const now = rule.apply(input, '2017');
          if (!old.ok || concordance.of1987(old.decidedBy)?.status !== 'unchanged') return true;
          if (!now.ok) return false;
          if (!unchangedBoth(old.decidedBy, now.decidedBy)) return true;
          return JSON.stringify(now.outcome) === JSON.stringify(old.outcome);
        }),
        { numRuns: 2000 },
      );
    });
  }
});

describe('2017 63A4: agreement to an opponent’s claim establishes a revoke once established as per 69A', () => {
  it('states the 69A condition in the situation the quiz and the demo show, in both languages, and rules by it', async () => {
    const ru = (await import('../../src/i18n/ru.json')).default as Record<string, string>;
    const en = (await import('../../src/i18n/en.json')).default as Record<string, string>;
    const key = 'demo.value.establish.event.offending-side-acquiesced-in-claim';
    expect(ru[key]).toMatch(/следующ(ей|ую) сдач.*тур|тур.*следующ(ей|ую) сдач/u);
    expect(en[key]).toMatch(/next board|subsequent board/u);
    expect(en[key]).toMatch(/round/u);
    const r = revokeEstablishment({ offender: 'defender', event: 'offending-side-acquiesced-in-claim', zonalOrganisationPermitsDefendersToAsk: false }, '2017');
    expect(r.ok && r.cites).toContain('2017:69A');
  });
});

// Round 12: a second reading of every 2017 ruling against the complete 2017 text.
describe('the 2017 rulings a second reading corrected', () => {
  const rule = (id: string) => RULES.find((r) => r.id === id)!;
  it('a minor penalty card: 50C decides the free lead, whatever declarer asks; a major one keeps 50D2', () => {
    for (const input of enumerateDomain<Record<string, unknown>>(rule('penalty-card-lead-options').domain)) {
      const r = rule('penalty-card-lead-options').apply(input, '2017');
      if (!r.ok) continue;
      if (input.penaltyCards === 'one-minor') expect(r.decidedBy, JSON.stringify(input)).toBe('2017:50C');
      else expect(r.decidedBy, JSON.stringify(input)).not.toBe('2017:50C');
    }
  });
  it('both sides revoked on one trick, corrected: the defenders’ withdrawn cards are penalty cards (62C3)', () => {
    const r = rule('revoke-penalty').apply({ offender: 'declarer', trick: 3, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 1, exception: 'both-sides-revoked-same-trick-corrected', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false }, '2017');
    expect(r.ok && r.explanation.en).toMatch(/penalty card/u);
    expect(r.ok && r.cites).toContain('2017:50');
  });
  it('dummy asking a defender: Law 16B may apply (61B2(b))', () => {
    const r = rule('revoke-establishment').apply({ offender: 'defender', event: 'dummy-asked-defender', zonalOrganisationPermitsDefendersToAsk: false }, '2017');
    expect(r.ok && r.cites).toContain('2017:16');
  });
});
