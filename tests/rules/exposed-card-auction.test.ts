/**
 * A card exposed during the auction (Law 24), every combination under both editions.
 * 1987: the Code (no text or commentary of Law 24 is loaded); 2017: the complete text, 24A–24E.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_EXPOSED_DURING_AUCTION_DOMAIN,
  type CardExposedDuringAuctionInput,
  type CardExposedDuringAuctionOutcome,
  cardExposedDuringAuction,
  enumerateDomain,
} from '../../src/rules';
import { type Row, expectFields, expectTable } from './table';

type I = CardExposedDuringAuctionInput;
const S = (o: CardExposedDuringAuctionOutcome) => `${o.partner}|${o.exposedCards}`;
const low = (i: I) => i.cards === 'single' && i.rank === 'below-honour' && !i.prematurelyLed;
const single = (i: I) => i.cards === 'single' && !low(i);

const rows = (edition: '1987' | '2017'): Row<I>[] => {
  const p = edition === '2017' ? '2017:' : '';
  const out: Row<I>[] = [];
  for (const [id, where, partner] of [['24A', low, 'free'], ['24B', single, 'must-pass-next-turn'], ['24C', (i: I) => i.cards === 'two-or-more', 'must-pass-next-turn']] as const) {
    out.push({ input: { offenderBecomes: 'auction-not-over' }, where, outcome: `${partner}|face-up-until-auction-ends`, decidedBy: `${p}${id}` });
    // 1987: declarer may treat each card as a penalty card; 2017 24E: each becomes one.
    out.push({ input: { offenderBecomes: 'defender' }, where, outcome: `${partner}|${edition === '2017' ? 'penalty-cards' : 'declarer-may-treat-as-penalty-cards'}`, decidedBy: edition === '2017' ? '2017:24E' : id });
    out.push({ input: { offenderBecomes: 'declarer-or-dummy' }, where, outcome: `${partner}|returned-to-hand`, decidedBy: edition === '2017' ? '2017:24D' : id });
  }
  return out;
};

describe('cardExposedDuringAuction (Law 24)', () => {
  it('has the fields the tables are written for', () => {
    expectFields(CARD_EXPOSED_DURING_AUCTION_DOMAIN, ['cards', 'rank', 'prematurelyLed', 'offenderBecomes']);
  });
  it('rules every combination under the 1987 Code as 24A–24C say', () => {
    expectTable(CARD_EXPOSED_DURING_AUCTION_DOMAIN, (i: I) => cardExposedDuringAuction(i), rows('1987'), S, 24);
  });
  it('rules every combination under the 2017 Laws as 24A–24E say', () => {
    expectTable(CARD_EXPOSED_DURING_AUCTION_DOMAIN, (i: I) => cardExposedDuringAuction(i, '2017'), rows('2017'), S, 24);
  });
  it('cites the penalty-card laws for a defender, and 24A–24C for the auction, under 2017', () => {
    for (const input of enumerateDomain<I>(CARD_EXPOSED_DURING_AUCTION_DOMAIN)) {
      const r = cardExposedDuringAuction(input, '2017');
      if (!r.ok) throw new Error('every situation is possible');
      expect(r.cites.includes('2017:50') && r.cites.includes('2017:51'), JSON.stringify(input)).toBe(input.offenderBecomes === 'defender');
      expect(r.cites.some((c) => /^2017:24[ABC]$/u.test(c)), JSON.stringify(input)).toBe(true);
      expect(r.cites.includes('2017:72C'), JSON.stringify(input)).toBe(!low(input));
    }
  });
  it('says under 1987 that the ruling follows the Code, not a loaded text', () => {
    const r = cardExposedDuringAuction({ cards: 'single', rank: 'honour', prematurelyLed: false, offenderBecomes: 'defender' });
    expect(r.ok && r.explanation.en).toMatch(/follows the Code/u);
  });
});
