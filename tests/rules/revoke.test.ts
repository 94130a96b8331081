import { describe, expect, it } from 'vitest';
import {
  REVOKE_CORRECTION_DOMAIN,
  REVOKE_ESTABLISHMENT_DOMAIN,
  REVOKE_PENALTY_DOMAIN,
  REVOKE_WITHDRAWALS_DOMAIN,
  type RevokeCorrectionInput,
  type RevokeCorrectionOutcome,
  type RevokeEstablishmentInput,
  type RevokeEstablishmentOutcome,
  type RevokePenaltyInput,
  type RevokePenaltyOutcome,
  type RevokeWithdrawalsInput,
  type RevokeWithdrawalsOutcome,
  revokeCorrection,
  revokeEstablishment,
  revokePenalty,
  revokeWithdrawals,
  enumerateDomain,
} from '../../src/rules';
import { type Row, TRICKS_1_TO_11, TRICKS_1_TO_12, expectFields, expectTable } from './table';

// ---------------------------------------------------------------------------
// 63A — establishment
// ---------------------------------------------------------------------------

const ESTABLISHMENT_TABLE: readonly Row<RevokeEstablishmentInput>[] = [
  { input: { event: 'nothing-yet' }, outcome: 'not-established', decidedBy: '62A' },
  { input: { event: 'offending-side-played-to-next-trick' }, outcome: 'established', decidedBy: '63A1' },
  { input: { event: 'offending-side-designated-card-for-next-trick' }, outcome: 'established', decidedBy: '63A2' },
  { input: { event: 'offending-side-claimed-or-conceded' }, outcome: 'established', decidedBy: '63A3' },
  { input: { event: 'offending-side-acquiesced-in-claim' }, outcome: 'established', decidedBy: '63A3' },
  // 63A names only the offender and his partner.
  { input: { event: 'non-offending-side-played-to-next-trick' }, outcome: 'not-established', decidedBy: '63A' },
  // 61B: declarer may ask a defender; defenders may ask declarer.
  { input: { event: 'opponent-asked' }, outcome: 'not-established', decidedBy: '61B' },
  // 61B, 42B1: dummy may ask declarer.
  { input: { offender: 'declarer', event: 'partner-asked' }, outcome: 'not-established', decidedBy: '61B' },
  // 1988 amendment to 61B: legal where the Zonal Organisation permits it.
  { input: { offender: 'defender', event: 'partner-asked', zonalOrganisationPermitsDefendersToAsk: true }, outcome: 'not-established', decidedBy: '61B' },
  // 63A4 (1988): attention illegally drawn (breach of 61B) establishes the revoke; 61.5(i).
  { input: { offender: 'defender', event: 'partner-asked', zonalOrganisationPermitsDefendersToAsk: false }, outcome: 'established', decidedBy: '63A4' },
  // Dummy questions a defender only about a defender's revoke.
  { input: { offender: 'declarer', event: 'dummy-asked-defender' }, outcome: 'invalid' },
  // 63.5 note, 61.5(iv): breach of 42B1, not 61B — does not establish.
  { input: { offender: 'defender', event: 'dummy-asked-defender' }, outcome: 'not-established', decidedBy: '42B1' },
];

describe('revokeEstablishment (63A, 63A4)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(REVOKE_ESTABLISHMENT_DOMAIN, ['offender', 'event', 'zonalOrganisationPermitsDefendersToAsk']);
  });

  it('rules every combination of inputs as the table written from 63A says', () => {
    expectTable(REVOKE_ESTABLISHMENT_DOMAIN, revokeEstablishment, ESTABLISHMENT_TABLE, (o: RevokeEstablishmentOutcome) => o.status, 36);
  });

  it('says an established revoke stands and a non-established one must be corrected', () => {
    const est = revokeEstablishment({ offender: 'defender', event: 'offending-side-played-to-next-trick', zonalOrganisationPermitsDefendersToAsk: false });
    const not = revokeEstablishment({ offender: 'defender', event: 'nothing-yet', zonalOrganisationPermitsDefendersToAsk: false });
    expect(est.ok && est.outcome.correction).toBe('stands-except-twelfth-trick');
    expect(not.ok && not.outcome.correction).toBe('must-correct');
  });

  it('notes the 61B edition difference when a defender asks his partner', () => {
    const r = revokeEstablishment({ offender: 'defender', event: 'partner-asked', zonalOrganisationPermitsDefendersToAsk: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.editionNote?.ru).toContain('никак иначе');
    expect(r.explanation.en).toContain('European Zone');
    expect(r.cites).toEqual(expect.arrayContaining(['63A4', '61B', '61.5(i)', '63.5']));
  });
});

