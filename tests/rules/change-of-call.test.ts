/**
 * A change of call (Law 25), every combination under both editions. 1987: the Code (the
 * 1997 wording, which kept it; no text or commentary of Law 25 is loaded); 2017: the complete
 * text, 25A1–25A6 and 25B1–25B3.
 */
import { describe, expect, it } from 'vitest';
import { CHANGE_OF_CALL_DOMAIN, type ChangeOfCallInput, type ChangeOfCallOutcome, changeOfCall, enumerateDomain } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

type I = ChangeOfCallInput;
const S = (o: ChangeOfCallOutcome) => `${o.standingCall}|${o.partner}|${o.leadRestrictions ? 'lead' : 'no-lead'}${o.averageMinusAtMost ? '|average-minus' : ''}`;
/** 1987 25A: an inadvertent call replaced without pause for thought. */
const inadvertent = (i: I) => i.firstCall === 'unintended' && i.withoutPauseForThought;

/**
 * Impossible at the table, under both editions: partner calls only after the left-hand opponent, so
 * if partner has called, LHO has called too; and LHO's call over an insufficient bid accepts it (27A1;
 * over a call out of rotation, 29A), so the first call can no longer be an illegal one.
 */
const impossible = (i: I) => i.partnerHasCalled && (!i.lhoAccepts || !i.firstCallLegal);
const IMPOSSIBLE: Row<I> = { input: {}, where: impossible, outcome: 'invalid' };

const CHANGE_1987: readonly Row<I>[] = [
  IMPOSSIBLE,
  { input: { partnerHasCalled: true, firstCall: 'unintended' }, where: (i) => !impossible(i), outcome: 'first-call|free|no-lead', decidedBy: '25A' },
  { input: { partnerHasCalled: true, firstCall: 'intended' }, where: (i) => !impossible(i), outcome: 'first-call|free|no-lead', decidedBy: '25B' },
  { input: { partnerHasCalled: false }, where: inadvertent, outcome: 'intended-call|as-that-law-provides|no-lead', decidedBy: '25A' },
  { input: { partnerHasCalled: false, lhoAccepts: true }, where: (i) => !inadvertent(i), outcome: 'substituted-call|free|no-lead', decidedBy: '25B1' },
  { input: { partnerHasCalled: false, lhoAccepts: false, firstCallLegal: false }, where: (i) => !inadvertent(i), outcome: 'law-of-first-call-decides|as-that-law-provides|lead', decidedBy: '25B2' },
  // 25B2(b)(1): the first call stands, partner passes once; (b)(2): another call, average minus at most; (c): Law 26 either way.
  { input: { partnerHasCalled: false, lhoAccepts: false, firstCallLegal: true, offenderChoice: 'let-first-call-stand' }, where: (i) => !inadvertent(i), outcome: 'first-call|must-pass-next-turn|lead', decidedBy: '25B2' },
  { input: { partnerHasCalled: false, lhoAccepts: false, firstCallLegal: true, offenderChoice: 'another-call' }, where: (i) => !inadvertent(i), outcome: 'another-call|free|lead|average-minus', decidedBy: '25B2' },
];

const CHANGE_2017: readonly Row<I>[] = [
  IMPOSSIBLE,
  // 25A4: no substitution once partner has called.
  { input: { firstCall: 'unintended', partnerHasCalled: true }, where: (i) => !impossible(i), outcome: 'first-call|free|no-lead', decidedBy: '2017:25A' },
  // 25A1–25A3: until partner calls, however the player noticed; no pause-for-thought test; no Law 26.
  { input: { firstCall: 'unintended', partnerHasCalled: false }, outcome: 'intended-call|as-that-law-provides|no-lead', decidedBy: '2017:25A' },
  { input: { firstCall: 'intended', partnerHasCalled: false, lhoAccepts: true }, outcome: 'substituted-call|free|lead', decidedBy: '2017:25B1' },
  { input: { firstCall: 'intended', firstCallLegal: true }, where: (i) => !impossible(i) && (i.partnerHasCalled || !i.lhoAccepts), outcome: 'first-call|free|lead', decidedBy: '2017:25B2' },
  // An illegal first call is decided by its own Law (27 for an insufficient bid: 27C), not 25B (round 12's second reading).
  { input: { firstCall: 'intended', firstCallLegal: false }, where: (i) => !impossible(i) && (i.partnerHasCalled || !i.lhoAccepts), outcome: 'law-of-first-call-decides|as-that-law-provides|lead', decidedBy: '2017:27' },
];

