/**
 * A call out of rotation by its kind (src/lib/search/out-of-turn-call.ts): the call told nearest to whose
 * turn it was, in its clause, is the one made out of turn, and the query is read with the text's words
 * for its kind. Sentences are built from a grammar: seats, calls of each kind in their forms, whose turn
 * it was in its forms, other calls in other clauses, and random words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOutOfTurnCall } from '../../src/lib/search/out-of-turn-call';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
type Kind = 'pass' | 'bid' | 'double';
const RU: Record<Kind, string[]> = {
  pass: ['спасовал', 'сказал пас', 'пасанул'],
  bid: ['открыл 1♠', 'назначил 2♣', 'сказал 1БК', 'заявил 3♦', 'открылся 1♥'],
  double: ['дал контру', 'законтрил 1♥', 'сказал «контра»', 'дал реконтру'],
};
const EN: Record<Kind, string[]> = {
  pass: ['passed', 'said pass'],
  bid: ['opened 1S', 'bid 2♣', 'overcalled 1NT'],
  double: ['doubled', 'doubled 1♥', 'redoubled'],
};
const seatRu = pick(['Север', 'Юг', 'Запад', 'Восток']);
const seatEn = pick(['North', 'South', 'West', 'East', 'LHO', 'RHO']);
const turnRu = pick(['вне очереди', 'не в свою очередь', 'в очередь партнёра', 'раньше сдающего', 'не дождавшись партнёра', 'хотя говорить должен был Юг', 'за партнёра']);
const turnEn = pick(['out of turn', 'out of rotation', "at his partner's turn", 'before the dealer had called', 'while North was still thinking']);
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/очеред|раньше|дожд|вперёд|опереди|перв|пас|контр|открыл|назнач|заяв|влез|дабл|говор|слово|черёд|сдава|сдающ|вист|заход|атак|ход|пош|сыгра|судь/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/turn|rotation|before|while|ahead|wrong|pass|bid|doubl|open|overcall|lead|led|play|card|call|speak|said|director/u.test(w));
const kind = pick<Kind>(['pass', 'bid', 'double']);

/** A call made out of turn, then another call of another kind in a clause of its own. */
const told = fc.oneof(
  fc.tuple(kind, seatRu, turnRu, seatRu, fc.array(wordRu, { maxLength: 3 })).chain(([k, who, turn, other, before]) =>
    fc.tuple(pick(RU[k]), pick((['pass', 'bid', 'double'] as Kind[]).filter((x) => x !== k).flatMap((x) => RU[x]))).map(([call, later]) => ({ k, q: [...before, `${who} ${call} ${turn}, а ${other} потом ${later}`].join(' ') })),
  ),
  fc.tuple(kind, seatEn, turnEn, seatEn, fc.array(wordEn, { maxLength: 3 })).chain(([k, who, turn, other, before]) =>
    fc.tuple(pick(EN[k]), pick((['pass', 'bid', 'double'] as Kind[]).filter((x) => x !== k).flatMap((x) => EN[x]))).map(([call, later]) => ({ k, q: [...before, `${who} ${call} ${turn}. Then ${other} ${later}`].join(' ') })),
  ),
);