// ---------------------------------------------------------------------------
// 62A/62B/62D, 63B — correction
// ---------------------------------------------------------------------------

const CORRECTION_TABLE: readonly Row<RevokeCorrectionInput>[] = [
  // No revoke is possible on trick 13.
  { input: { trick: 13 }, outcome: 'invalid' },
  // Hands back in the board means play is over: every revoke is established by then.
  { input: { trick: TRICKS_1_TO_12, established: false, allHandsReturnedToBoard: true }, outcome: 'invalid' },
  // 62A, 62B, 62.3: declarer's card back without penalty.
  {
    input: { trick: TRICKS_1_TO_11, established: false, allHandsReturnedToBoard: false, offender: 'declarer' },
    outcome: 'must-correct',
    fields: { withdrawnCard: 'back-to-hand-no-penalty', law64: 'not-applicable' },
    decidedBy: '62A',
  },
  // 62A, 62.3, 50E: defender's card becomes a major penalty card.
  {
    input: { trick: TRICKS_1_TO_11, established: false, allHandsReturnedToBoard: false, offender: 'defender' },
    outcome: 'must-correct',
    fields: { withdrawnCard: 'major-penalty-card', law64: 'not-applicable' },
    decidedBy: '62A',
  },
  // 63B: an established revoke may not be corrected; Law 64 applies.
  { input: { trick: TRICKS_1_TO_11, established: true }, outcome: 'cannot-correct', fields: { law64: 'applies' }, decidedBy: '63B' },
  // 62D, 62.6, 63.3: after the hands are returned, no correction and no penalty (64B6).
  { input: { trick: 12, established: true, allHandsReturnedToBoard: true }, outcome: 'too-late-twelfth-trick', fields: { law64: 'no-transfer-64B6' }, decidedBy: '64B6' },
  // 62.6 «нет наказания» is the trick penalty of 64A (63.3: «согласно правилу 64А, нет наказания (см. Правило 64В6)»);
  // the correction itself is as 62.3 says of every correction: a defender's withdrawn card is a major penalty card.
  // 62D: trick 12, found before the hands are returned — corrected even if established (62D).
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: true },
    outcome: 'must-correct-twelfth-trick',
    fields: { withdrawnCard: 'major-penalty-card', declarerDesignatesPartnersCard: true, law64: 'no-transfer-64B6' },
    decidedBy: '62D',
  },
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: false },
    outcome: 'must-correct-twelfth-trick',
    fields: { withdrawnCard: 'major-penalty-card', declarerDesignatesPartnersCard: false },
    decidedBy: '62D',
  },
  {
    input: { trick: 12, established: true, allHandsReturnedToBoard: false, offender: 'declarer' },
    outcome: 'must-correct-twelfth-trick',
    fields: { withdrawnCard: 'back-to-hand-no-penalty', declarerDesignatesPartnersCard: false },
    decidedBy: '62D',
  },
  // Not established on trick 12: corrected as any revoke; Law 64 never comes in (62A, 62D; the declarer's
  // designation of the partner's card, 62.7, applies all the same).
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: true },
    outcome: 'must-correct',
    fields: { withdrawnCard: 'major-penalty-card', declarerDesignatesPartnersCard: true, law64: 'not-applicable' },
    decidedBy: '62D',
  },
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'defender', offenderPartnerStillToPlayWithTwoLegalCards: false },
    outcome: 'must-correct',
    fields: { withdrawnCard: 'major-penalty-card', declarerDesignatesPartnersCard: false, law64: 'not-applicable' },
    decidedBy: '62D',
  },
  {
    input: { trick: 12, established: false, allHandsReturnedToBoard: false, offender: 'declarer' },
    outcome: 'must-correct',
    fields: { declarerDesignatesPartnersCard: false, law64: 'not-applicable' },
    decidedBy: '62D',
  },
];

