/** Declarer's premature play: 2017 57C3 (and 57C1 for the defender who then plays early); 1987 Law 45 with 57.7. */
import { describe, expect, it } from 'vitest';
import { DECLARER_PREMATURE_PLAY_DOMAIN, type DeclarerPrematurePlayInput, type DeclarerPrematurePlayOutcome, declarerPrematurePlay } from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

const S = (o: DeclarerPrematurePlayOutcome) => `${o.declarersCard}|${o.defenderAfterwards}`;

const T1987: readonly Row<DeclarerPrematurePlayInput>[] = [
  // 57.7: declarer has played from both hands, so the defender is not penalised.
  { input: { defenderThenPlaysBeforePartner: true, cardIsLegal: true }, outcome: 'played-and-stands|no-rectification', decidedBy: '57' },
  { input: { defenderThenPlaysBeforePartner: true, cardIsLegal: false }, outcome: 'revoke-to-be-corrected|no-rectification', decidedBy: '57' },
  // The card is played (45B for dummy's card, Law 45 for declarer's own).
  { input: { defenderThenPlaysBeforePartner: false, cardIsLegal: true, hand: 'dummy' }, outcome: 'played-and-stands|not-in-question', decidedBy: '45B' },
  { input: { defenderThenPlaysBeforePartner: false, cardIsLegal: true, hand: 'declarers-hand' }, outcome: 'played-and-stands|not-in-question', decidedBy: '45' },
  // An illegal card is a revoke, corrected while not established.
  { input: { defenderThenPlaysBeforePartner: false, cardIsLegal: false }, outcome: 'revoke-to-be-corrected|not-in-question', decidedBy: '62A' },
];

const T2017: readonly Row<DeclarerPrematurePlayInput>[] = [
  { input: { defenderThenPlaysBeforePartner: true, cardIsLegal: true }, outcome: 'played-and-stands|no-rectification', decidedBy: '2017:57C' },
  { input: { defenderThenPlaysBeforePartner: true, cardIsLegal: false }, outcome: 'revoke-to-be-corrected|no-rectification', decidedBy: '2017:57C' },
  // 57C3: a played card; legal, so it may not be withdrawn.
  { input: { defenderThenPlaysBeforePartner: false, cardIsLegal: true }, outcome: 'played-and-stands|not-in-question', decidedBy: '2017:57C3' },
  { input: { defenderThenPlaysBeforePartner: false, cardIsLegal: false }, outcome: 'revoke-to-be-corrected|not-in-question', decidedBy: '2017:62A' },
];

describe('declarerPrematurePlay (2017 57C3)', () => {
  it('has exactly the input fields the tables were written for', () => {
    expectFields(DECLARER_PREMATURE_PLAY_DOMAIN, ['hand', 'cardIsLegal', 'defenderThenPlaysBeforePartner']);
  });
  it('rules every combination under 1987 as the table says', () => {
    expectTable(DECLARER_PREMATURE_PLAY_DOMAIN, declarerPrematurePlay, T1987, S, 8);
  });
  it('rules every combination under 2017 as the table written from 57C says', () => {
    expectTable(DECLARER_PREMATURE_PLAY_DOMAIN, (i: DeclarerPrematurePlayInput) => declarerPrematurePlay(i, '2017'), T2017, S, 8);
  });
  it('cites 57C3 under 2017 for every case, and never under 1987, whose commentary on Law 57 has no such provision', () => {
    for (const hand of DECLARER_PREMATURE_PLAY_DOMAIN.hand) for (const cardIsLegal of [true, false]) for (const after of [true, false]) {
      const i = { hand, cardIsLegal, defenderThenPlaysBeforePartner: after };
      const now = declarerPrematurePlay(i, '2017');
      const old = declarerPrematurePlay(i);
      expect(now.ok && now.cites.includes('2017:57C3')).toBe(true);
      expect(old.ok && old.cites.some((c) => c.startsWith('57C'))).toBe(false);
      expect(old.ok && old.cites).toContain('48A');
    }
  });
  it('names the defender whose turn it was: from dummy, the one on dummy’s right (declarer’s left), never “his right-hand opponent”', () => {
    // 57C2 speaks of dummy’s RHO; a premature play from dummy comes before declarer’s LHO, so
    // “declarer played from dummy before his right-hand opponent” names the wrong defender.
    for (const edition of ['1987', '2017'] as const) for (const cardIsLegal of [true, false]) for (const after of [true, false]) {
      const r = declarerPrematurePlay({ hand: 'dummy', cardIsLegal, defenderThenPlaysBeforePartner: after }, edition);
      if (!r.ok) throw new Error('no ruling');
      expect(r.explanation.en).not.toMatch(/right-hand opponent/u);
      expect(r.explanation.en).toMatch(/on dummy’s right/u);
      expect(r.explanation.ru).not.toMatch(/своего правого противника/u);
      expect(r.explanation.ru).toMatch(/справа от болвана/u);
      const own = declarerPrematurePlay({ hand: 'declarers-hand', cardIsLegal, defenderThenPlaysBeforePartner: after }, edition);
      if (!own.ok) throw new Error('no ruling');
      expect(own.explanation.en).toMatch(/before his right-hand opponent/u);
    }
  });
});