describe('readOutOfTurnCall: a call made out of rotation, by its kind', () => {
  it('reads the kind of the call told beside whose turn it was, not of another call in another clause', () => {
    fc.assert(fc.property(told, ({ k, q }) => findOutOfTurnCall(q)?.kind === k), { numRuns: 500 });
  });

  // Round 162: "dealer was East, South opened" tells the turn by who dealt.
  it('reads a call told after who the dealer was, by another seat, as made out of turn', () => {
    const told = fc.tuple(pick(['North', 'East', 'South', 'West']), pick(['North', 'East', 'South', 'West']), pick<Kind>(['pass', 'bid', 'double'])).filter(([d, o]) => d !== o).chain(([d, o, k]) => pick(EN[k]).map((call) => ({ k, q: `dealer was ${d}, ${o} ${call}` })));
    fc.assert(fc.property(told, ({ k, q }) => findOutOfTurnCall(q)?.kind === k), { numRuns: 100 });
  });

  // Round 133: «спасовал вне очереди ещё до открытия — мне теперь всю торговлю молчать?» names no caller but the verb's.
  it('reads a call told by its verb in the past with no caller named, the caller being in the verb', () => {
    const bare = fc.oneof(
      fc.tuple(kind, turnRu, fc.array(wordRu, { maxLength: 3 })).chain(([k, turn, after]) => pick(RU[k]).map((call) => ({ k, q: [`${call} ${turn} —`, ...after].join(' ') }))),
      fc.tuple(kind, turnEn, fc.array(wordEn, { maxLength: 3 })).chain(([k, turn, after]) => pick(EN[k].filter((c) => c !== 'bid 2♣' && c !== 'said pass')).map((call) => ({ k, q: [`${call} ${turn} —`, ...after].join(' ') }))),
    );
    fc.assert(fc.property(bare, ({ k, q }) => findOutOfTurnCall(q)?.kind === k), { numRuns: 300 });
  });

  it('reads a double as the call made out of turn where a bid it doubles stands nearer («дал контру на 1♠, не дождавшись партнёра»)', () => {
    const onBid = fc.tuple(seatRu, pick(['1♠', '2♥', '1БК']), turnRu).map(([who, bid, turn]) => `${who} дал контру на ${bid} соперника ${turn}`);
    fc.assert(fc.property(onBid, (q) => findOutOfTurnCall(q)?.kind === 'double'), { numRuns: 200 });
  });

  // Rounds 86, 116, 137, 140: a bid at the left-hand opponent's turn is Law 31B's footnote (31.3), a change of call, not only a bid out of rotation.
  it("reads a bid at the left-hand opponent's turn as Law 31B's footnote, and a bid at another's turn not", () => {
    const leftRu = pick(['сосед слева', 'левый оппонент', 'левый соперник', 'игрок слева от него']);
    const leftEn = pick(['left-hand neighbour', 'left-hand opponent', 'LHO']);
    // The turn's owner told some words after the turn's words, or past a comma in words of his («сидящим после него»).
    const lhoRu = fc.oneof(
      pick(['в очередь левого соседа', 'в очередь левого оппонента', 'за левого соперника', 'когда очередь была соседа слева']),
      fc.tuple(pick(['когда говорить должен был', 'хотя заявлять должен был', 'когда очередь была у']), leftRu).map(([t, o]) => `${t} ${o}`),
      fc.tuple(pick(['когда слово было за оппонентом', 'хотя очередь была соперника']), pick(['сидящим после него', 'который сидит слева'])).map(([t, o]) => `${t}, ${o}`),
    );
    const lhoEn = fc.oneof(
      pick(["at his LHO's turn", "in my LHO's turn", "when it was his LHO's turn", "at his left-hand opponent's turn"]),
      fc.tuple(pick(['his', 'her', 'the']), leftEn).map(([p, o]) => `while ${p} ${o} was still to call`),
    );
    const otherRu = pick(['в очередь партнёра', 'за партнёра', 'раньше сдающего', 'в очередь правого соседа']);
    const otherEn = pick(["at his partner's turn", "at his RHO's turn", 'before the dealer had called']);
    const atLho = fc.oneof(
      fc.tuple(seatRu, pick(RU.bid), lhoRu, fc.array(wordRu, { maxLength: 3 })).map(([who, call, turn, after]) => [`${who} ${call} ${turn}`, ...after].join(' ')),
      fc.tuple(seatEn, pick(EN.bid), lhoEn, fc.array(wordEn, { maxLength: 3 })).map(([who, call, turn, after]) => [`${who} ${call} ${turn}`, ...after].join(' ')),
    );
    const atOther = fc.oneof(
      fc.tuple(seatRu, pick(RU.bid), otherRu).map(([who, call, turn]) => `${who} ${call} ${turn}`),
      fc.tuple(seatEn, pick(EN.bid), otherEn).map(([who, call, turn]) => `${who} ${call} ${turn}`),
    );
    fc.assert(fc.property(atLho, (q) => findOutOfTurnCall(q)?.atLho === true && readQuery(q, undefined, () => true, situationWords(), readers).words.includes('outOfTurnAtLho')), { numRuns: 300 });
    fc.assert(fc.property(atOther, (q) => findOutOfTurnCall(q)?.atLho === false), { numRuns: 200 });
    // «Вне очереди», "out of turn" wait for no owner: the left-hand opponent told after them is the next to call.
    const lhoNext = fc.oneof(
      fc.tuple(seatRu, pick(RU.bid), pick(['вне очереди', 'не в свою очередь']), leftRu).map(([who, call, turn, o]) => `${who} ${call} ${turn} ${o} промолчал`),
      fc.tuple(seatEn, pick(EN.bid), leftEn).map(([who, call, o]) => `${who} ${call} out of turn and his ${o} bid over it`),
    );
    fc.assert(fc.property(lhoNext, (q) => findOutOfTurnCall(q)?.atLho === false), { numRuns: 200 });
    // A pass, then a bid made at the left-hand opponent's turn: the bid is the call at it.
    const passThenBid = fc.tuple(pick(RU.pass), lhoRu, pick(['назначил 2♥', 'заявил 3♦', 'открыл 1♠'])).map(([p, turn, bid]) => `${p}, а ${turn}, ещё и ${bid}`);
    fc.assert(fc.property(passThenBid, (q) => { const f = findOutOfTurnCall(q); return f?.atLho === true && f.kind === 'bid'; }), { numRuns: 200 });
  });

  // Round 152: "North bid at East's turn though he had already passed" names the LHO by seats, and his earlier call.
  it("reads a bid at the turn of the seat after the caller's as at the left-hand opponent's turn, and at another seat's not", () => {
    const RU_SEATS = [['Север', 'Севера'], ['Восток', 'Востока'], ['Юг', 'Юга'], ['Запад', 'Запада']] as const;
    const EN_SEATS = ['North', 'East', 'South', 'West'] as const;
    const told = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.boolean()).chain(([c, d, ru]) =>
      (ru ? pick(RU.bid).map((call) => `${RU_SEATS[c]![0]} ${call} в очередь ${RU_SEATS[(c + d) % 4]![1]}, хотя уже спасовал`) : pick(EN.bid).map((call) => `${EN_SEATS[c]} ${call} at ${EN_SEATS[(c + d) % 4]}'s turn though he had already passed`)).map((q) => ({ q, lho: d === 1 })),
    );
    fc.assert(fc.property(told, ({ q, lho }) => findOutOfTurnCall(q)?.atLho === lho), { numRuns: 300 });
    // A first call at the next seat's turn is any bid out of rotation (round 15).
    expect(findOutOfTurnCall('юг сказал 1БК, а очередь была запада')?.atLho).toBe(false);
  });

  it('reads nothing in the play (a lead out of turn), where the wait was for the director, nor in a rule stated with no one who called', () => {
    const other = fc.oneof(
      fc.tuple(seatRu, turnRu).map(([who, turn]) => `${who} пошёл с туза ${turn}`),
      fc.tuple(seatEn, turnEn).map(([who, turn]) => `${who} led a spade ${turn}`),
      fc.tuple(seatRu, fc.constantFrom(...RU.bid)).map(([who, call]) => `${who}, не дождавшись судьи, ${call}`),
      // A rule stated, no one who called: «заявка вне очереди аннулируется».
      fc.tuple(pick(['заявка', 'контра', 'пас']), pick(['вне очереди', 'не в свою очередь', 'в чужую очередь']), pick(['аннулируется', 'отменяется', 'считается'])).map(([c, turn, v]) => `${c} ${turn} ${v}`),
    );
    fc.assert(fc.property(other, (q) => findOutOfTurnCall(q) === null), { numRuns: 300 });
  });

  it('is read by the query reader only in a query told as a situation (a term names its kind already)', () => {
    const words = situationWords({ outOfTurnDouble: 'DOUBLE-OOT' });
    expect(readQuery('Восток дал контру на 1♠ Севера, не дождавшись партнёра', undefined, () => true, words, readers).words).toContain('DOUBLE-OOT');
    expect(readQuery('контра вне очереди', undefined, () => true, words, readers).words).toBe('контра вне очереди');
  });
});