describe('revokeCorrection (62, 63B)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(REVOKE_CORRECTION_DOMAIN, ['offender', 'trick', 'established', 'allHandsReturnedToBoard', 'offenderPartnerStillToPlayWithTwoLegalCards']);
  });

  it('rules every combination of inputs as the table written from 62 and 63B says', () => {
    expectTable(REVOKE_CORRECTION_DOMAIN, revokeCorrection, CORRECTION_TABLE, (o: RevokeCorrectionOutcome) => o.action, 2 * 13 * 2 * 2 * 2);
  });

  it('under 2017 makes every card a defender withdraws from his hand to correct a revoke a major penalty card, on trick 12 as well (62B1; 62D1 only says the revoke is corrected)', () => {
    let corrected = 0;
    for (const input of enumerateDomain<RevokeCorrectionInput>(REVOKE_CORRECTION_DOMAIN)) {
      const r = revokeCorrection(input, '2017');
      if (!r.ok || input.offender !== 'defender' || r.outcome.withdrawnCard === 'not-withdrawn') continue;
      corrected++;
      expect(r.outcome.withdrawnCard, JSON.stringify(input)).toBe('major-penalty-card');
      expect(r.cites.some((c) => c.startsWith('2017:62B') || c.startsWith('2017:50')) || r.decidedBy.startsWith('2017:62B'), JSON.stringify(input)).toBe(true);
    }
    expect(corrected).toBeGreaterThan(11 * 2);
    // A declarer's card still goes back to his hand (62B2), trick 12 included.
    const d = revokeCorrection({ offender: 'declarer', trick: 12, established: true, allHandsReturnedToBoard: false, offenderPartnerStillToPlayWithTwoLegalCards: false }, '2017');
    expect(d.ok && d.outcome.withdrawnCard).toBe('back-to-hand-no-penalty');
  });

  it('rules the twelfth trick found before the hands were returned alike in both editions but for 62D2: 1987 declarer designates the partner’s card (62.7), 2017 the partner plays his own under 16C; neither edition calls the withdrawn card free of penalty', () => {
    let n = 0;
    for (const input of enumerateDomain<RevokeCorrectionInput>(REVOKE_CORRECTION_DOMAIN)) {
      if (input.trick !== 12 || input.allHandsReturnedToBoard) continue;
      const a = revokeCorrection(input);
      const b = revokeCorrection(input, '2017');
      if (!a.ok || !b.ok) continue;
      n++;
      expect({ ...a.outcome, declarerDesignatesPartnersCard: false }, JSON.stringify(input)).toEqual(b.outcome);
      // «Наказания нет» alone would read as the card: the 1987 text names the trick transfer it means (64A, 63.3).
      expect(a.explanation.ru, JSON.stringify(input)).not.toMatch(/Наказания нет/u);
      expect(a.explanation.en, JSON.stringify(input)).not.toMatch(/There is no penalty/u);
      if (input.offender === 'defender') expect(a.cites, JSON.stringify(input)).toContain('62.3');
    }
    expect(n).toBeGreaterThan(4);
  });

  it('rejects a revoke on trick 0, 14 or a fractional trick instead of ruling on it', () => {
    for (const trick of [0, 14, -1, 2.5, Number.NaN]) {
      const r = revokeCorrection({ offender: 'defender', trick, established: false, allHandsReturnedToBoard: false, offenderPartnerStillToPlayWithTwoLegalCards: false });
      expect(r.ok, `trick ${trick}`).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------
// 62C — withdrawing cards played after the revoke
// ---------------------------------------------------------------------------

const W = (revoke: string, lho: string, partner: string) => `${revoke}|${lho}|${partner}`;

const WITHDRAWALS_TABLE: readonly Row<RevokeWithdrawalsInput>[] = [
  // Nobody played after the revoke: nothing to withdraw.
  { input: { playedAfterRevoke: 'nobody', lhoWithdraws: true }, outcome: 'invalid' },
  { input: { playedAfterRevoke: 'nobody', lhoWithdraws: false, partnerWithdraws: true }, outcome: 'invalid' },
  // Partner led to the trick (revoker third): he played before the revoke.
  { input: { playedAfterRevoke: 'lho-only', partnerWithdraws: true }, outcome: 'invalid' },
  // 62B/62.3: revoke card — declarer's back to hand, defender's a major penalty card.
  { input: { playedAfterRevoke: 'nobody', lhoWithdraws: false, partnerWithdraws: false, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'not-played', 'not-played'), decidedBy: '62B' },
  { input: { playedAfterRevoke: 'nobody', lhoWithdraws: false, partnerWithdraws: false, offender: 'defender' }, outcome: W('major-penalty-card', 'not-played', 'not-played'), decidedBy: '62B' },
  // 62C1: the non-offender may withdraw, without penalty.
  { input: { playedAfterRevoke: 'lho-only', lhoWithdraws: false, partnerWithdraws: false, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'stands', 'not-played'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-only', lhoWithdraws: false, partnerWithdraws: false, offender: 'defender' }, outcome: W('major-penalty-card', 'stands', 'not-played'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-only', lhoWithdraws: true, partnerWithdraws: false, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'withdrawn-no-penalty', 'not-played'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-only', lhoWithdraws: true, partnerWithdraws: false, offender: 'defender' }, outcome: W('major-penalty-card', 'withdrawn-no-penalty', 'not-played'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: false, partnerWithdraws: false, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'stands', 'stands'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: false, partnerWithdraws: false, offender: 'defender' }, outcome: W('major-penalty-card', 'stands', 'stands'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: true, partnerWithdraws: false, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'withdrawn-no-penalty', 'stands'), decidedBy: '62C1' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: true, partnerWithdraws: false, offender: 'defender' }, outcome: W('major-penalty-card', 'withdrawn-no-penalty', 'stands'), decidedBy: '62C1' },
  // 62C2 (62.5(a)): partner may withdraw only after his RHO (the revoker's LHO) did.
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: false, partnerWithdraws: true, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'stands', 'stands'), fields: { partnerRequestRefused: true }, decidedBy: '62C2' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: false, partnerWithdraws: true, offender: 'defender' }, outcome: W('major-penalty-card', 'stands', 'stands'), fields: { partnerRequestRefused: true }, decidedBy: '62C2' },
  // 62C2, 62.5(b)(c): dummy's card back without penalty; a defender's becomes a major penalty card.
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: true, partnerWithdraws: true, offender: 'declarer' }, outcome: W('back-to-hand-no-penalty', 'withdrawn-no-penalty', 'withdrawn-no-penalty'), decidedBy: '62C2' },
  { input: { playedAfterRevoke: 'lho-and-partner', lhoWithdraws: true, partnerWithdraws: true, offender: 'defender' }, outcome: W('major-penalty-card', 'withdrawn-no-penalty', 'withdrawn-major-penalty-card'), decidedBy: '62C2' },
];

