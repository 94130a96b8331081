/**
 * Calls out of rotation (Laws 28B, 29–32), every combination of each domain under both
 * editions. The 1987 tables are written from the commentary 28.2–32.5 with the Code's
 * numbering; the 2017 ones from the complete 2017 text (Laws 28B, 29A, 29B, 30, 31, 32 with
 * the comparable call of 23A).
 */
import { describe, expect, it } from 'vitest';
import {
  BID_OUT_OF_ROTATION_DOMAIN,
  DOUBLE_OUT_OF_ROTATION_DOMAIN,
  PASS_OUT_OF_ROTATION_DOMAIN,
  type BidOutOfRotationInput,
  type CallOutOfRotationOutcome,
  type DoubleOutOfRotationInput,
  type PassOutOfRotationInput,
  bidOutOfRotation,
  doubleOutOfRotation,
  enumerateDomain,
  passOutOfRotation,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: CallOutOfRotationOutcome) => `${o.call}|${o.offender ?? '-'}|${o.partner ?? '-'}|${o.leadRestrictions ? 'lead' : 'no-lead'}`;
const ACCEPTED = 'accepted|-|-|no-lead';
const IN_ROTATION = 'cancelled-by-call-in-rotation|-|-|no-lead';
const CHANGE = 'change-of-call|-|-|no-lead';
const LAW31 = 'law-31|-|-|no-lead';
const COMPARABLE = 'cancelled|free|free|no-lead';
const NOT_COMPARABLE = 'cancelled|free|must-pass-next-turn|lead';

// ---------------------------------------------------------------------------
// Pass out of rotation
// ---------------------------------------------------------------------------

type P = PassOutOfRotationInput;
/** After a bid, the left-hand opponent's turn comes straight after the offender's own call. */
const lhoUncalledAfterBid = (i: P) => i.turnOf === 'lho' && i.anyBidYet && !i.offenderHadCalled;
const passInvalid: readonly Row<P>[] = [
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: ['partner', 'lho'] }, outcome: 'invalid', note: 'only RHO can call in turn' },
  { input: { beforeRuling: ['nobody-called', 'lho-called'] }, where: lhoUncalledAfterBid, outcome: 'invalid', note: 'LHO’s turn after a bid follows the offender’s call' },
];

