/**
 * A penalty the player cannot carry out (src/lib/search/unable.ts): a suit demanded or forbidden,
 * and the player holding none of it or nothing but it, is read with the text's words for Law 59's
 * case. Sentences are built from a grammar: random words, the demand's verbs and suits in their
 * forms, the holding in its forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnableTold, readUnable } from '../../src/lib/search/unable';
import { readQuery } from '../../src/lib/search/query';
import { readers, situationWords } from '../support/situation-words';

const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
/** Each suit as the object of a demand («ход в пики») and as what is held or lacked («пик нет», «одни пики»). */
const RU = [
  { asked: ['пики', 'пику'], lacked: ['пик'], only: ['пики'], single: ['пики', 'карты в пиках'] },
  { asked: ['черви', 'черву'], lacked: ['червей'], only: ['черви'], single: ['червы'] },
  { asked: ['бубны', 'бубну'], lacked: ['бубен'], only: ['бубны'], single: ['бубны'] },
  { asked: ['трефы', 'трефу'], lacked: ['треф'], only: ['трефы'], single: ['трефы'] },
  { asked: ['масть', 'эту масть'], lacked: ['этой масти', 'масти'], only: ['масти партнёра'], single: ['карты этой масти'] },
];
const EN = ['spades', 'hearts', 'diamonds', 'clubs'];
const wordRu = fc.stringMatching(/^[а-я]{4,8}$/u).filter((w) => !/пик|черв|бубн|бубен|треф|масть|масти|мастей|нет|было|оказ|остал|одни|только|лишь|требу|запре|велел|велят|приказ|заказ|обяза|имел|нужн|ноль|нуль|сказ|говор|прос|ход|зайд|зайт|нашл|нашё|наше|обнаруж|выясн|всплы|снов|опят|вновь|раз|вылез|появ|объяв|следующ/u.test(w));
const wordEn = fc.stringMatching(/^[a-z]{4,8}$/u).filter((w) => !/spade|heart|diamond|club|suit|void|none|only|nothing|demand|requir|call|ask|ban|forb|prohib|barr|told|held|hold|have|had|has|say|said|tell|lead|play|found|turn|appear|show|again|agian|still|popp|surfac/u.test(w));
const demandRu = pick(['потребовал ход в', 'потребовала ход в', 'требует ходить в', 'велел ходить в', 'запретил ход в', 'запретил ходить в', 'запретила', 'заказал ход в', 'приказал пойти в', 'сказал ходить в', 'говорит: ходи в', 'попросил зайти в', 'сказал партнёру заходить в', 'требую у него', 'по требованию ходить в', 'согласно требованию пойти в', 'велел партнёру нарушителя бить старшей', 'потребовал сыграть младшей', 'приказали положить самую старшую', 'сказал напарнику нарушителя играть мелкой', 'сказала положить маленькую', 'велит Западу дать младшую', 'не дал ему ходить в']);
const noneRu = (s: (typeof RU)[number]) => fc.oneof(pick(s.lacked).map((x) => `а ${x} у него нет`), pick(s.lacked).map((x) => `а ${x} ноль`), pick(s.lacked).map((x) => `а ${x} у меня 0`), pick(s.lacked).map((x) => `а ${x} нету`), pick(s.lacked).map((x) => `у защитника нет ${x}`), pick(s.lacked).map((x) => `${x} не оказалось`), pick(s.only).map((x) => `у него остались одни ${x}`), s.only[0] === 'масти партнёра' ? fc.constant('а этой масти нет') : pick(s.only).map((x) => `а ${x} у него кончились`), pick(s.lacked).map((x) => `а у него кроме ${x} ничего`), fc.constant('а в руке у того ничего кроме ♠К ♠7'), pick(s.lacked).map((x) => `ничего нет кроме ${x}`), fc.constant('а её нет'), pick(s.single).map((x) => `а у него ни одной ${x}`), pick(['а больше у него ничего нет', 'ничего другого у защитника не было', 'а другого ничего не осталось']));
const demandEn = pick(['declarer demanded a lead of', 'declarer required', 'he banned', 'declarer forbade', 'declarer prohibited', 'he called for', 'declarer says lead', 'he said to lead', 'declarer told me to lead', 'declarer said I have to lead', 'declarer told my partner to open', "I was told to lead my partner's penalty card's", 'declarer told him to play his highest', 'declarer required the lowest', 'after the premature play he had to play his highest', 'declarer required the smallest', "declarer won't let me lead", 'declarer made his partner lead']);
const noneEn = (s: string) => pick([`but I got zero ${s}`, `but he had run out of ${s}`, 'but partner was void', 'and he had none', `but he had no ${s}`, `and I had only ${s}`, `he had nothing but ${s}`, `he had nothing except ${s}`, `I only had ${s}`, 'and he holds nothing else', 'with nothing else', 'but I have nothing else', `but all I've got left is ${s}`, "but all he had was ♥10 ♥4"]);