describe('revokeWithdrawals (62C)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(REVOKE_WITHDRAWALS_DOMAIN, ['offender', 'playedAfterRevoke', 'lhoWithdraws', 'partnerWithdraws']);
  });

  it('rules every combination of inputs as the table written from 62C says', () => {
    expectTable(
      REVOKE_WITHDRAWALS_DOMAIN,
      revokeWithdrawals,
      WITHDRAWALS_TABLE,
      (o: RevokeWithdrawalsOutcome) => W(o.revokeCard, o.lhoCard, o.partnerCard),
      24,
    );
  });

  it('mentions the 47F adjustment whenever a non-offender withdraws a card', () => {
    const r = revokeWithdrawals({ offender: 'defender', playedAfterRevoke: 'lho-only', lhoWithdraws: true, partnerWithdraws: false });
    expect(r.ok && r.cites).toContain('47F');
  });

  it('under 2017 rests the information from a withdrawn card on 16C2, not on 47F (which bars other retraction)', () => {
    for (const offender of ['defender', 'declarer'] as const)
      for (const playedAfterRevoke of ['lho-only', 'lho-and-partner'] as const)
        for (const partnerWithdraws of [false, true]) {
          if (partnerWithdraws && playedAfterRevoke === 'lho-only') continue;
          const r = revokeWithdrawals({ offender, playedAfterRevoke, lhoWithdraws: true, partnerWithdraws }, '2017');
          expect(r.ok, JSON.stringify(r)).toBe(true);
          if (!r.ok) continue;
          expect(r.cites).toContain('2017:16C2');
          expect(r.cites).not.toContain('2017:47F');
        }
  });
});

// ---------------------------------------------------------------------------
// 64 — penalty after establishment
// ---------------------------------------------------------------------------

