/**
 * Partners told by their seats (src/lib/search/seats.ts): a query naming two seats of one side reads the
 * second as the text's word for a partner, in each of its mentions; seats of two sides are left as typed.
 * Sentences are built from a grammar: random words, the seats in every case form, capitalised or not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSeats } from '../../src/lib/search/seats';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const RU_FORMS = (stem: string) => ['', 'а', 'у', 'ом', 'е'].map((e) => `${stem}${e}`);
/** The seats by side (0 North–South, 1 East–West), each with every form a director types. */
const SEATS: { side: number; forms: string[] }[] = [
  { side: 0, forms: [...RU_FORMS('север'), 'north', "north's"] },
  { side: 0, forms: [...RU_FORMS('юг'), 'south', "south's"] },
  { side: 1, forms: [...RU_FORMS('восток'), 'east', "east's"] },
  { side: 1, forms: [...RU_FORMS('запад'), 'west', "west's"] },
];
const SEAT_WORD = /север|юг|восток|запад|north|south|east|west/iu;
const word = fc.oneof(fc.stringMatching(/^[а-я]{3,8}$/u), fc.stringMatching(/^[a-z]{3,8}$/u)).filter((w) => !SEAT_WORD.test(w));
const words = fc.array(word, { maxLength: 4 });
const cased = (w: string) => fc.boolean().map((up) => (up ? w[0]!.toUpperCase() + w.slice(1) : w));
const formOf = (seat: number) => fc.constantFrom(...SEATS[seat]!.forms).chain(cased);
const partnerOf = (seat: number) => SEATS.findIndex((s, i) => s.side === SEATS[seat]!.side && i !== seat);
const opponentOf = (seat: number, k: number) => SEATS.map((_, i) => i).filter((i) => SEATS[i]!.side !== SEATS[seat]!.side)[k % 2]!;

describe('readSeats: two seats of one side are a player and his partner', () => {
  it('reads every mention of the partner of the seat named first as the text’s word for a partner, and keeps the rest', () => {
    const seated = fc.integer({ min: 0, max: 3 }).chain((seat) => fc.tuple(formOf(seat), formOf(partnerOf(seat)), formOf(partnerOf(seat))));
    fc.assert(
      fc.property(seated, words, words, words, fc.boolean(), ([first, second, again], a, b, c, twice) => {
        const q = [...a, first, ...b, second, ...c, ...(twice ? [again] : [])].join(' ');
        return readSeats(q, { partner: 'partner' }) === [...a, first, ...b, 'partner', ...c, ...(twice ? ['partner'] : [])].join(' ');
      }),
      { numRuns: 500 },
    );
  });

  it('leaves seats of the two sides, and one seat alone, as typed', () => {
    const opposed = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat()).chain(([seat, k]) => fc.tuple(formOf(seat), formOf(opponentOf(seat, k))));
    fc.assert(
      fc.property(opposed, words, words, ([first, other], a, b) => {
        const two = [...a, first, ...b, other].join(' ');
        const one = [...a, first, ...b].join(' ');
        return readSeats(two, { partner: 'partner' }) === two && readSeats(one, { partner: 'partner' }) === one;
      }),
      { numRuns: 500 },
    );
  });

  it('takes no seat inside a word («западня», «югослав», "eastern", "westward")', () => {
    for (const q of ['Восток попал в западню', 'Север и югослав', 'north of the eastern room', 'East headed westward']) expect(readSeats(q, { partner: 'partner' })).toBe(q);
  });

  it('is read by readQuery with the page’s word for a partner', () => {
    // Read first, before the other readers of the situation (a card played before the partner's: premature-play.ts).
    const words = readQuery('Восток положил карту раньше Запада', undefined, () => true, situationWords({ partner: 'партнёр' }), readers).words;
    expect(words.startsWith('Восток положил карту раньше партнёр'), words).toBe(true);
  });
});