const ruTold = fc.tuple(fc.integer({ min: 0, max: RU.length - 1 }), fc.array(wordRu, { maxLength: 3 }), fc.array(wordRu, { maxLength: 3 })).chain(([i, before, after]) =>
  fc.tuple(demandRu, pick(RU[i]!.asked), noneRu(RU[i]!)).map(([d, s, n]) => [...before, d, `${s},`, n, ...after].join(' ')),
);
const enTold = fc.tuple(pick(EN), fc.array(wordEn, { maxLength: 3 }), fc.array(wordEn, { maxLength: 3 })).chain(([s, before, after]) =>
  fc.tuple(demandEn, noneEn(s)).map(([d, n]) => [...before, d, `${s},`, n, ...after].join(' ')),
);

describe('readUnable: a demanded or forbidden suit the player cannot meet', () => {
  it('reads a demand or ban of a suit and a holding of none of it, or nothing but it, as the text’s words for the case', () => {
    fc.assert(fc.property(fc.oneof(ruTold, enTold), (q) => readUnable(q, { unable: 'UNABLE', unableButHeld: 'HELD', unableAgain: 'AGAIN' }).includes('UNABLE')), { numRuns: 500 });
  });

  it('reads nothing where no suit was demanded or forbidden (a void when following suit is a discard)', () => {
    const voidOnly = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 3 }), fc.array(wordRu, { maxLength: 3 })).chain(([i, ws]) => noneRu(RU[i]!).map((n) => [...ws, `ходят ${RU[i]!.only[0]},`, n].join(' '))),
      fc.tuple(pick(EN), fc.array(wordEn, { maxLength: 3 })).chain(([s, ws]) => noneEn(s).map((n) => [...ws, `${s} were led,`, n].join(' '))),
    );
    fc.assert(fc.property(voidOnly, (q) => findUnableTold(q) === null), { numRuns: 300 });
    expect(findUnableTold('я обязан давать в масть, а у меня её нет')).toBeNull();
  });

  it('reads nothing where the player held the suit and played another (a revoke, 59.5)', () => {
    for (const q of ['потребовали ход в пику, вистующий пошёл с бубны, а пики у него были', "defender ignored declarer's demand to lead a diamond although he held one"]) expect(findUnableTold(q), q).toBeNull();
  });

  // Rounds 34, 90, 147: «…он сказал, что треф нет, а потом трефа у него нашлась» — the card was there: a revoke (61.1), not 59.
  it('reads a void told and then found not to be one as the held card’s case, not as a penalty that cannot be carried out', () => {
    const foundRu = pick(['а потом трефа у него нашлась', 'а позже у него обнаружилась пика', 'но потом выяснилось, что черва была', 'а через взятку бубна всплыла', 'а в конце у него осталась двойка', 'но у защитника ещё осталась дама', 'а под конец трефа у него вылезла', 'а потом пика появилась', 'а через три взятки сбросил трефу']);
    const foundEn = pick(['later a club turned up in his hand', 'but it turned out he had one', 'then a heart was found in his hand', 'but he had one after all', 'but he still had one', 'then a club popped up in his hand', 'two tricks later he followed with a club']);
    const later = fc.oneof(fc.tuple(ruTold, foundRu).map(([q, f]) => `${q}, ${f}`), fc.tuple(enTold, foundEn).map(([q, f]) => `${q}, ${f}`));
    fc.assert(
      fc.property(later, (q) => {
        const r = readUnable(q, { unable: 'UNABLE', unableButHeld: 'HELD', unableAgain: 'AGAIN' });
        return r.includes('HELD') && !r.includes('UNABLE') && r.replace('HELD', '').replace(/\s+/gu, '') === q.replace(/\s+/gu, '');
      }),
      { numRuns: 300 },
    );
  });

  // Round 176: «вистующий сказал что пик нет, а потом нашлась пика, которую требовали сыграть» was read as nothing: the
  // demand stood in a clause after its suit.
  it('reads the demand in a clause after its suit («пика, которую требовали сыграть», "the spade that declarer demanded"), the void told and the card found', () => {
    const ru = fc.tuple(fc.integer({ min: 0, max: 3 }), pick(['требовали сыграть', 'потребовал разыгрывающий', 'велели дать', 'заказал декларант']), pick(['', 'в ']), fc.array(wordRu, { maxLength: 3 })).map(([i, d, into, before]) => `${[...before, 'сказал, что'].join(' ')} ${RU[i]!.lacked[0]} нет, а потом нашлась ${RU[i]!.asked[0]}, ${into}которую ${d}`);
    const en = fc.tuple(pick(EN), pick(['declarer demanded', 'was required', 'he had asked for']), fc.array(wordEn, { maxLength: 3 })).map(([suit, d, before]) => `${[...before, 'he said he had no'].join(' ')} ${suit}, then a card turned up, the ${suit.slice(0, -1)} that ${d}`);
    fc.assert(fc.property(fc.oneof(ru, en), (q) => readUnable(q, { unable: 'UNABLE', unableButHeld: 'HELD', unableAgain: 'AGAIN' }).includes('HELD')), { numRuns: 300 });
  });

  // Rounds 178, 183, 186 and 187 (four helpers), and six earlier rounds' queries: the player who could not meet a lead
  // restriction wins the trick and is on lead again; 59.4 (he may lead the forbidden suit again) was found for none.
  it('reads the player still on lead after a restriction he could not meet as 59.4’s case, not as the first lead’s', () => {
    const againRu = pick(['взял взятку и опять на ходу', 'и он снова на ходу', 'на следующем ходу опять можно в неё?', 'теперь опять его ход', 'выиграл и вновь ходит']);
    const againEn = pick(['won the trick, may I lead spades again?', "and he's on lead again", 'he is still on lead, can he lead it again']);
    const banRu = fc.tuple(fc.integer({ min: 0, max: 3 }), pick(['запретил ход в', 'запретил ходить в', 'запретили']), fc.array(wordRu, { maxLength: 2 })).map(([i, d, ws]) => `${[...ws, 'разыгрывающий', d].join(' ')} ${RU[i]!.asked[0]}, а у вистующего остались только ${RU[i]!.only[0]}`);
    const banEn = fc.tuple(pick(EN), pick(['declarer forbade a lead of', 'he banned', 'told not to lead']), pick(['had only', 'holds only']), fc.array(wordEn, { maxLength: 2 })).map(([suit, d, only, ws]) => `${[...ws, d].join(' ')} ${suit}, but he ${only} ${suit}`);
    // The restriction told by «запретная масть» and the holding by what he could not do (round 183).
    const couldNotRu = fc.array(wordRu, { maxLength: 2 }).map((ws) => [...ws, 'вистующий из-за запрета не мог пойти иначе, пошёл в запретную масть'].join(' '));
    // …or the lead won again told before the holding («вистун снова выиграл взятку и опять на ходу, а кроме запрещённых бубен у него
    // ничего»: round 195), "held only" too.
    const beforeRu = fc.tuple(fc.integer({ min: 0, max: 3 }), pick(['вистун снова выиграл взятку и опять на ходу', 'защитник опять взял взятку', 'он вновь на ходу'])).map(([i, a]) => `${a}, разыгрывающий запретил ${RU[i]!.asked[0]}, а кроме запрещённых ${RU[i]!.asked[0]} у него ничего`);
    const beforeEn = fc.tuple(pick(EN), pick(['defender won the trick again', 'he was on lead again', 'again on lead'])).map(([suit, a]) => `${a}, declarer had banned ${suit} and he held only ${suit}`);
    const told = fc.oneof(fc.tuple(fc.oneof(banRu, couldNotRu), againRu).map(([b, a]) => `${b}, ${a}`), fc.tuple(banEn, againEn).map(([b, a]) => `${b}, ${a}`), beforeRu, beforeEn);
    fc.assert(
      fc.property(told, (q) => {
        const r = readUnable(q, { unable: 'UNABLE', unableButHeld: 'HELD', unableAgain: 'AGAIN' });
        return r.includes('AGAIN') && !r.includes('UNABLE');
      }),
      { numRuns: 300 },
    );
  });

  it('is read by the query reader with the page’s words', () => {
    expect(readQuery('разыгрывающий запретил пики, у вистующего одни пики', undefined, () => true, situationWords({ unable: 'UNABLE' }), readers).words).toBe('разыгрывающий запретил пики, у вистующего UNABLE');
  });
});
