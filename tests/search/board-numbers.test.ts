/**
 * A number that names a board, a table, a round or a session is its name, no count nor law
 * (round 41: "discussing board 12 out loud" found the revoke on the twelfth trick; round 21: "board 7
 * instead of board 17" found Laws 7 and 17). Words around are made up; the number after a trick stays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropBoardNumbers } from '../../src/lib/search/board-numbers.ts';
import { readQuery } from '../../src/lib/search/query.ts';

const word = fc.oneof(fc.stringMatching(/^[бвгдзклмнпрст][аоуеи][бвгдзклмнпрст][аоуеи][кмнт]$/u), fc.stringMatching(/^[bdfgklmnprst][aeiou][bdfgklmnprst][aeiou][kmnt]$/u));
const named = fc.constantFrom('board', 'boards', 'table', 'round', 'session', 'deal', 'доска', 'доски', 'доске', 'доску', 'доской', 'сдача', 'сдачи', 'сдачу', 'стол', 'столе', 'столом', 'тур', 'туре', 'раунд', 'сессии');
const sign = fc.constantFrom('', ' ', ' № ', ' №', ' no. ', ' number ', ' номер ', ' #');
const number = fc.integer({ min: 1, max: 99 });

describe('dropBoardNumbers: a board, table or round named by its number', () => {
  it('leaves the number out and keeps the word, with words around', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), named, sign, number, fc.array(word, { maxLength: 3 }), (before, w, s, n, after) => {
        const q = [...before, `${w}${s === '' ? ' ' : s}${n}`, ...after].join(' ');
        const { ref, words } = readQuery(q);
        expect(ref).toBeNull();
        expect(words.split(/\s+/u)).not.toContain(String(n));
        expect(words).toContain(w);
      }),
      { numRuns: 400 },
    );
  });

  // Held-out variants (round 25): the ordinal before the word, «в 23-й сдаче», "the 2nd session", and "bd 14".
  it('leaves out its ordinal before the word too, and keeps an ordinal before any other word («12-я взятка»)', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), number, fc.constantFrom('-й', '-м', '-я', '-е', '-го', '-ом', 'й', 'st', 'nd', 'th'), named, fc.constantFrom('взятка', 'взятке', 'trick'), (before, n, end, w, trick) => {
        const words = readQuery([...before, `${n}${end} ${w}`].join(' ')).words;
        expect(words.split(/\s+/u).some((x) => x.startsWith(String(n)))).toBe(false);
        expect(words).toContain(w);
        expect(dropBoardNumbers(`${n}${end} ${trick}`)).toBe(`${n}${end} ${trick}`);
      }),
      { numRuns: 300 },
    );
    expect(readQuery('bd 14: dummy touched a card').words).toBe('bd: dummy touched a card');
  });

  it('keeps a number after any other word (a trick, a law)', () => {
    fc.assert(
      fc.property(word, fc.constantFrom('trick', 'взятка', 'взятке', 'tricks'), number, (w, t, n) => {
        expect(dropBoardNumbers(`${w} ${t} ${n}`)).toBe(`${w} ${t} ${n}`);
        expect(dropBoardNumbers(`${w} ${n}`)).toBe(`${w} ${n}`);
      }),
    );
    expect(readQuery('доска 12, правило 16').ref?.id).toBe('16');
  });
});