const PASS_1987: readonly Row<P>[] = [
  ...passInvalid,
  { input: { beforeRuling: 'lho-called' }, where: (i) => !lhoUncalledAfterBid(i), outcome: ACCEPTED, decidedBy: '29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '28B' },
  { input: { beforeRuling: 'nobody-called', artificial: true }, where: (i) => !lhoUncalledAfterBid(i), outcome: LAW31, decidedBy: '30C' },
  // 30.2: before any bid, the offender passes at his next turn, whoever's turn it was.
  { input: { beforeRuling: 'nobody-called', artificial: false, anyBidYet: false }, outcome: 'cancelled|must-pass-next-turn|free|no-lead', decidedBy: '30A' },
  { input: { beforeRuling: 'nobody-called', artificial: false, anyBidYet: true, turnOf: 'rho' }, outcome: 'cancelled|must-pass-next-turn|free|no-lead', decidedBy: '30B1' },
  // 30B2: the offender passes throughout; partner may not double or redouble at that turn; Law 26.
  { input: { beforeRuling: 'nobody-called', artificial: false, anyBidYet: true, turnOf: 'partner' }, outcome: 'cancelled|must-pass-throughout|no-double-at-that-turn|lead', decidedBy: '30B2' },
  { input: { beforeRuling: 'nobody-called', artificial: false, anyBidYet: true, turnOf: 'lho', offenderHadCalled: true }, outcome: CHANGE, decidedBy: '30B3' },
];

const PASS_2017: readonly Row<P>[] = [
  ...passInvalid,
  { input: { beforeRuling: 'lho-called' }, where: (i) => !lhoUncalledAfterBid(i), outcome: ACCEPTED, decidedBy: '2017:29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '2017:28B' },
  { input: { beforeRuling: 'nobody-called', artificial: true }, where: (i) => !lhoUncalledAfterBid(i), outcome: LAW31, decidedBy: '2017:30C' },
  // 2017 30A: at RHO's turn, bid or no bid.
  { input: { beforeRuling: 'nobody-called', artificial: false, turnOf: 'rho' }, outcome: 'cancelled|must-pass-next-turn|free|no-lead', decidedBy: '2017:30A' },
  { input: { beforeRuling: 'nobody-called', artificial: false, turnOf: 'lho', offenderHadCalled: true }, outcome: CHANGE, decidedBy: '2017:30B2' },
  // 2017 30B1: partner calls freely (16C2); the offender's comparable call (b)(i) or not (b)(ii).
  {
    input: { beforeRuling: 'nobody-called', artificial: false, comparableCall: true },
    where: (i) => (i.turnOf === 'partner' || (i.turnOf === 'lho' && !i.offenderHadCalled)) && !lhoUncalledAfterBid(i),
    outcome: COMPARABLE,
    decidedBy: '2017:30B1',
  },
  {
    input: { beforeRuling: 'nobody-called', artificial: false, comparableCall: false },
    where: (i) => (i.turnOf === 'partner' || (i.turnOf === 'lho' && !i.offenderHadCalled)) && !lhoUncalledAfterBid(i),
    outcome: NOT_COMPARABLE,
    decidedBy: '2017:30B1',
  },
];

describe('passOutOfRotation (Law 30)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(PASS_OUT_OF_ROTATION_DOMAIN, ['turnOf', 'anyBidYet', 'offenderHadCalled', 'artificial', 'beforeRuling', 'comparableCall']);
  });
  it('rules every combination under the 1987 Code as the table written from 29.2–30.5 says', () => {
    expectTable(PASS_OUT_OF_ROTATION_DOMAIN, (i: P) => passOutOfRotation(i), PASS_1987, S, 144);
  });
  it('rules every combination under the 2017 Laws as the table written from 2017 Law 30 says', () => {
    expectTable(PASS_OUT_OF_ROTATION_DOMAIN, (i: P) => passOutOfRotation(i, '2017'), PASS_2017, S, 144);
  });
});

// ---------------------------------------------------------------------------
// Bid out of rotation
// ---------------------------------------------------------------------------

type B = BidOutOfRotationInput;
const partnerOrFirstLho = (i: { turnOf: string; offenderHadCalled: boolean }) => i.turnOf === 'partner' || (i.turnOf === 'lho' && !i.offenderHadCalled);
const BID_1987: readonly Row<B>[] = [
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: ['partner', 'lho'] }, outcome: 'invalid' },
  { input: { beforeRuling: 'lho-called' }, outcome: ACCEPTED, decidedBy: '29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '28B' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'pass' }, outcome: 'cancelled|must-repeat|free|no-lead', decidedBy: '31A1' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', repeatsDenomination: true }, outcome: 'cancelled|free|must-pass-next-turn|no-lead', decidedBy: '31A2a' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', repeatsDenomination: false }, outcome: 'cancelled|free|must-pass-throughout|lead', decidedBy: '31A2b' },
  // 31.3: the footnote to 31B sends a later bid at LHO's turn to Law 25.
  { input: { beforeRuling: 'nobody-called', turnOf: 'lho', offenderHadCalled: true }, outcome: CHANGE, decidedBy: '31B' },
  { input: { beforeRuling: 'nobody-called' }, where: partnerOrFirstLho, outcome: 'cancelled|free|must-pass-throughout|lead', decidedBy: '31B' },
];

