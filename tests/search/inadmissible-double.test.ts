/**
 * A double of one's own side's call, or a redouble of an undoubled one (src/lib/search/inadmissible-double.ts): read with Law
 * 36's words after the double. Sentences are built from a grammar: the doubler, the double's forms, whose call it was, the
 * call, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInadmissibleDouble, readInadmissibleDouble } from '../../src/lib/search/inadmissible-double';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';
import { keepsWordsTold } from '../support/spliced';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/контр|дабл|заявк|назнач|бид|ставк|партн|напарн|свою|своей|своего|собств|пик|черв|бубн|треф/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/doubl|partner|own|bid|call|open|spade|heart|diamond|club/u.test(w));

const told = fc.oneof(
  fc.tuple(pick(['Запад', 'Север', 'игрок']), pick(['законтрил', 'дал контру на', 'контрировал']), pick(['свою же заявку', 'бид своего же партнёра', 'заявку партнёра', 'собственное назначение', 'партнёрское назначение 2♥']), fc.array(wordRu, { maxLength: 3 })).map(([a, d, c, ws]) => [`${a} ${d} ${c}`, ...ws].join(' ')),
  fc.tuple(pick(['партнёр законтрил', 'партнёр контрировал']), pick(['мою заявку', 'мою же заявку 3♣', 'моё назначение'])).map(([a, c]) => `${a} ${c}`),
  fc.tuple(pick(['West', 'North', 'the player']), pick(['doubled', 'redoubled']), pick(["his partner's 1NT", "his own bid", "his partner's opening"]), fc.array(wordEn, { maxLength: 3 })).map(([a, d, c, ws]) => [`${a} ${d} ${c}`, ...ws].join(' ')),
  fc.tuple(pick(['partner doubled my', 'my partner doubled my own']), pick(['2 spades bid', 'bid', '1H opening'])).map(([a, c]) => `${a} ${c}`),
  pick(['реконтра без контры', 'Восток дал реконтру неконтрированного назначения', 'he redoubled without a double']),
);

describe('readInadmissibleDouble: a double of one’s own side’s call', () => {
  it('reads it, keeping the words told', () => {
    fc.assert(fc.property(told, (q) => keepsWordsTold(q, readInadmissibleDouble(q, { inadmissibleDouble: 'INADMISSIBLE' }), 'INADMISSIBLE')), { numRuns: 300 });
  });

  it('reads nothing in an opponent’s double of the teller’s call, nor a double of the opponents’ call', () => {
    const other = fc.oneof(
      fc.tuple(pick(['Восток дал контру на', 'East doubled', 'соперник законтрил']), pick(['мою заявку 2♥', 'my 2 spades', 'моё назначение'])).map(([a, c]) => `${a} ${c}`),
      fc.tuple(pick(['партнёр законтрил', 'partner doubled']), pick(['заявку соперника', "the opponents' 1NT", 'их 3♣'])).map(([a, c]) => `${a} ${c}`),
    );
    fc.assert(fc.property(other, (q) => findInadmissibleDouble(q) === null), { numRuns: 100 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('partner doubled my 2 spades bid', undefined, () => true, situationWords(), readers).words).toContain('inadmissibleDouble');
  });
});