describe('changeOfCall (Law 25)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(CHANGE_OF_CALL_DOMAIN, ['firstCall', 'withoutPauseForThought', 'partnerHasCalled', 'lhoAccepts', 'firstCallLegal', 'offenderChoice']);
  });
  it('rules every combination under the 1987 Code as 25A and 25B say', () => {
    expectTable(CHANGE_OF_CALL_DOMAIN, (i: I) => changeOfCall(i), CHANGE_1987, S, 64);
  });
  it('rules every combination under the 2017 Laws as 25A and 25B say', () => {
    expectTable(CHANGE_OF_CALL_DOMAIN, (i: I) => changeOfCall(i, '2017'), CHANGE_2017, S, 64);
  });
  it('never gives average minus under 2017, and ignores pause for thought and the 1987 choice there', () => {
    for (const input of enumerateDomain<I>(CHANGE_OF_CALL_DOMAIN)) {
      const r = changeOfCall(input, '2017');
      expect(r.ok ? r.outcome.averageMinusAtMost : false).toBe(false);
      expect(changeOfCall({ ...input, withoutPauseForThought: !input.withoutPauseForThought }, '2017')).toEqual(r);
    }
  });
  it("never says the offender's partner is free where the call that stands is subject to its own Law (25A's intended call; an illegal first call, whose Law decides: 1987 commentary 27.7(ii), 2017 25A1 and 27C)", () => {
    let n = 0;
    for (const ed of ['1987', '2017'] as const)
      for (const input of enumerateDomain<I>(CHANGE_OF_CALL_DOMAIN)) {
        const r = changeOfCall(input, ed);
        if (!r.ok) continue;
        const ownLaw = r.outcome.standingCall === 'intended-call' || (!input.firstCallLegal && !input.partnerHasCalled && !input.lhoAccepts && /(?:^|:)(?:25B2|27)$/u.test(r.decidedBy));
        if (!ownLaw) continue;
        n++;
        expect(r.outcome.partner, `${ed} ${JSON.stringify(input)}`).toBe('as-that-law-provides');
        if (r.outcome.standingCall !== 'intended-call') {
          expect(r.outcome.standingCall, `${ed} ${JSON.stringify(input)}`).toBe('law-of-first-call-decides');
          expect(r.cites, `${ed} ${JSON.stringify(input)}`).toContain(ed === '1987' ? '27.7' : '2017:27');
          if (ed === '2017') expect(r.explanation.en).toMatch(/27C/u);
        }
      }
    expect(n).toBeGreaterThan(8);
  });

  it('cites Law 16C (2017:16) wherever a call is withdrawn or cancelled under 2017 25B', () => {
    for (const input of enumerateDomain<I>(CHANGE_OF_CALL_DOMAIN)) {
      const r = changeOfCall(input, '2017');
      if (r.ok && r.decidedBy.startsWith('2017:25B')) expect(r.cites).toContain('2017:16');
    }
  });

  it('attributes average minus to the 1997 text (25B2(b)(2)), as the concordance does, never to the 1987 Code: no text of Law 25 of 1987 is loaded', () => {
    let n = 0;
    for (const ed of ['1987', '2017'] as const)
      for (const input of enumerateDomain<I>(CHANGE_OF_CALL_DOMAIN)) {
        const r = changeOfCall(input, ed);
        if (!r.ok) continue;
        for (const [re, text] of [[/средн\S* минус/iu, r.explanation.ru], [/average minus/iu, r.explanation.en]] as const) {
          if (!re.test(text)) continue;
          n++;
          expect(text, `${ed} ${JSON.stringify(input)}`).toMatch(/1997/u);
          expect(text, `${ed} ${JSON.stringify(input)}`).toMatch(/25B2\(b\)\(2\)/u);
          expect(text, `${ed} ${JSON.stringify(input)}`).not.toMatch(/(Кодекс\S* 1987|1987 Code)[^.]*(средн|average)|(средн|average)[^.]*(Кодекс\S* 1987|1987 Code)/iu);
        }
      }
    expect(n).toBeGreaterThan(4);
  });
});
