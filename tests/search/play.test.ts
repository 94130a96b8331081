/**
 * A revoke told by the cards played (src/lib/search/play.ts): a card of one suit played to a trick
 * led in another («снёс трефу на пиковый ход», "discarded a heart on the spade lead") is read as
 * the text's word for a revoke; the same suit, or a void («пик у него не было»), is no revoke.
 * Sentences are built from a grammar: random players' words, verbs, suits in their forms, the lead
 * in its forms, either order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRevokeTold, readPlay } from '../../src/lib/search/play';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

/** Each suit's forms as a played card (noun) and as a lead (adjective before «ход», noun after «ход в»). */
const RU = [
  { card: ['пику', 'пики', 'маленькую пику', '♠', 'даму пик'], adj: ['пиковый', 'пиковую'], noun: ['пики', 'пику'] },
  { card: ['черву', 'черви', 'червей', '♥', 'валета червей'], adj: ['червовый', 'червонный'], noun: ['черви', 'черву'] },
  { card: ['бубну', 'бубны', 'бубен', '♦', 'короля бубен'], adj: ['бубновый', 'бубновую'], noun: ['бубны', 'бубну'] },
  { card: ['трефу', 'трефы', 'треф', '♣', 'двойку треф'], adj: ['трефовый', 'трефовую'], noun: ['трефы', 'трефу'] },
];
const EN = [
  { card: ['a spade', 'the spade king', 'a small spade', '♠'], lead: ['spade'] },
  { card: ['a heart', 'the queen of hearts', 'a low heart', '♥'], lead: ['heart'] },
  { card: ['a diamond', 'the diamond jack', 'a small diamond', '♦'], lead: ['diamond'] },
  { card: ['a club', 'the club ace', 'a low club', '♣'], lead: ['club'] },
];
const suit = fc.integer({ min: 0, max: 3 });
const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
/** Words around: letters only, none a suit, a verb of the grammar, a negation or a revoke's word. */
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/пик|черв|черей|бубн|бубен|бубу|треф|сн[её]с|сброс|полож|подлож|сыгр|дал|пош|нет|ход|ренонс|было|остал|конч|оказ/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/spade|heart|diamond|club|discard|pitch|threw|play|follow|lead|led|void|none|revok|reneg|trick/u.test(w));
const verbRu = pick(['снёс', 'снес', 'сбросил', 'сбросила', 'подложил', 'положил', 'сыграл', 'дал', 'пошёл с']);
const verbEn = pick(['discarded', 'pitched', 'threw', 'played']);

const ruSentence = (played: number, led: number) =>
  fc.tuple(verbRu, pick(RU[played]!.card), pick(RU[led]!.adj), pick(RU[led]!.noun), fc.integer({ min: 0, max: 3 }), fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 3 })).map(([v, card, adj, noun, how, before, after]) => {
    const lead = [`на ${adj} ход`, `на ход в ${noun}`, `ход в ${noun}`, `на ${adj} выход`][how]!;
    const play = `${v} ${v === 'пошёл с' ? RU[played]!.noun[0] : card}`;
    return [...before, how % 2 ? `${lead},` : play, how % 2 ? play : lead, ...after].join(' ');
  });
const enSentence = (played: number, led: number) =>
  fc.tuple(verbEn, pick(EN[played]!.card), pick(EN[led]!.lead), fc.constantFrom('on the', 'on a', 'to the', "on partner's"), fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 3 })).map(([v, card, lead, prep, before, after]) => [...before, v, card, prep, lead, 'lead', ...after].join(' '));

/** A sentence, Russian or English, of a card of suit `played` to a trick led in suit `led`. */
const sentence = (same: boolean) =>
  fc.tuple(suit, suit, fc.boolean()).filter(([a, b]) => (a === b) === same).chain(([a, b, ru]) => (ru ? ruSentence(a, b) : enSentence(a, b)));