type P = RevokePenaltyInput;
/** Tricks the offending side can have won from the revoke trick on, given who won the revoke trick. */
const countFits = (i: P) =>
  i.revokeTrickWonBy === 'non-offending-side'
    ? i.offendingSideTricksFromRevokeTrick <= 13 - i.trick
    : i.offendingSideTricksFromRevokeTrick >= 1 && i.offendingSideTricksFromRevokeTrick <= 14 - i.trick;
const faceMismatch = (i: P) =>
  (i.exception === 'failed-to-play-penalty-card' && i.offender === 'declarer') ||
  (i.exception === 'failed-to-play-dummy-card' && i.offender === 'defender');
const valid = (i: P) => i.trick <= 12 && countFits(i) && !faceMismatch(i);
const OFFENDING = ['offending-player', 'offenders-partner'] as const;
/** The 1987 Code has no exception when both sides revoked (2017: 64B7): 64A as usual. */
// The 1987 Code knows neither 64B7 nor 62C3/64B8: these cases are ruled as if there were no exception.
const NO_1987_EXCEPTION = ['none', 'both-sides-revoked', 'both-sides-revoked-same-trick-corrected'] as const;

const PENALTY_TABLE: readonly Row<P>[] = [
  { input: { trick: 13 }, outcome: 'invalid', note: 'no revoke is possible on trick 13' },
  { input: { trick: TRICKS_1_TO_12, revokeTrickWonBy: OFFENDING, offendingSideTricksFromRevokeTrick: 0 }, outcome: 'invalid', note: 'the offending side won the revoke trick, so it won at least one' },
  {
    input: { trick: TRICKS_1_TO_12, revokeTrickWonBy: OFFENDING },
    where: (i) => i.offendingSideTricksFromRevokeTrick > 14 - i.trick,
    note: 'more tricks than tricks trick..13 — tricks before the revoke counted as after',
    outcome: 'invalid',
  },
  {
    input: { trick: TRICKS_1_TO_12, revokeTrickWonBy: 'non-offending-side' },
    where: (i) => i.offendingSideTricksFromRevokeTrick > 13 - i.trick,
    note: 'more tricks than the tricks after the revoke trick',
    outcome: 'invalid',
  },
  { input: { trick: TRICKS_1_TO_12, exception: 'failed-to-play-penalty-card', offender: 'declarer' }, where: countFits, outcome: 'invalid', note: '48A: declarer has no penalty cards' },
  { input: { trick: TRICKS_1_TO_12, exception: 'failed-to-play-dummy-card', offender: 'defender' }, where: countFits, outcome: 'invalid', note: "dummy's cards are declarer's to play" },
  // 64B6 (63.3): twelfth trick — no transfer.
  { input: { trick: 12 }, where: valid, outcome: 'transfer-0', decidedBy: '64B6' },
  // 64B2 (64.2(ii)).
  { input: { trick: TRICKS_1_TO_11, exception: 'subsequent-revoke-same-suit-same-player' }, where: valid, outcome: 'transfer-0', decidedBy: '64B2' },
  // 64B3 (64.2(iii)): a card faced on the table — dummy's or a penalty card.
  { input: { trick: TRICKS_1_TO_11, exception: 'failed-to-play-dummy-card', offender: 'declarer' }, where: valid, outcome: 'transfer-0', decidedBy: '64B3' },
  { input: { trick: TRICKS_1_TO_11, exception: 'failed-to-play-penalty-card', offender: 'defender' }, where: valid, outcome: 'transfer-0', decidedBy: '64B3' },
  // 64B4, 64B5: attention drawn too late.
  { input: { trick: TRICKS_1_TO_11, exception: 'attention-drawn-after-call-on-next-board' }, where: valid, outcome: 'transfer-0', decidedBy: '64B4' },
  { input: { trick: TRICKS_1_TO_11, exception: 'attention-drawn-after-round-ended' }, where: valid, outcome: 'transfer-0', decidedBy: '64B5' },
  // 64B1 (64.2(i)): offending side won neither the revoke trick nor a later one.
  { input: { trick: TRICKS_1_TO_11, exception: NO_1987_EXCEPTION, revokeTrickWonBy: 'non-offending-side', offendingSideTricksFromRevokeTrick: 0 }, outcome: 'transfer-0', decidedBy: '64B1' },
  // 64A1 (64.1): offending PLAYER won the revoke trick — that trick plus one later trick won by his side.
  { input: { trick: TRICKS_1_TO_11, exception: NO_1987_EXCEPTION, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 1 }, outcome: 'transfer-1', decidedBy: '64A1' },
  { input: { trick: TRICKS_1_TO_11, exception: NO_1987_EXCEPTION, revokeTrickWonBy: 'offending-player' }, where: (i) => i.offendingSideTricksFromRevokeTrick >= 2 && valid(i), outcome: 'transfer-2', decidedBy: '64A1' },
  // 64A2 (64.1): won by partner (incl. dummy for declarer) or by the non-offenders — one trick.
  { input: { trick: TRICKS_1_TO_11, exception: NO_1987_EXCEPTION, revokeTrickWonBy: 'offenders-partner' }, where: valid, outcome: 'transfer-1', decidedBy: '64A2' },
  { input: { trick: TRICKS_1_TO_11, exception: NO_1987_EXCEPTION, revokeTrickWonBy: 'non-offending-side' }, where: (i) => i.offendingSideTricksFromRevokeTrick >= 1 && valid(i), outcome: 'transfer-1', decidedBy: '64A2' },
];

