/**
 * A call made on misinformation (Law 21), every combination under both editions. 1987: the
 * Code in its 1997 wording (no text or commentary of Law 21 is loaded); 2017: the complete text.
 * Only what the Laws decide mechanically: damage and the score (Laws 12, 40, 75) are judgement.
 */
import { describe, expect, it } from 'vitest';
import { CALL_ON_MISINFORMATION_DOMAIN, type CallOnMisinformationInput, type CallOnMisinformationOutcome, callOnMisinformation, enumerateDomain } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

type I = CallOnMisinformationInput;
const S = (o: CallOnMisinformationOutcome) => `${o.change}|${o.lhoMayChangeLaterCall ? 'lho-may-change' : '-'}|${o.adjustedScorePossible ? 'adjusted' : '-'}`;
const late = (i: I) => i.partnerHasCalled || i.auctionPeriodOver;
const MISINFORMED = ['wrong-explanation', 'missing-alert'] as const;

const rows = (edition: '1987' | '2017'): Row<I>[] => {
  const p = edition === '2017' ? '2017:' : '';
  return [
    { input: { cause: 'own-misunderstanding' }, outcome: 'no-redress|-|-', decidedBy: `${p}21A` },
    // A missing alert that was required counts as misinformation (21B1).
    { input: { cause: [...MISINFORMED], directorJudgesInfluenced: false }, outcome: 'not-influenced|-|-', decidedBy: `${p}21B1` },
    { input: { cause: [...MISINFORMED], directorJudgesInfluenced: true }, where: (i) => !late(i), outcome: 'may-change|lho-may-change|-', decidedBy: `${p}21B1` },
    ...(edition === '1987'
      ? // 1987 21B3: the Director may award an adjusted score.
        [{ input: { cause: [...MISINFORMED], directorJudgesInfluenced: true }, where: late, outcome: 'too-late|-|adjusted', decidedBy: '21B3' } as Row<I>]
      : // 2017 21B3: he awards one when the offending side gained from the irregularity.
        ([true, false] as const).map((g): Row<I> => ({ input: { cause: [...MISINFORMED], directorJudgesInfluenced: true, offendersGained: g }, where: late, outcome: `too-late|-|${g ? 'adjusted' : '-'}`, decidedBy: '2017:21B3' }))),
  ];
};

describe('callOnMisinformation (Law 21)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(CALL_ON_MISINFORMATION_DOMAIN, ['cause', 'directorJudgesInfluenced', 'partnerHasCalled', 'auctionPeriodOver', 'offendersGained']);
  });
  it('rules every combination under the 1987 Code as 21A and 21B say', () => {
    expectTable(CALL_ON_MISINFORMATION_DOMAIN, (i: I) => callOnMisinformation(i), rows('1987'), S, 48);
  });
  it('rules every combination under the 2017 Laws as 21A and 21B say', () => {
    expectTable(CALL_ON_MISINFORMATION_DOMAIN, (i: I) => callOnMisinformation(i, '2017'), rows('2017'), S, 48);
  });
  it('names Law 16C with the left-hand opponent’s change under 2017, and ignores 2017’s "gained" test under 1987', () => {
    for (const input of enumerateDomain<I>(CALL_ON_MISINFORMATION_DOMAIN)) {
      const r = callOnMisinformation(input, '2017');
      if (r.ok && r.outcome.lhoMayChangeLaterCall) expect(r.cites).toEqual(expect.arrayContaining(['2017:21B2', '2017:16']));
      expect(callOnMisinformation({ ...input, offendersGained: !input.offendersGained })).toEqual(callOnMisinformation(input));
    }
  });
});

describe('the end of the auction period (2017 17D1): the opening lead faced, not the final pass', () => {
  // 17D1: the auction period ends when, after the end of the auction (22A), either defender faces an
  // opening lead; between the two is the Clarification Period, in which 21B1(a) still allows a change.
  it('asks whether the opening lead has been faced, and says so where it rules the change too late', async () => {
    const ru = (await import('../../src/i18n/ru.json')).default as Record<string, string>;
    const en = (await import('../../src/i18n/en.json')).default as Record<string, string>;
    expect(ru['demo.field.auctionPeriodOver']).toMatch(/перв\S* ход/iu);
    expect(en['demo.field.auctionPeriodOver']).toMatch(/opening lead/u);
    for (const input of enumerateDomain<I>(CALL_ON_MISINFORMATION_DOMAIN)) {
      const r = callOnMisinformation(input, '2017');
      if (!r.ok || r.outcome.change !== 'too-late') continue;
      if (input.auctionPeriodOver) {
        expect(r.explanation.ru, JSON.stringify(input)).toMatch(/перв\S* ход/iu);
        expect(r.explanation.en, JSON.stringify(input)).toMatch(/opening lead/u);
        expect(r.cites, JSON.stringify(input)).toContain('2017:17');
      }
    }
  });

  it('gives every triage outcome of a call made on misinformation a case after the final pass, before the opening lead is faced, ruled open to a change', async () => {
    const { loadTriage } = await import('../../src/lib/content/triage.ts');
    const triage = loadTriage();
    const outcomes = triage.outcomes.map((o) => [o.slug, o] as const).filter(([, o]) => o.rulings.some((c) => c.rule.id === 'call-on-misinformation' && (c.input as unknown as I).auctionPeriodOver));
    expect(outcomes.length).toBeGreaterThan(0);
    for (const [id, o] of outcomes) {
      const clarification = o.rulings.filter((c) => c.rule.id === 'call-on-misinformation' && !(c.input as unknown as I).auctionPeriodOver && /перв\S* ход/iu.test(c.case.ru) && /opening lead/u.test(c.case.en));
      expect(clarification.length, id).toBeGreaterThan(0);
      for (const c of clarification) {
        const r = callOnMisinformation(c.input as unknown as I, '2017');
        expect(r.ok && r.outcome.change, id).toBe('may-change');
      }
    }
  });
});
