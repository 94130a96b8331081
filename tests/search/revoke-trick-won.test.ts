/**
 * Who won the revoke trick (src/lib/search/revoke-trick-won.ts): read with 64.1's words after the win told, where a revoke is
 * told. Sentences are built from a grammar: who revoked, who won the trick in its forms, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRevokeTrickWon, readRevokeTrickWon } from '../../src/lib/search/revoke-trick-won';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/ренонс|масть|масти|взял|выигр|забрал|перебил|побил|взятк/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/revok|reneg|renig|follow|trick|took|takes|won|wins|captur|trump|ruff/u.test(w));

const revokedRu = pick(['Запад сренонсил', 'разыгрывающий сделал ренонс', 'у Востока фальшренонс', 'вистующий не дал в масть']);
const wonRu = pick(['а эту взятку взял его партнёр', 'и ту взятку выиграл болван', 'а взятку с ренонсом забрал сам нарушитель', 'эту же взятку перебил партнёр']);
const revokedEn = pick(['West revoked', 'declarer revoked', 'East failed to follow']);
const wonEn = pick(['but his partner took the revoke trick', 'and dummy won that trick', 'and the revoke trick was won by East', 'then partner ruffed that trick']);
/** A bare trick won, told just after the revoke: «а взятку потом перебил козырем Восток», "and West won the trick". */
const bareRu = fc
  .tuple(pick(['взятку', 'эту взятку']), fc.array(wordRu, { maxLength: 1 }), pick(['взял', 'выиграл', 'забрала', 'перебил', 'побили']), pick(['Восток', 'его партнёр', 'стол']))
  .map(([t, ws, v, who]) => ['а', t, ...ws, v, who].join(' '));
const bareEn = fc.tuple(pick(['East', 'his partner', 'dummy']), pick(['won the trick', 'took the trick', 'ruffed the trick'])).map(([who, v]) => `and ${who} ${v}`);
const told = fc.oneof(
  fc.tuple(revokedRu, bareRu, fc.array(wordRu, { maxLength: 3 })).map(([a, b, ws]) => [`${a}, ${b}`, ...ws].join(' ')),
  fc.tuple(revokedEn, bareEn, fc.array(wordEn, { maxLength: 3 })).map(([a, b, ws]) => [`${a} ${b}`, ...ws].join(' ')),
  fc.tuple(revokedRu, wonRu, fc.array(wordRu, { maxLength: 3 })).map(([a, b, ws]) => [`${a}, ${b}`, ...ws].join(' ')),
  fc.tuple(revokedEn, wonEn, fc.array(wordEn, { maxLength: 3 })).map(([a, b, ws]) => [`${a}, ${b}`, ...ws].join(' ')),
);

describe('readRevokeTrickWon: who won the revoke trick', () => {
  it('reads the win of the revoke trick after a revoke told, keeping the words told', () => {
    fc.assert(
      fc.property(told, (q) => keepsWordsTold(q, readRevokeTrickWon(q, { revokeTrickWon: 'WON' }), 'WON')),
      { numRuns: 400 },
    );
  });

  // «the revoke trick» names the revoke itself: without it, a trick won is any trick.
  it('reads nothing without a revoke told, nor a trick taken before the revoke', () => {
    const other = fc.oneof(
      fc.tuple(pick(['Запад пошёл пикой', 'разыгрывающий сыграл туза']), pick(['а эту взятку взял его партнёр', 'и ту взятку выиграл болван'])).map(([a, b]) => `${a}, ${b}`),
      fc.tuple(pick(['West led a spade', 'declarer played the ace']), pick(['and dummy won that trick', 'then partner ruffed that trick'])).map(([a, b]) => `${a}, ${b}`),
      revokedEn.map((r) => `I took it, then ${r}`),
      // A bare trick won of a later trick, or on the way to when the revoke was noticed.
      fc.tuple(revokedEn, fc.integer({ min: 2, max: 13 })).map(([r, n]) => `${r} and partner won trick ${n}`),
      fc.tuple(pick(['Запад сренонсил', 'у Востока фальшренонс']), bareRu.filter((b) => !b.startsWith('а эту'))).map(([r, b]) => `${r}, ${b}, а потом его партнёр уже вышел в следующую взятку — исправлять ещё можно?`),
    );
    fc.assert(fc.property(other, (q) => findRevokeTrickWon(q) === null), { numRuns: 200 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('West revoked but East, his partner, took the revoke trick', undefined, () => true, situationWords(), readers).words).toContain('revokeTrickWon');
  });
});