const BID_2017: readonly Row<B>[] = [
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: ['partner', 'lho'] }, outcome: 'invalid' },
  { input: { beforeRuling: 'lho-called' }, outcome: ACCEPTED, decidedBy: '2017:29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '2017:28B' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'pass' }, outcome: 'cancelled|must-repeat|free|no-lead', decidedBy: '2017:31A1' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', comparableCall: true }, outcome: COMPARABLE, decidedBy: '2017:31A2a' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', comparableCall: false }, outcome: NOT_COMPARABLE, decidedBy: '2017:31A2b' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'lho', offenderHadCalled: true }, outcome: CHANGE, decidedBy: '2017:31C' },
  // 2017 31B: partner calls freely (16C2); the offender's call is ruled as in 31A2.
  { input: { beforeRuling: 'nobody-called', comparableCall: true }, where: partnerOrFirstLho, outcome: COMPARABLE, decidedBy: '2017:31B' },
  { input: { beforeRuling: 'nobody-called', comparableCall: false }, where: partnerOrFirstLho, outcome: NOT_COMPARABLE, decidedBy: '2017:31B' },
];

describe('bidOutOfRotation (Law 31)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(BID_OUT_OF_ROTATION_DOMAIN, ['turnOf', 'offenderHadCalled', 'beforeRuling', 'rhoThen', 'repeatsDenomination', 'comparableCall']);
  });
  it('rules every combination under the 1987 Code as the table written from 29.2–31.3 says', () => {
    expectTable(BID_OUT_OF_ROTATION_DOMAIN, (i: B) => bidOutOfRotation(i), BID_1987, S, 144);
  });
  it('rules every combination under the 2017 Laws as the table written from 2017 Law 31 says', () => {
    expectTable(BID_OUT_OF_ROTATION_DOMAIN, (i: B) => bidOutOfRotation(i, '2017'), BID_2017, S, 144);
  });
  it('cites 31A2(a) or 31A2(b) under 2017 31B, as the text directs', () => {
    for (const comparableCall of [true, false]) {
      const r = bidOutOfRotation({ turnOf: 'partner', offenderHadCalled: false, beforeRuling: 'nobody-called', rhoThen: 'pass', repeatsDenomination: false, comparableCall }, '2017');
      expect(r.cites).toContain(comparableCall ? '2017:31A2a' : '2017:31A2b');
    }
  });
});

// ---------------------------------------------------------------------------
// Double or redouble out of rotation
// ---------------------------------------------------------------------------

type D = DoubleOutOfRotationInput;
const DOUBLE_1987: readonly Row<D>[] = [
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: ['partner', 'lho'] }, outcome: 'invalid' },
  { input: { beforeRuling: 'lho-called' }, outcome: ACCEPTED, decidedBy: '29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '28B' },
  // 32.5: whenever a double or redouble is cancelled, 26B for a defending offender's partner.
  { input: { beforeRuling: 'nobody-called', turnOf: 'partner' }, outcome: 'cancelled|free|must-pass-throughout|lead', decidedBy: '32A' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'pass' }, outcome: 'cancelled|must-repeat|free|lead', decidedBy: '32B1' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble' }, outcome: 'cancelled|free|must-pass-next-turn|lead', decidedBy: '32B2' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'lho' }, outcome: CHANGE, decidedBy: '25' },
];

const DOUBLE_2017: readonly Row<D>[] = [
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: ['partner', 'lho'] }, outcome: 'invalid' },
  { input: { beforeRuling: 'lho-called' }, outcome: ACCEPTED, decidedBy: '2017:29A' },
  { input: { beforeRuling: 'rho-called-in-turn', turnOf: 'rho' }, outcome: IN_ROTATION, decidedBy: '2017:28B' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'pass' }, outcome: 'cancelled|must-repeat|free|no-lead', decidedBy: '2017:32A1' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', comparableCall: true }, outcome: COMPARABLE, decidedBy: '2017:32A2' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'rho', rhoThen: 'bid-double-or-redouble', comparableCall: false }, outcome: NOT_COMPARABLE, decidedBy: '2017:32A2' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'partner', comparableCall: true }, outcome: COMPARABLE, decidedBy: '2017:32B' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'partner', comparableCall: false }, outcome: NOT_COMPARABLE, decidedBy: '2017:32B' },
  { input: { beforeRuling: 'nobody-called', turnOf: 'lho' }, outcome: CHANGE, decidedBy: '2017:32C' },
];