describe('readPlay: a revoke told by the cards played', () => {
  it('reads a card of one suit played to a trick led in another as a revoke, in Russian and English, either order', () => {
    fc.assert(fc.property(sentence(false), (q) => readPlay(q, { revoke: 'REVOKE' }).includes('REVOKE')), { numRuns: 500 });
  });

  it('reads no revoke where the suit played is the suit led, or where the player had none of it', () => {
    fc.assert(fc.property(sentence(true), (q) => findRevokeTold(q) === null), { numRuns: 300 });
    fc.assert(fc.property(sentence(false), fc.constantFrom('у него не было', 'у него нет', 'had none', 'was void'), (q, none) => findRevokeTold(`${q}, ${none}`) === null), { numRuns: 300 });
  });

  // Round 29's note: only the verb with no card named had the guard («не сбросил при наличии масти»).
  it('reads no revoke where the play is negated, a card named or not, a ruff too («не снёс трефу на пиковый ход», "never discarded a heart on the spade lead")', () => {
    const negated = fc.tuple(sentence(false), fc.constantFrom('не ', 'не ', 'never ', 'not ')).map(([q, no]) => {
      const verb = /(?<![\p{L}])(?:снёс|снес|сбросила?|подложил|положил|сыграл|дал|пошёл с|discarded|pitched|threw|played)(?![\p{L}])/u;
      const m = verb.exec(q)!;
      return { q, negated: `${q.slice(0, m.index)}${/[а-я]/u.test(m[0]) ? 'не ' : no === 'не ' ? 'not ' : no}${q.slice(m.index)}` };
    });
    fc.assert(fc.property(negated, ({ q, negated }) => findRevokeTold(q) !== null && findRevokeTold(negated) === null), { numRuns: 300 });
    const other = fc.tuple(fc.constantFrom('не сбросил', 'не снёс пику', 'не перебил козырем', "didn't discard", 'never ruffed', 'not trumped'), fc.constantFrom('при наличии масти', 'хотя у него была черва', 'although he had a heart'));
    fc.assert(fc.property(other, ([play, held]) => findRevokeTold(`${play}, ${held}`) === null), { numRuns: 100 });
    // «не» is a word: a word ending in it («в стороне») negates nothing.
    expect(findRevokeTold('в стороне снёс трефу на пиковый ход')).not.toBeNull();
  });

  it('reads the suit the player still had in place of the lead («сбросил пику, хотя у него была черва», "discarded a spade although he had a heart")', () => {
    const told = fc
      .tuple(suit, suit, fc.boolean())
      .filter(([a, b]) => a !== b)
      .chain(([a, b, ru]): fc.Arbitrary<[string, string]> =>
        ru
          ? fc.tuple(verbRu.filter((v) => v !== 'пошёл с'), pick(RU[a]!.card), fc.constantFrom('хотя у него была', 'хотя у болвана были', 'хотя ещё была', 'при наличии', 'имея', 'хотя имел', 'хотя он ещё имел'), pick(RU[b]!.card.filter((c) => !/ /u.test(c)))).map(([v, c, w, h]): [string, string] => [`${v} ${c}`, `, ${w} ${h}`])
          : fc.tuple(verbEn, pick(EN[a]!.card), fc.constantFrom('although he had', 'though she held', 'while holding', 'although dummy still had', 'but he still had'), pick(EN[b]!.card)).map(([v, c, w, h]): [string, string] => [`${v} ${c}`, ` ${w} ${h}`]),
      );
    fc.assert(fc.property(told, ([play, held]) => findRevokeTold(`${play}${held}`) !== null && findRevokeTold(play) === null), { numRuns: 300 });
  });

  // Round 60 (held out): «снёс трефу при бубнах», «сбросил при наличии масти».
  it('reads the suit led unnamed («при наличии масти», "although he had the suit") with any card or none, and a suit after «при» as one still held, not the trump suit', () => {
    const unnamedRu = fc.constantFrom('при наличии масти', 'имея масть', 'хотя у него была масть', 'хотя масть у него была', 'хотя ещё была масть', 'хотя имел масть', 'хотя имела масть');
    const unnamedEn = fc.constantFrom('although he had the suit', 'while holding the suit led', 'but she still had the suit', 'holding the suit');
    const told = fc.tuple(fc.boolean(), fc.option(suit, { nil: undefined }), fc.array(wordRu, { maxLength: 2 }), fc.array(wordEn, { maxLength: 2 })).chain(([ru, card, wr, we]): fc.Arbitrary<{ play: string; held: string }> =>
      ru
        ? fc.tuple(verbRu.filter((v) => v !== 'пошёл с'), card === undefined ? fc.constant('') : pick(RU[card]!.card), unnamedRu).map(([v, c, h]) => ({ play: [...wr, v, c].filter(Boolean).join(' '), held: h }))
        : fc.tuple(verbEn, card === undefined ? fc.constant('') : pick(EN[card]!.card), unnamedEn).map(([v, c, h]) => ({ play: [...we, v, c].filter(Boolean).join(' '), held: h })),
    );
    fc.assert(fc.property(told, ({ play, held }) => findRevokeTold(`${play}, ${held}`) !== null && findRevokeTold(play) === null && findRevokeTold(held) === null), { numRuns: 300 });
    const at = ['пиках', 'червах', 'бубнах', 'трефах', 'пике', 'черве', 'бубне', 'трефе'];
    const pri = fc.tuple(suit, suit, verbRu.filter((v) => v !== 'пошёл с'), fc.array(wordRu, { maxLength: 2 })).chain(([a, b, v, w]) => pick(RU[a]!.card).map((c) => ({ same: a === b, q: [...w, v, c, 'при', at[b]!, at[b + 4]!].slice(0, w.length + 4).join(' '), trump: [...w, v, c, 'при', at[b]!, 'в козырях'].join(' ') })));
    fc.assert(fc.property(pri, ({ same, q, trump }) => (findRevokeTold(q) !== null) === !same && findRevokeTold(trump) === null), { numRuns: 300 });
    expect(findRevokeTold('не дал в масть при наличии масти')).toBeNull();
  });

  // Round 36 (held out): «перебил козырем трефу, хотя трефа у него была»; "declarer ruffed a club while still holding one".
  it('reads a ruff beside a suit the player still had as a revoke («перебил козырем, хотя трефа у него была», "ruffed although he had a club"), not a ruff alone', () => {
    const ruffRu = pick(['перебил козырем', 'побил козырем', 'перебила маленьким козырем', 'покрыл козырем', 'козырнул']);
    const ruffEn = pick(['ruffed', 'trumped']);
    const told = fc.tuple(suit, fc.boolean(), fc.boolean(), fc.array(wordRu, { maxLength: 2 }), fc.array(wordEn, { maxLength: 2 })).chain(([b, ru, heldFirst, wr, we]) =>
      ru
        ? fc.tuple(ruffRu, pick(RU[b]!.card.filter((c) => !/ /u.test(c))), fc.constantFrom('хотя у него была', 'хотя ещё была', 'при наличии', 'имея')).map(([r, h, w]) => {
            const held = `${w} ${h}`;
            const heldAfter = `хотя ${h} у него была`;
            return { play: [...wr, r].join(' '), told: heldFirst ? `${held}, ${[...wr, r].join(' ')}` : `${[...wr, r].join(' ')}, ${h.length > 1 ? heldAfter : held}` };
          })
        : fc.tuple(ruffEn, fc.constantFrom('although he had', 'while holding', 'though she still held', 'but he still had'), pick(EN[b]!.card)).map(([r, w, h]) => ({ play: [...we, r].join(' '), told: `${[...we, r].join(' ')} ${w} ${h}` })),
    );
    fc.assert(fc.property(told, ({ play, told }) => findRevokeTold(told) !== null && findRevokeTold(play) === null), { numRuns: 300 });
    for (const q of ['перебил козырем, бубен у него не было', 'declarer ruffed the spade lead', 'ruffed, he had no hearts']) expect(findRevokeTold(q), q).toBeNull();
  });

  it('puts the revoke’s word in place of the play and the lead, and leaves a query that names the revoke as it is', () => {
    expect(readPlay('снёс трефу на пиковый ход и тут же спохватился', { revoke: 'фальшренонс' })).toBe('фальшренонс и тут же спохватился');
    expect(readPlay('снёс трефу на пиковый ход, это ренонс?', { revoke: 'фальшренонс' })).toBe('снёс трефу на пиковый ход, это ренонс?');
    expect(readQuery('declarer discarded a heart on the spade lead', undefined, () => true, situationWords(), readers).words).toBe('declarer revoke');
  });
});