describe('revokePenalty (64A, 64B, 64C)', () => {
  it('has exactly the input fields the table was written for', () => {
    expectFields(REVOKE_PENALTY_DOMAIN, [
      'offender',
      'trick',
      'revokeTrickWonBy',
      'offendingSideTricksFromRevokeTrick',
      'exception',
      'nonOffendersInsufficientlyCompensated',
      'moreTricksWithoutSubsequentRevokes',
      'contestantDamaged',
    ]);
  });

  it('rules every combination of inputs as the table written from 64 says', () => {
    expectTable(
      REVOKE_PENALTY_DOMAIN,
      revokePenalty,
      PENALTY_TABLE,
      (o: RevokePenaltyOutcome) => `transfer-${o.tricksTransferred}`,
      2 * 13 * 3 * 14 * 8 * 2 * 2 * 2,
    );
  });

  it('transfers 2 when the offending player won the revoke trick and his side won a later one (64A1)', () => {
    const r = revokePenalty({ offender: 'defender', trick: 5, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 3, exception: 'none', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    expect(r.ok && r.outcome.tricksTransferred).toBe(2);
  });

  it('transfers only 1 when dummy, not declarer, won the trick on which declarer revoked (64A2, 64.1)', () => {
    const r = revokePenalty({ offender: 'declarer', trick: 5, revokeTrickWonBy: 'offenders-partner', offendingSideTricksFromRevokeTrick: 6, exception: 'none', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.outcome.tricksTransferred).toBe(1);
    expect(r.explanation.ru).toContain('болван');
  });

  it('rejects tricks won before the revoke trick counted as won after it', () => {
    // Revoke on trick 10: tricks 10..13 are only four.
    const r = revokePenalty({ offender: 'declarer', trick: 10, revokeTrickWonBy: 'offending-player', offendingSideTricksFromRevokeTrick: 5, exception: 'none', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.ru).toContain('до взятки с фальшренонсом');
    expect(r.cites).toEqual([]);
  });

  it('sets the 64C adjusted score exactly when the non-offenders are insufficiently compensated', () => {
    for (const flag of [false, true]) {
      const r = revokePenalty({ offender: 'defender', trick: 3, revokeTrickWonBy: 'non-offending-side', offendingSideTricksFromRevokeTrick: 0, exception: 'none', nonOffendersInsufficientlyCompensated: flag, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
      expect(r.ok && r.outcome.adjustedScore).toBe(flag);
      expect(r.ok && r.cites).toContain('64C');
    }
  });

  it('flags that the 64B4/64B5 numbering is not supported by the loaded commentary', () => {
    const r = revokePenalty({ offender: 'defender', trick: 3, revokeTrickWonBy: 'non-offending-side', offendingSideTricksFromRevokeTrick: 4, exception: 'attention-drawn-after-round-ended', nonOffendersInsufficientlyCompensated: false, moreTricksWithoutSubsequentRevokes: false, contestantDamaged: false });
    expect(r.ok && r.editionNote?.en).toContain('64.2');
  });
});