describe('doubleOutOfRotation (Law 32)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(DOUBLE_OUT_OF_ROTATION_DOMAIN, ['turnOf', 'beforeRuling', 'rhoThen', 'comparableCall']);
  });
  it('rules every combination under the 1987 Code as the table written from 32.1–32.5 says', () => {
    expectTable(DOUBLE_OUT_OF_ROTATION_DOMAIN, (i: D) => doubleOutOfRotation(i), DOUBLE_1987, S, 36);
  });
  it('rules every combination under the 2017 Laws as the table written from 2017 Law 32 says', () => {
    expectTable(DOUBLE_OUT_OF_ROTATION_DOMAIN, (i: D) => doubleOutOfRotation(i, '2017'), DOUBLE_2017, S, 36);
  });
});

describe('the editions of Laws 30–32', () => {
  const all = [
    [PASS_OUT_OF_ROTATION_DOMAIN, passOutOfRotation],
    [BID_OUT_OF_ROTATION_DOMAIN, bidOutOfRotation],
    [DOUBLE_OUT_OF_ROTATION_DOMAIN, doubleOutOfRotation],
  ] as const;
  it('never makes partner pass throughout under the 2017 Laws, and the 1987 Code does in some case of each law', () => {
    for (const [domain, rule] of all) {
      let throughout1987 = 0;
      for (const input of enumerateDomain(domain)) {
        const now = (rule as (i: unknown, e?: '2017') => ReturnType<typeof passOutOfRotation>)(input, '2017');
        const old = (rule as (i: unknown) => ReturnType<typeof passOutOfRotation>)(input);
        if (now.ok) expect(now.outcome.partner, JSON.stringify(input)).not.toBe('must-pass-throughout');
        if (old.ok && (old.outcome.partner === 'must-pass-throughout' || old.outcome.offender === 'must-pass-throughout')) throughout1987++;
      }
      expect(throughout1987).toBeGreaterThan(0);
    }
  });
  it('rules both branches of the comparable call under 2017 as 30B1(b), 31A2 and 32A2 say, citing 16C2 only where partner has called freely (23B)', () => {
    for (const [domain, rule] of all) {
      for (const input of enumerateDomain<Record<string, unknown>>(domain)) {
        const r = (rule as (i: unknown, e?: '2017') => ReturnType<typeof passOutOfRotation>)(input, '2017');
        if (!r.ok || r.outcome.call !== 'cancelled' || r.outcome.offender !== 'free') continue;
        const at = JSON.stringify(input);
        // The offender called again at his turn: the ruling turns on whether that call was comparable.
        if (input.comparableCall) {
          expect(r.outcome, at).toMatchObject({ partner: 'free', leadRestrictions: false });
          expect(r.cites, at).toEqual(expect.arrayContaining(['2017:23A', '2017:23C']));
          expect(r.explanation.en, at).toMatch(/comparable.*no further rectification.*\(26B\).*\(23C\)/su);
          // 23B: after a comparable call Law 16C2 does not apply; partner's own free call at his turn falls under it.
          expect(r.cites.includes('2017:16'), at).toBe(input.turnOf !== 'rho');
        } else {
          expect(r.outcome, at).toMatchObject({ partner: 'must-pass-next-turn', leadRestrictions: true });
          expect(r.cites, at).toEqual(expect.arrayContaining(['2017:23A', '2017:16', '2017:26B', '2017:72C']));
        }
      }
    }
  });
  it('ignores the comparable call under 1987 and the repeated denomination under 2017', () => {
    for (const input of enumerateDomain<B>(BID_OUT_OF_ROTATION_DOMAIN)) {
      expect(bidOutOfRotation({ ...input, comparableCall: !input.comparableCall })).toEqual(bidOutOfRotation(input));
      expect(bidOutOfRotation({ ...input, repeatsDenomination: !input.repeatsDenomination }, '2017')).toEqual(bidOutOfRotation(input, '2017'));
    }
  });
});
