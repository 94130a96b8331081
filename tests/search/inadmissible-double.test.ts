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
  fc.tuple(pick(['Запад', 'Север', 'игрок']), pick(['законтрил', 'дал контру на', 'контрировал', 'законтрировал']), pick(['свою же заявку', 'бид своего же партнёра', 'заявку партнёра', 'собственное назначение', 'партнёрское назначение 2♥', 'открытие собственного партнёра']), fc.array(wordRu, { maxLength: 3 })).map(([a, d, c, ws]) => [`${a} ${d} ${c}`, ...ws].join(' ')),
  fc.tuple(pick(['партнёр законтрил', 'партнёр контрировал']), pick(['мою заявку', 'мою же заявку 3♣', 'моё назначение'])).map(([a, c]) => `${a} ${c}`),
  fc.tuple(pick(['West', 'North', 'the player']), pick(['doubled', 'redoubled']), pick(["his partner's 1NT", "his own bid", "his partner's opening"]), fc.array(wordEn, { maxLength: 3 })).map(([a, d, c, ws]) => [`${a} ${d} ${c}`, ...ws].join(' ')),
  fc.tuple(pick(['partner doubled my', 'my partner doubled my own']), pick(['2 spades bid', 'bid', '1H opening'])).map(([a, c]) => `${a} ${c}`),
  pick(['реконтра без контры', 'Восток дал реконтру неконтрированного назначения', 'he redoubled without a double', 'Юг выложил карточку X поверх 2♣ напарника', 'North put down X over his partner’s 1NT']),
  // The owner told after the call, with «же»: «контра на 4 пики, которые назначил мой же напарник».
  fc.tuple(pick(['сказал контра на', 'дал контру на', 'законтрил']), pick(['4 пики', '2♥', '1БК']), pick(['которые назначил', 'которую заявил', 'что открыл']), pick(['мой же напарник', 'свой же партнёр', 'его же партнёр']), fc.array(wordRu, { maxLength: 2 })).map(([d, c, v, o, ws]) => [`${d} ${c}, ${v} ${o}`, ...ws].join(' ')),
  // A redouble, and that nothing was doubled, anywhere in its sentence, either way round.
  fc.tuple(pick(['Юг сказал «реконтра»', 'соперник объявил «ре»', 'он дал реконтру', 'opponent said XX', 'West redoubled']), fc.array(wordRu, { maxLength: 2 }), pick(['хотя контрировать никто и не думал', 'хотя никто не контрировал', 'контры не было', 'although nobody had doubled', 'over my undoubled 4H', 'with no double before'])).map(([r, ws, n]) => [r, ...ws, n].join(' ')),
  // Two seats of one side: the doubler, and the call's owner told as such («1♥ Севера», "South's 2♣").
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean(), pick(['1♥', '2♣', '3БК'])).map(([i, ru, c]) => {
    const [a, b] = [['Север', 'Юга'], ['Юг', 'Севера'], ['Восток', 'Запада'], ['Запад', 'Востока']][i]!;
    const [ea, eb] = [['North', "South's"], ['South', "North's"], ['East', "West's"], ['West', "East's"]][i]!;
    return ru ? `${a} отвечает на ${c} ${b} словом «контра»` : `${ea} doubled ${eb} ${c.replace('БК', 'NT')}`;
  }),
);

describe('readInadmissibleDouble: a double of one’s own side’s call', () => {
  it('reads it, keeping the words told', () => {
    fc.assert(fc.property(told, (q) => keepsWordsTold(q, readInadmissibleDouble(q, { inadmissibleDouble: 'INADMISSIBLE' }), 'INADMISSIBLE')), { numRuns: 300 });
  });

  it('reads nothing in an opponent’s double of the teller’s call, nor a double of the opponents’ call', () => {
    const other = fc.oneof(
      fc.tuple(pick(['Восток дал контру на', 'East doubled', 'соперник законтрил']), pick(['мою заявку 2♥', 'my 2 spades', 'моё назначение'])).map(([a, c]) => `${a} ${c}`),
      fc.tuple(pick(['партнёр законтрил', 'partner doubled']), pick(['заявку соперника', "the opponents' 1NT", 'их 3♣'])).map(([a, c]) => `${a} ${c}`),
      // An opponent's double of the teller's side's call, told with «же».
      fc.tuple(pick(['соперник дал контру на', 'оппонент законтрил']), pick(['4 пики, которые назначил мой же напарник', '2♥ моего же партнёра'])).map(([a, c]) => `${a} ${c}`),
      // Seats of two sides, or the next seat to call told after the double.
      fc.tuple(pick(['Север', 'Юг']), pick(['Востока', 'Запада']), pick(['1♥', '2♣'])).map(([a, b, c]) => `${a} дал контру на ${c} ${b}`),
      pick(['Восток открыл 1♠, Юг дал контру, Север пас', 'East opened 1S, South doubled, North passed']),
      // A redouble after a double.
      pick(['Восток дал контру, Запад реконтру, а потом я спасовал', 'LHO doubled, partner redoubled; then I bid 2H']),
    );
    fc.assert(fc.property(other, (q) => findInadmissibleDouble(q) === null), { numRuns: 100 });
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('partner doubled my 2 spades bid', undefined, () => true, situationWords(), readers).words).toContain('inadmissibleDouble');
  });
});
